import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ClerkGoogleSignIn } from "./clerk-google";
import { useGoogleSignIn, welcomePath } from "./google";

// Clerk cannot run offline: its sign-in resource is replaced by a spy of `signIn.sso`.
const clerk = vi.hoisted(() => ({ sso: vi.fn<(params: unknown) => Promise<{ error: { message: string } | null }>>() }));
vi.mock("@clerk/react", () => ({ useSignIn: () => ({ signIn: { sso: clerk.sso } }) }));

function StartButton({ redirect }: { redirect?: string }) {
  const google = useGoogleSignIn();
  return (
    <button
      type="button"
      onClick={() => void google.start(redirect).catch((error: Error) => (document.title = error.message))}
    >
      {google.available ? "Continue with Google" : "not offered"}
    </button>
  );
}

describe("Clerk's Google sign-in", () => {
  it("redirects through Clerk with the Google strategy, back to /sso-callback and on to the welcome screen", async () => {
    clerk.sso.mockResolvedValue({ error: null });
    render(
      <ClerkGoogleSignIn enabled>
        <StartButton redirect="/profile" />
      </ClerkGoogleSignIn>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(clerk.sso).toHaveBeenCalledWith({
      strategy: "oauth_google",
      redirectCallbackUrl: "/sso-callback?redirect=%2Fprofile",
      redirectUrl: "/welcome?redirect=%2Fprofile",
    });
  });

  it("is not offered unless VITE_CLERK_GOOGLE says Google is enabled in Clerk", () => {
    render(
      <ClerkGoogleSignIn enabled={false}>
        <StartButton />
      </ClerkGoogleSignIn>,
    );
    expect(screen.getByRole("button", { name: "not offered" })).toBeInTheDocument();
  });

  it("turns Clerk's refusal into a message for the user", async () => {
    clerk.sso.mockResolvedValue({ error: { message: "Google is not enabled for this instance." } });
    render(
      <ClerkGoogleSignIn enabled>
        <StartButton />
      </ClerkGoogleSignIn>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    await vi.waitFor(() => expect(document.title).toBe("Google is not enabled for this instance."));
  });
});

describe("welcomePath", () => {
  it("carries the page asked for, encoded", () => {
    expect(welcomePath()).toBe("/welcome");
    expect(welcomePath("/dashboard/coursedetail/c1/A&B")).toBe(
      "/welcome?redirect=%2Fdashboard%2Fcoursedetail%2Fc1%2FA%26B",
    );
  });
});
