import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { wordMessage } from "@/lib/errors";
import { activateLanguage } from "@/lib/i18n";
import { api } from "@convex/_generated/api";
import { defaultMailKinds, MAIL_MESSAGES } from "@convex/shared/mailPreferences";
import { MailPreferencesPage } from "./mail-preferences-page";
import { UnsubscribePage } from "./unsubscribe-page";

function signedInAs(role: "student" | "teacher", { verified = true, saved = true, timeZone = "Europe/Berlin" } = {}) {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "u1",
    needsProfile: false,
    displayName: "Ada",
    email: "ada@lyceum.test",
    emailPublic: false,
    role,
    dp: null,
    experience: null,
    bio: "",
  });
  fakeConvex.setQuery(api.notifications.mailPreferences.mine, {
    kinds: { ...defaultMailKinds(), graded: "digest" },
    digestHour: 18,
    timeZone,
    saved,
    emailVerified: verified,
    email: "ada@lyceum.test",
  });
}

describe("MailPreferencesPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the browser's time zone until preferences are saved, then the saved one, UTC included", async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: "Asia/Tokyo" };
    });
    signedInAs("student", { saved: false, timeZone: "UTC" });
    const { unmount } = renderRoute(<MailPreferencesPage />);
    expect(await screen.findByLabelText("Time zone")).toHaveValue("Asia/Tokyo");
    unmount();
    signedInAs("student", { saved: true, timeZone: "UTC" });
    renderRoute(<MailPreferencesPage />);
    expect(await screen.findByLabelText("Time zone")).toHaveValue("UTC");
  });

  it("shows each kind's choice as saved; Save sends every kind, the hour and the zone", async () => {
    signedInAs("student");
    const set = fakeConvex.mutation(api.notifications.mailPreferences.set);
    const user = userEvent.setup();
    renderRoute(<MailPreferencesPage />);
    const grades = await screen.findByRole("group", { name: "Grades" });
    expect(within(grades).getByRole("radio", { name: "In the daily digest" })).toBeChecked();
    // The teachers' kinds are not offered to a student.
    expect(screen.queryByRole("group", { name: "Hand-ins" })).toBeNull();
    await user.click(
      within(screen.getByRole("group", { name: "New assignments" })).getByRole("radio", { name: "Never" }),
    );
    await user.selectOptions(screen.getByLabelText("Send it at"), "07:00");
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    expect(set.mock.calls[0][0]).toEqual({
      kinds: { ...defaultMailKinds(), graded: "digest", assignment_posted: "never" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
    expect(await screen.findByText(wordMessage(MAIL_MESSAGES.saved))).toBeInTheDocument();
  });

  it("a teacher chooses for hand-ins too; an unverified address is told mail waits; a refusal shows in place", async () => {
    signedInAs("teacher", { verified: false });
    const set = fakeConvex.mutation(api.notifications.mailPreferences.set);
    set.mockRejectedValue(
      new ConvexError({ code: "INVALID", key: MAIL_MESSAGES.timeZone, message: "Unknown time zone." }),
    );
    const user = userEvent.setup();
    renderRoute(<MailPreferencesPage />);
    expect(await screen.findByRole("group", { name: "Hand-ins" })).toBeInTheDocument();
    expect(screen.getByText(wordMessage(MAIL_MESSAGES.unverified), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(wordMessage(MAIL_MESSAGES.timeZone));
  });
});

describe("UnsubscribePage", () => {
  it("changes nothing when opened (mail scanners open links); the button turns the kind off", async () => {
    const unsubscribe = fakeConvex.mutation(api.notifications.mailPreferences.unsubscribe);
    unsubscribe.mockResolvedValue({ kind: "assignment_posted" });
    const user = userEvent.setup();
    renderRoute(<UnsubscribePage token="signed.token" />);
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    expect(unsubscribe).not.toHaveBeenCalled();
    await user.click(button);
    expect(unsubscribe).toHaveBeenCalledWith({ token: "signed.token" });
    expect(await screen.findByRole("status")).toHaveTextContent("You will no longer get e-mails about new assignments");
    expect(screen.getByRole("link", { name: "Choose what Lyceum mails you" })).toHaveAttribute(
      "href",
      "/settings/notifications",
    );
  });

  it("words the kind the server answers in the reader's language; the digest's link names the digest", async () => {
    const unsubscribe = fakeConvex.mutation(api.notifications.mailPreferences.unsubscribe);
    unsubscribe.mockResolvedValue({ kind: "digest" });
    const user = userEvent.setup();
    const { unmount } = renderRoute(<UnsubscribePage token="signed.token" />);
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "You will no longer get e-mails about the daily digest",
    );
    unmount();
    unsubscribe.mockResolvedValue({ kind: "graded" });
    await activateLanguage("es");
    try {
      renderRoute(<UnsubscribePage token="signed.token" />);
      await user.click(await screen.findByRole("button", { name: "Cancelar suscripción" }));
      expect(await screen.findByRole("status")).toHaveTextContent("Ya no recibirás correos sobre calificaciones.");
    } finally {
      await activateLanguage("en");
    }
  });

  it("a tampered link says it is not valid", async () => {
    const unsubscribe = fakeConvex.mutation(api.notifications.mailPreferences.unsubscribe);
    unsubscribe.mockRejectedValue(
      new ConvexError({
        code: "INVALID",
        key: MAIL_MESSAGES.invalidUnsubscribe,
        message: "This unsubscribe link is not valid.",
      }),
    );
    const user = userEvent.setup();
    renderRoute(<UnsubscribePage token="tampered" />);
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(wordMessage(MAIL_MESSAGES.invalidUnsubscribe));
  });
});
