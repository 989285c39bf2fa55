import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import ProfileMenu from "./profile-menu";

vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth")>()),
  useAuthAdapter: () => ({ logout: () => Promise.resolve() }),
}));

function signedInAs(role: "student" | "teacher" | "Admin") {
  fakeConvex.reset();
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "me",
    needsProfile: false,
    displayName: "Ann",
    email: "ann@example.com",
    role,
    dp: "",
  });
}

async function openMenu() {
  const user = userEvent.setup();
  (await screen.findByRole("button", { name: /Ann/ })).focus();
  await user.keyboard("{Enter}");
  await screen.findByRole("menuitem", { name: "Settings" });
}

describe("ProfileMenu", () => {
  it("links Admins to the Admin console", async () => {
    signedInAs("Admin");
    renderRoute(<ProfileMenu />);
    await openMenu();
    expect(screen.getByRole("menuitem", { name: "Admin console" })).toHaveAttribute("href", "/admin");
  });

  it("has no console link for students and teachers", async () => {
    for (const role of ["student", "teacher"] as const) {
      signedInAs(role);
      const { unmount } = renderRoute(<ProfileMenu />);
      await openMenu();
      expect(screen.queryByRole("menuitem", { name: "Admin console" })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("offers each language in its own name", async () => {
    signedInAs("student");
    renderRoute(<ProfileMenu />);
    await openMenu();
    expect(screen.getByRole("group", { name: "Language" })).toBeInTheDocument();
    expect(screen.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("menuitemradio", { name: "Español" })).toHaveAttribute("lang", "es");
    expect(screen.getByRole("menuitemradio", { name: "العربية" })).toHaveAttribute("lang", "ar");
  });
});
