import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { env } from "../_generated/server";
import { catchMail, deliverMail, sessionClient, sessionIdFromToken } from "./account.setup";
import { throttleClock } from "./model/signInThrottle";
import { fakeThrottleClock, oneByOne, storm } from "./throttleClock.setup";
import { ACCOUNT_CODE, ACCOUNT_CODE_MESSAGES } from "../shared/accountCodeRules";
import { RESET_REQUEST_LIMITS, SIGN_IN_THROTTLE } from "../shared/limits";
import { newTest, signIn, signUp, userIdFromToken, type TestConvex } from "../test.setup";

// Every sign-up, sign-in and password change hashes with scrypt: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const oldPassword = "correct horse battery";
const newPassword = "a brand new passphrase";

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

/** The password events of the log, checked to keep no secret: never the password or a hash. */
async function passwordEvents(t: TestConvex) {
  const events = (await t.run((ctx) => ctx.db.query("events").collect())).filter(
    (event) => event.type === "password_changed" || event.type === "password_reset",
  );
  for (const secret of [oldPassword, newPassword]) expect(JSON.stringify(events)).not.toContain(secret);
  return events.map(({ type, actorId, subjectUserId, ...rest }) => ({ type, actorId, subjectUserId, fields: rest }));
}

async function sessionsOf(t: TestConvex, token: string): Promise<string[]> {
  const userId = userIdFromToken(token);
  const sessions = await t.run((ctx) =>
    ctx.db
      .query("authSessions")
      .withIndex("userId", (q) => q.eq("userId", userId))
      .collect(),
  );
  return sessions.map((session) => session._id);
}

/** An account with sessions in two browsers; its sign-up mail is delivered and forgotten. */
async function accountInTwoBrowsers(t: TestConvex, email: string) {
  const first = await signUp(t, { email, password: oldPassword });
  const second = await signIn(t, { email, password: oldPassword });
  await deliverMail(t);
  return { first: first.tokens!.token, second: second.tokens!.token };
}

