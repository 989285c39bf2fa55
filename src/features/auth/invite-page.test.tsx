import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { wordMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { INVITATION_MESSAGES } from "@convex/shared/rosterRules";
import { InvitePage } from "./invite-page";

const auth = vi.hoisted(() => ({ claimInvitation: vi.fn(), logout: vi.fn() }));

vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth")>()),
  useAuthAdapter: () => auth,
  useAuthStatus: () => ({ isLoading: false, isAuthenticated: false }),
}));

const TOKEN = "t".repeat(43);
const ANA = { state: "ok", name: "Ana New", email: "ana@example.com", courseName: "Rust for Everyone", courseId: "c1" };

/** Fills a field at once (typing each key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(text);
}

function setup(answer: unknown) {
  fakeConvex.mutation(api.onboarding.invitations.inspect).mockResolvedValue(answer);
  const user = userEvent.setup();
  const view = renderRoute(<InvitePage token={TOKEN} />, { path: "/invite/$token" });
  return { user, ...view };
}

describe("InvitePage", () => {
  beforeEach(() => auth.claimInvitation.mockReset());

  it("shows whom the invitation is for, then sets the password and opens the course", { timeout: 15_000 }, async () => {
    auth.claimInvitation.mockResolvedValue(undefined);
    const { user, router } = setup(ANA);
    expect(await screen.findByRole("heading", { name: "Welcome, Ana New" })).toBeInTheDocument();
    expect(screen.getByText("ana@example.com")).toBeInTheDocument();
    expect(screen.getByText("You are invited to Rust for Everyone.")).toBeInTheDocument();
    expect(fakeConvex.mutation(api.onboarding.invitations.inspect)).toHaveBeenCalledTimes(1);
    expect(fakeConvex.mutation(api.onboarding.invitations.inspect).mock.calls[0]![0]).toMatchObject({ token: TOKEN });

    await fill(user, "Choose a password", "a school passphrase");
    await fill(user, "Confirm password", "a school passphrase");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    await waitFor(() =>
      expect(auth.claimInvitation).toHaveBeenCalledWith({ token: TOKEN, password: "a school passphrase" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/c1/Rust for Everyone"));
  });

  it("checks the password rules before asking the server", async () => {
    const { user } = setup(ANA);
    await fill(user, "Choose a password", "short");
    await fill(user, "Confirm password", "other");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("Passwords do not match.")).toBeInTheDocument();
    expect(auth.claimInvitation).not.toHaveBeenCalled();
  });

  it.each([
    ["used", INVITATION_MESSAGES.used],
    ["expired", INVITATION_MESSAGES.expired],
    ["unknown", INVITATION_MESSAGES.unknown],
  ] as const)("a %s link says so and offers Forgot password and sign-in", async (state, message) => {
    setup({ state });
    expect(await screen.findByText(wordMessage(message))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByLabelText("Choose a password")).not.toBeInTheDocument();
  });

  it("says it is checking while it asks", async () => {
    fakeConvex.mutation(api.onboarding.invitations.inspect).mockReturnValue(new Promise(() => undefined));
    renderRoute(<InvitePage token={TOKEN} />, { path: "/invite/$token" });
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your invitation");
  });
});
