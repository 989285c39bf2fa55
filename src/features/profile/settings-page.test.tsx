import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { LANGUAGE_STORAGE_KEY } from "@convex/shared/language";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { SettingsPage } from "./settings-page";

// Settings' Change password card asks the sign-in adapter; without account actions it is not shown.
vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth")>()),
  useAuthAdapter: () => ({}),
}));

const updateProfile = fakeConvex.mutation(api.accounts.users.updateProfile);
const setEmailVisibility = fakeConvex.mutation(api.accounts.users.setEmailVisibility);

function signedInAs(role: "student" | "teacher") {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "u1",
    needsProfile: false,
    displayName: "Ada",
    email: "ada@lyceum.test",
    emailPublic: false,
    role,
    dp: null,
    experience: role === "teacher" ? 3 : null,
    bio: "",
  });
}

describe("SettingsPage: Save changes", () => {
  it("stays disabled until something changed, and again once the change is saved", async () => {
    signedInAs("student");
    const user = userEvent.setup();
    renderRoute(<SettingsPage />);
    const save = await screen.findByRole("button", { name: "Save changes" });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText("Display name"), " L.");
    expect(save).toBeEnabled();
    await user.click(save);
    expect(updateProfile).toHaveBeenCalledWith({ displayName: "Ada L." });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("is disabled again when the field is put back as it was", async () => {
    signedInAs("teacher");
    const user = userEvent.setup();
    renderRoute(<SettingsPage />);
    const experience = await screen.findByLabelText("Years of experience");
    await user.clear(experience);
    await user.type(experience, "4");
    expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled();
    await user.clear(experience);
    await user.type(experience, "3");
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });

  it("while the server has not confirmed, says Not sent yet when the connection is lost", async () => {
    signedInAs("student");
    updateProfile.mockReturnValue(new Promise(() => undefined));
    fakeConvex.setConnection({ isWebSocketConnected: false });
    const user = userEvent.setup();
    renderRoute(<SettingsPage />);
    await user.type(await screen.findByLabelText("Display name"), "!");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Not sent yet")).toBeInTheDocument();
    expect(screen.queryByText("Profile updated")).not.toBeInTheDocument();
  });
});

describe("SettingsPage: e-mail on teacher lists", () => {
  it("a teacher's e-mail is hidden until they tick the box, which saves at once", async () => {
    signedInAs("teacher");
    const user = userEvent.setup();
    renderRoute(<SettingsPage />);
    const box = await screen.findByRole("checkbox", { name: /Show my e-mail \(ada@lyceum.test\) on teacher lists/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Hidden/);
    await user.click(box);
    expect(setEmailVisibility).toHaveBeenCalledWith({ public: true });
  });

  it("students are not listed, so they have no such choice", async () => {
    signedInAs("student");
    renderRoute(<SettingsPage />);
    await screen.findByLabelText("Display name");
    expect(screen.queryByRole("checkbox", { name: /Show my e-mail/ })).not.toBeInTheDocument();
  });
});

describe("SettingsPage: language", () => {
  afterEach(async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await activateLanguage("en");
  });

  it("offers each language in its own words, and shows the page in the one chosen", { timeout: 20_000 }, async () => {
    signedInAs("student");
    const setLanguage = fakeConvex.mutation(api.accounts.users.setLanguage);
    const user = userEvent.setup();
    renderRoute(<SettingsPage />);
    const group = await screen.findByRole("group", { name: "Language" });
    expect(within(group).getByRole("radio", { name: "English" })).toBeChecked();
    expect(within(group).getByText("العربية")).toHaveAttribute("lang", "ar");

    await user.click(within(group).getByRole("radio", { name: "Español" }));
    // The Spanish words are fetched first (one file for the whole app).
    expect(await screen.findByRole("heading", { name: "Ajustes" }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeInTheDocument();
    expect(setLanguage).toHaveBeenCalledWith({ language: "es" });
  });
});