describe("forgot password", () => {
  test("the code by mail sets a new password and ends every session", async () => {
    const t = newTest();
    const mail = catchMail();
    const { first, second } = await accountInTwoBrowsers(t, "ada@example.com");
    expect(await sessionsOf(t, first)).toHaveLength(2);

    const answer = await t.mutation(api.accounts.account.requestPasswordReset, { email: " Ada@Example.com " });
    expect(answer).toEqual({ message: ACCOUNT_CODE_MESSAGES.resetSent });
    await deliverMail(t);
    const code = mail.codeFor("ada@example.com");
    await t.action(api.accounts.passwords.resetPassword, { email: "ada@example.com", code, newPassword });

    expect(await sessionsOf(t, second)).toEqual([]);
    await expect(signIn(t, { email: "ada@example.com", password: oldPassword })).rejects.toThrow();
    const again = await signIn(t, { email: "ada@example.com", password: newPassword });
    expect(userIdFromToken(again.tokens!.token)).toBe(userIdFromToken(first));
    const userId = userIdFromToken(first);
    expect(await passwordEvents(t)).toEqual([
      {
        type: "password_reset",
        actorId: userId,
        subjectUserId: userId,
        fields: expect.objectContaining({ email: "ada@example.com" }),
      },
    ]);
    // The code is used up.
    await expect(
      t.action(api.accounts.passwords.resetPassword, {
        email: "ada@example.com",
        code,
        newPassword: "yet another passphrase",
      }),
    ).rejects.toThrow(ACCOUNT_CODE_MESSAGES.resetRefused);
  });

  test("the reset mail is in the page's language when the account has none saved", async () => {
    const t = newTest();
    const mail = catchMail();
    await accountInTwoBrowsers(t, "ada@example.com");
    await t.mutation(api.accounts.account.requestPasswordReset, { email: "ada@example.com", language: "es" });
    await deliverMail(t);
    expect(mail.mailsTo("ada@example.com").at(-1)).toContain(
      `Subject: Tu código para restablecer la contraseña de Lyceum: ${mail.codeFor("ada@example.com")}`,
    );
  });

  test("an unknown address gets the same answer and no mail; a wrong code and an unknown address the same refusal", async () => {
    const t = newTest();
    const mail = catchMail();
    await accountInTwoBrowsers(t, "ada@example.com");
    const unknown = await t.mutation(api.accounts.account.requestPasswordReset, { email: "nobody@example.com" });
    const known = await t.mutation(api.accounts.account.requestPasswordReset, { email: "ada@example.com" });
    expect(unknown).toEqual(known);
    await deliverMail(t);
    expect(mail.sentTo("nobody@example.com")).toBe(0);
    const code = mail.codeFor("ada@example.com");
    const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

    await expect(
      t.action(api.accounts.passwords.resetPassword, { email: "ada@example.com", code: wrong, newPassword }),
    ).rejects.toThrow(ACCOUNT_CODE_MESSAGES.resetRefused);
    await expect(
      t.action(api.accounts.passwords.resetPassword, { email: "nobody@example.com", code, newPassword }),
    ).rejects.toThrow(ACCOUNT_CODE_MESSAGES.resetRefused);
    // The old password still works: nothing changed.
    await expect(signIn(t, { email: "ada@example.com", password: oldPassword })).resolves.toBeTruthy();
  });

  test("a reset code proves the address: an ADMIN_EMAILS account becomes Admin", async () => {
    const t = newTest();
    const mail = catchMail();
    env.ADMIN_EMAILS = "head@school.org";
    const { first } = await accountInTwoBrowsers(t, "head@school.org");
    await t.mutation(api.accounts.account.requestPasswordReset, { email: "head@school.org" });
    await deliverMail(t);
    await t.action(api.accounts.passwords.resetPassword, {
      email: "head@school.org",
      code: mail.codeFor("head@school.org"),
      newPassword,
    });
    const again = await signIn(t, { email: "head@school.org", password: newPassword });
    expect(userIdFromToken(again.tokens!.token)).toBe(userIdFromToken(first));
    expect(await sessionClient(t, again.tokens!.token).query(api.accounts.users.me, {})).toMatchObject({
      role: "Admin",
      emailVerified: true,
    });
  });

  test("a stranger asking for reset mails neither takes away the owner's code nor leaves them without one that works", async () => {
    const t = newTest();
    const mail = catchMail();
    await accountInTwoBrowsers(t, "ada@example.com");
    const ask = (clientId: string) =>
      t.mutation(api.accounts.account.requestPasswordReset, { email: "ada@example.com", clientId });
    const mailsSoFar = () => mail.sentTo("ada@example.com");
    await ask("ada-own-browser-0001");
    await deliverMail(t);
    const mine = mail.codeFor("ada@example.com");
    const mailedBefore = mailsSoFar();
    const sentAt = [Date.now()];
    let refused = 0;
    // From a new browser id each time, once a minute for an hour.
    for (let minute = 1; minute <= 60; minute++) {
      vi.setSystemTime(Date.now() + 61_000);
      const before = mailsSoFar();
      await ask(`stranger-browser-${String(minute).padStart(4, "0")}`).catch((error: unknown) => {
        expect(String(error)).toMatch(/the newest code we sent still works/);
        refused++;
      });
      await deliverMail(t);
      if (mailsSoFar() > before) sentAt.push(Date.now());
      // Two mails later, the code the owner asked for still works.
      if (minute === 2) {
        expect(mailsSoFar() - mailedBefore).toBe(2);
        await t.action(api.accounts.passwords.resetPassword, { email: "ada@example.com", code: mine, newPassword });
      }
    }
    // The address's limit bites (the inbox is not flooded)...
    expect(refused).toBeGreaterThan(0);
    expect(sentAt.length).toBeLessThanOrEqual(RESET_REQUEST_LIMITS.perEmailBurst + RESET_REQUEST_LIMITS.perEmail + 1);
    // ...yet a new code arrives before the last one expires: the owner always has one that works.
    const gaps = sentAt.slice(1).map((at, n) => at - sentAt[n]!);
    expect(Math.max(...gaps)).toBeLessThan(ACCOUNT_CODE.ttlMinutes * 60_000);
    await t.action(api.accounts.passwords.resetPassword, {
      email: "ada@example.com",
      code: mail.codeFor("ada@example.com"),
      newPassword: "the third passphrase",
    });
  });

  test("the new password follows the sign-up rules", async () => {
    const t = newTest();
    const mail = catchMail();
    await accountInTwoBrowsers(t, "ada@example.com");
    await t.mutation(api.accounts.account.requestPasswordReset, { email: "ada@example.com" });
    await deliverMail(t);
    const code = mail.codeFor("ada@example.com");
    await expect(
      t.action(api.accounts.passwords.resetPassword, { email: "ada@example.com", code, newPassword: "short" }),
    ).rejects.toThrow(/at least 8/);
    // A refused password does not use the code up.
    await t.action(api.accounts.passwords.resetPassword, { email: "ada@example.com", code, newPassword });
  });
});

