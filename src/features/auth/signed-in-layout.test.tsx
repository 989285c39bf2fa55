import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthAdapterContext, type AuthAdapter } from "@/lib/auth/adapter";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { SignedInLayout } from "./signed-in-layout";

const adapter = {
  account: { verifyEmail: vi.fn(), resendVerification: vi.fn() },
  register: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
  getToken: vi.fn(),
} as unknown as AuthAdapter;
const profile = { needsProfile: false as const, _id: "u1", displayName: "Ada", email: "ada@x.test", role: "student" };

function renderLayout() {
  return render(
    <AuthAdapterContext.Provider value={adapter}>
      <SignedInLayout>
        <h1>The page</h1>
      </SignedInLayout>
    </AuthAdapterContext.Provider>,
  );
}

describe("SignedInLayout", () => {
  it("mounts the page at once but shows it with the verification box, once the profile is known", async () => {
    fakeConvex.setAuth({ isLoading: false, isAuthenticated: true });
    renderLayout();
    // Mounted (its queries go out) but not shown while the profile loads: no box can push it down.
    expect(screen.getByRole("heading", { name: "The page", hidden: true })).not.toBeVisible();
    expect(screen.getByLabelText("Checking your sign-in")).toBeVisible();

    act(() => fakeConvex.setQuery(api.accounts.users.me, { ...profile, emailVerified: false }));
    expect(await screen.findByRole("heading", { name: "Verify your e-mail address" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();
    expect(screen.queryByLabelText("Checking your sign-in")).toBeNull();
  });

  it("shows a verified person's page without the box, and nothing of it while sign-in is checked", () => {
    fakeConvex.setAuth({ isLoading: true, isAuthenticated: false });
    fakeConvex.setQuery(api.accounts.users.me, { ...profile, emailVerified: true });
    const { rerender } = renderLayout();
    expect(screen.queryByRole("heading", { name: "The page", hidden: true })).toBeNull();

    fakeConvex.setAuth({ isLoading: false, isAuthenticated: true });
    rerender(
      <AuthAdapterContext.Provider value={adapter}>
        <SignedInLayout>
          <h1>The page</h1>
        </SignedInLayout>
      </AuthAdapterContext.Provider>,
    );
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Verify your e-mail address" })).toBeNull();
  });
});
