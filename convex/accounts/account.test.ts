import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { englishOf } from "../lib/appError";
import { api } from "../_generated/api";
import { env } from "../_generated/server";
import { catchMail, deliverMail, sessionClient } from "./account.setup";
import { throttleClock } from "./model/signInThrottle";
import { ACCOUNT_CODE, ACCOUNT_CODE_MESSAGES } from "../shared/accountCodeRules";
import { newTest, signUp, userIdFromToken } from "../test.setup";

const password = "correct horse battery";

beforeEach(() => {
  vi.useFakeTimers();
  // The sign-in throttle's waits would wait on the fake clock forever.
  vi.spyOn(throttleClock, "sleep").mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete env.ADMIN_EMAILS;
});

/** A different code of the same shape, so a "wrong code" test cannot pass by luck. */
function otherCode(code: string): string {
  return code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
}

describe("a verified e-mail address", () => {
  test("an ADMIN_EMAILS sign-up starts as the role it chose and becomes Admin when it verifies", async () => {
    const t = newTest();
    const mail = catchMail();
    env.ADMIN_EMAILS = "head@school.org";
    const created = await signUp(t, { email: "head@school.org", password, role: "teacher" });
    const me = sessionClient(t, created.tokens!.token);
    expect(await me.query(api.accounts.users.me, {})).toMatchObject({ role: "teacher", emailVerified: false });

    await deliverMail(t);
    const code = mail.codeFor("head@school.org");
    expect(await me.mutation(api.accounts.account.verifyEmail, { code: otherCode(code) })).toEqual({
      verified: false,
      message: ACCOUNT_CODE_MESSAGES.wrong,
    });
    expect(await me.query(api.accounts.users.me, {})).toMatchObject({ role: "teacher" });

    // Spaces are forgiven, as in "1234 5678" copied from the mail.
    const spaced = `${code.slice(0, 4)} ${code.slice(4)}`;
    expect(await me.mutation(api.accounts.account.verifyEmail, { code: spaced })).toEqual({
      verified: true,
      promoted: true,
    });
    expect(await me.query(api.accounts.users.me, {})).toMatchObject({ role: "Admin", emailVerified: true });
    const userId = userIdFromToken(created.tokens!.token);
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    expect(events).toContainEqual(
      expect.objectContaining({ type: "email_verified", subjectUserId: userId, email: "head@school.org", via: "code" }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: "role_changed", subjectUserId: userId, from: "teacher", to: "Admin" }),
    );
    const user = await t.run((ctx) => ctx.db.get("users", userId));
    expect(user?.emailVerificationTime).toBeTypeOf("number");
  });

  test("an address not in ADMIN_EMAILS is verified and keeps its role", async () => {
    const t = newTest();
    const mail = catchMail();
    const created = await signUp(t, { email: "sam@example.com", password, role: "student" });
    await deliverMail(t);
    const me = sessionClient(t, created.tokens!.token);
    const result = await me.mutation(api.accounts.account.verifyEmail, { code: mail.codeFor("sam@example.com") });
    expect(result).toEqual({ verified: true, promoted: false });
    expect(await me.query(api.accounts.users.me, {})).toMatchObject({ role: "student", emailVerified: true });
  });

  test("an expired code is refused, and a new one can be asked for and works", async () => {
    const t = newTest();
    const mail = catchMail();
    env.ADMIN_EMAILS = "head@school.org";
    const created = await signUp(t, { email: "head@school.org", password, role: "student" });
    await deliverMail(t);
    const stale = mail.codeFor("head@school.org");
    vi.advanceTimersByTime(ACCOUNT_CODE.ttlMinutes * 60_000 + 1);
    const me = sessionClient(t, created.tokens!.token);
    expect(await me.mutation(api.accounts.account.verifyEmail, { code: stale })).toEqual({
      verified: false,
      message: ACCOUNT_CODE_MESSAGES.expired,
    });
    expect(await me.query(api.accounts.users.me, {})).toMatchObject({ role: "student", emailVerified: false });

    await me.mutation(api.accounts.account.resendVerification, {});
    await deliverMail(t);
    const fresh = mail.codeFor("head@school.org");
    expect(await me.mutation(api.accounts.account.verifyEmail, { code: fresh })).toMatchObject({ verified: true });
    expect(await me.query(api.accounts.users.me, {})).toMatchObject({ role: "Admin" });
  });

  test("after too many wrong guesses the right code no longer works", async () => {
    const t = newTest();
    const mail = catchMail();
    const created = await signUp(t, { email: "sam@example.com", password });
    await deliverMail(t);
    const code = mail.codeFor("sam@example.com");
    const me = sessionClient(t, created.tokens!.token);
    for (let guess = 0; guess < ACCOUNT_CODE.maxAttempts; guess += 1) {
      expect(await me.mutation(api.accounts.account.verifyEmail, { code: otherCode(code) })).toMatchObject({
        verified: false,
      });
    }
    expect(await me.mutation(api.accounts.account.verifyEmail, { code })).toEqual({
      verified: false,
      message: ACCOUNT_CODE_MESSAGES.expired,
    });
  });

  test("a new code at most once a minute, and none once verified", async () => {
    const t = newTest();
    const mail = catchMail();
    const created = await signUp(t, { email: "sam@example.com", password });
    const me = sessionClient(t, created.tokens!.token);
    await expect(me.mutation(api.accounts.account.resendVerification, {})).rejects.toThrow(
      englishOf(ACCOUNT_CODE_MESSAGES.tooSoon),
    );
    vi.advanceTimersByTime(ACCOUNT_CODE.resendAfterSeconds * 1000);
    await me.mutation(api.accounts.account.resendVerification, {});
    await deliverMail(t);
    // The sign-up's code and the new one; only the new one works now.
    expect(mail.sentTo("sam@example.com")).toBe(2);
    await me.mutation(api.accounts.account.verifyEmail, { code: mail.codeFor("sam@example.com") });
    await expect(me.mutation(api.accounts.account.resendVerification, {})).rejects.toThrow(
      ACCOUNT_CODE_MESSAGES.alreadyVerified,
    );
  });

  test("a malformed code is refused with the form's message", async () => {
    const t = newTest();
    const created = await signUp(t, { email: "sam@example.com", password });
    const me = sessionClient(t, created.tokens!.token);
    await expect(me.mutation(api.accounts.account.verifyEmail, { code: "12ab" })).rejects.toThrow(
      `Enter the ${ACCOUNT_CODE.digits}-digit code from the e-mail.`,
    );
  });
});