describe("change password", () => {
  test("needs the current password, then ends the other sessions and keeps this one", async () => {
    const t = newTest();
    catchMail();
    const { first, second } = await accountInTwoBrowsers(t, "ada@example.com");
    const me = sessionClient(t, first);

    await expect(
      me.action(api.accounts.passwords.changePassword, { currentPassword: "not my password", newPassword }),
    ).rejects.toThrow(ACCOUNT_CODE_MESSAGES.wrongCurrentPassword);
    expect(await sessionsOf(t, first)).toHaveLength(2);

    await me.action(api.accounts.passwords.changePassword, { currentPassword: oldPassword, newPassword });
    expect(await sessionsOf(t, first)).toEqual([sessionIdFromToken(first)]);
    expect(await sessionsOf(t, second)).not.toContain(sessionIdFromToken(second));
    await expect(signIn(t, { email: "ada@example.com", password: oldPassword })).rejects.toThrow();
    await expect(signIn(t, { email: "ada@example.com", password: newPassword })).resolves.toBeTruthy();
    const userId = userIdFromToken(first);
    // Only the change that happened is an event (the refused guess is not).
    expect(await passwordEvents(t)).toEqual([
      {
        type: "password_changed",
        actorId: userId,
        subjectUserId: userId,
        fields: expect.objectContaining({ email: "ada@example.com" }),
      },
    ]);
  });

  test("guessing the current password from a signed-in session waits like sign-in does, and the owner still gets in", async () => {
    const t = newTest();
    catchMail();
    const { first } = await accountInTwoBrowsers(t, "ada@example.com");
    const me = sessionClient(t, first);
    const waits = vi.mocked(throttleClock.sleep);
    waits.mockClear();

    for (let guess = 0; guess < 5; guess++) {
      await expect(
        me.action(api.accounts.passwords.changePassword, { currentPassword: `guess ${guess}`, newPassword }),
      ).rejects.toThrow(ACCOUNT_CODE_MESSAGES.wrongCurrentPassword);
    }
    const delays = waits.mock.calls.map(([ms]) => ms);
    expect(delays.slice(0, 3)).toEqual([0, 0, 0]);
    expect(delays[3]).toBeGreaterThan(0);
    expect(delays[4]).toBeGreaterThan(delays[3]!);

    // The same delays guard sign-in for this account, and the right password is never refused.
    await me.action(api.accounts.passwords.changePassword, { currentPassword: oldPassword, newPassword });
    await expect(signIn(t, { email: "ada@example.com", password: newPassword })).resolves.toBeTruthy();
  });

  test("guesses at the current password sent at once wait in turn: at least as long as one after another", async () => {
    const t = newTest();
    catchMail();
    const clock = fakeThrottleClock();
    const ada = await accountInTwoBrowsers(t, "ada@example.com");
    const grace = await accountInTwoBrowsers(t, "grace@example.com");
    const guess = (token: string) => (n: number) =>
      sessionClient(t, token).action(api.accounts.passwords.changePassword, {
        currentPassword: `guess ${n}`,
        newPassword,
      });
    const serial = await oneByOne(20, guess(grace.first), ACCOUNT_CODE_MESSAGES.wrongCurrentPassword);
    const parallel = await storm(clock, 20, guess(ada.first), ACCOUNT_CODE_MESSAGES.wrongCurrentPassword);
    expect(serial).toBeGreaterThanOrEqual(50_000);
    expect(parallel).toBeGreaterThanOrEqual(serial);

    // The owner, right after, is answered within the bound and can change it.
    clock.delays = [];
    await sessionClient(t, ada.first).action(api.accounts.passwords.changePassword, {
      currentPassword: oldPassword,
      newPassword,
    });
    expect(Math.max(...clock.delays)).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxQueueMs);
  });

  test("a visitor, and a new password that breaks the rules, are refused", async () => {
    const t = newTest();
    catchMail();
    const { first } = await accountInTwoBrowsers(t, "ada@example.com");
    await expect(
      t.action(api.accounts.passwords.changePassword, { currentPassword: oldPassword, newPassword }),
    ).rejects.toThrow("Please sign in first.");
    await expect(
      sessionClient(t, first).action(api.accounts.passwords.changePassword, {
        currentPassword: oldPassword,
        newPassword: "x".repeat(129),
      }),
    ).rejects.toThrow(/at most 128/);
    await expect(signIn(t, { email: "ada@example.com", password: oldPassword })).resolves.toBeTruthy();
  });
});
