import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { WelcomePage } from "./welcome-page";

const profile = { needsProfile: false as const, _id: "u1", displayName: "Ada", email: "a@x.test", role: "student" };

function signedIn() {
  fakeConvex.setAuth({ isLoading: false, isAuthenticated: true });
}

describe("WelcomePage (back from Google)", () => {
  it("asks a first-time account for its role, with Google's name offered, and finishes it", async () => {
    signedIn();
    fakeConvex.setQuery(api.accounts.users.me, { needsProfile: true, suggestedName: "Grace Hopper" });
    const user = userEvent.setup();
    renderRoute(<WelcomePage />, { path: "/welcome" });

    expect(await screen.findByRole("heading", { name: "Welcome to Lyceum" })).toBeVisible();
    expect(screen.getByLabelText("Display name")).toHaveValue("Grace Hopper");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose teacher or student.")).toBeVisible();
    expect(fakeConvex.mutation(api.accounts.users.completeSignUp)).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText("I am a"), "teacher");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(fakeConvex.mutation(api.accounts.users.completeSignUp)).toHaveBeenCalledWith({
        displayName: "Grace Hopper",
        role: "teacher",
      }),
    );
    expect(await screen.findByTestId("elsewhere")).toHaveTextContent("/dashboard/viewcourse");
  }, 20_000);

  it("sends a returning account on to the page it asked for", async () => {
    signedIn();
    fakeConvex.setQuery(api.accounts.users.me, profile);
    renderRoute(<WelcomePage redirect="/profile" />, { path: "/welcome" });
    expect(await screen.findByTestId("elsewhere")).toHaveTextContent("/profile");
    expect(fakeConvex.mutation(api.accounts.users.completeSignUp)).not.toHaveBeenCalled();
  });

  it("says the sign-in did not finish, and why it may have been refused, when it came back signed out", async () => {
    fakeConvex.setAuth({ isLoading: false, isAuthenticated: false });
    renderRoute(<WelcomePage />, { path: "/welcome" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Google sign-in did not finish");
    expect(alert).toHaveTextContent("links Google only to a verified address");
    expect(alert).toHaveTextContent("suspended cannot sign in");
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  });
});
