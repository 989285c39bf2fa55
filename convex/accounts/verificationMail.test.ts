/**
 * The verification mail goes to whatever address a sign-up typed (ADR 0059): it must carry no
 * text the signer chose, and the account cannot have it mailed again without end.
 */
import { englishOf } from "../lib/appError";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { catchMail, deliverMail, sessionClient } from "./account.setup";
import { throttleClock } from "./model/signInThrottle";
import { ACCOUNT_CODE, ACCOUNT_CODE_MESSAGES } from "../shared/accountCodeRules";
import { newTest, signUp } from "../test.setup";

const password = "correct horse battery";

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(throttleClock, "sleep").mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the verification mail", () => {
  test("carries no display name: a stranger's chosen text never reaches someone else's inbox", async () => {
    const t = newTest();
    const mail = catchMail();
    const bait = "Your bank account is locked, call 0800 000";
    const created = await signUp(t, { email: "victim@example.com", password, displayName: bait });
    await deliverMail(t);
    const me = sessionClient(t, created.tokens!.token);
    vi.advanceTimersByTime(ACCOUNT_CODE.resendAfterSeconds * 1000);
    await me.mutation(api.accounts.account.resendVerification, {});
    await deliverMail(t);

    const sent = mail.spy.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.includes("victim@example.com"));
    expect(sent).toHaveLength(2);
    for (const text of sent) {
      expect(text).toMatch(/\d{8}/);
      expect(text).not.toContain(bait);
      expect(text).not.toContain("0800");
    }
  });

  test("is in the language the sign-up form was shown in, then in the account's", async () => {
    const t = newTest();
    const mail = catchMail();
    const created = await t.action(api.auth.signIn, {
      provider: "password",
      params: {
        flow: "signUp",
        email: "lia@example.com",
        password,
        displayName: "Lia",
        role: "student",
        language: "es",
      },
    });
    await deliverMail(t);
    const mailsTo = () => mail.mailsTo("lia@example.com");
    expect(mailsTo().at(-1)).toContain(
      `Subject: Tu código de verificación de Lyceum: ${mail.codeFor("lia@example.com")}`,
    );
    expect(mailsTo().at(-1)).toContain("Hola:");

    const me = sessionClient(t, created.tokens!.token);
    await me.mutation(api.accounts.users.setLanguage, { language: "ar" });
    vi.advanceTimersByTime(ACCOUNT_CODE.resendAfterSeconds * 1000);
    await me.mutation(api.accounts.account.resendVerification, {});
    await deliverMail(t);
    expect(mailsTo()).toHaveLength(2);
    expect(mailsTo().at(-1)).toContain(`Subject: رمز التحقق الخاص بك في Lyceum: ${mail.codeFor("lia@example.com")}`);

    // A sign-up that names no language, or one Lyceum does not speak, is mailed in English.
    await t.action(api.auth.signIn, {
      provider: "password",
      params: {
        flow: "signUp",
        email: "max@example.com",
        password,
        displayName: "Max",
        role: "student",
        language: "de",
      },
    });
    await deliverMail(t);
    expect(mail.mailsTo("max@example.com")[0]).toContain("Subject: Your Lyceum verification code: ");
  });

  test(`at most ${ACCOUNT_CODE.verifyResendsPerHour} resends an hour per account, besides once a minute`, async () => {
    const t = newTest();
    const mail = catchMail();
    const created = await signUp(t, { email: "sam@example.com", password });
    const me = sessionClient(t, created.tokens!.token);
    for (let resend = 0; resend < ACCOUNT_CODE.verifyResendsPerHour; resend += 1) {
      vi.advanceTimersByTime(ACCOUNT_CODE.resendAfterSeconds * 1000);
      await me.mutation(api.accounts.account.resendVerification, {});
    }
    vi.advanceTimersByTime(ACCOUNT_CODE.resendAfterSeconds * 1000);
    const refused = me.mutation(api.accounts.account.resendVerification, {});
    await expect(refused).rejects.toThrow(englishOf(ACCOUNT_CODE_MESSAGES.tooManyResends));
    await expect(refused).rejects.toMatchObject({ data: { code: "RATE_LIMITED" } });
    await deliverMail(t);
    // The sign-up's own mail and the allowed resends, no more.
    expect(mail.sentTo("sam@example.com")).toBe(1 + ACCOUNT_CODE.verifyResendsPerHour);

    // A once-a-minute refusal spends none of the hour's resends; an hour later there are new ones.
    vi.advanceTimersByTime(60 * 60 * 1000);
    await me.mutation(api.accounts.account.resendVerification, {});
    await expect(me.mutation(api.accounts.account.resendVerification, {})).rejects.toThrow(
      englishOf(ACCOUNT_CODE_MESSAGES.tooSoon),
    );
    for (let resend = 1; resend < ACCOUNT_CODE.verifyResendsPerHour; resend += 1) {
      vi.advanceTimersByTime(ACCOUNT_CODE.resendAfterSeconds * 1000);
      await me.mutation(api.accounts.account.resendVerification, {});
    }
    // The code still works: the last one mailed verifies the address.
    await deliverMail(t);
    expect(
      await me.mutation(api.accounts.account.verifyEmail, { code: mail.codeFor("sam@example.com") }),
    ).toMatchObject({ verified: true });
  });
});
