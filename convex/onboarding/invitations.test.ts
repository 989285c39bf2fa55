import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { englishOf } from "../lib/appError";
import { api } from "../_generated/api";
import { catchMail, sessionClient } from "../accounts/account.setup";
import { throttleClock } from "../accounts/model/signInThrottle";
import { INVITATION_MESSAGES, INVITATION_TTL_MS } from "../shared/rosterRules";
import { newTest, signIn, SITE_URL, type TestConvex } from "../test.setup";
import { INVITATION_GUESSES } from "./model/claimRateLimit";
import { claimInvitation, invitationTokenFor, rosterCsv, settle, teacherWithCourse } from "./onboardingTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.stubEnv("SITE_URL", SITE_URL);
  // The sign-in throttle's waits would wait on the fake clock.
  vi.spyOn(throttleClock, "sleep").mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** A course with Ana invited to it; her token. */
async function invited(t: TestConvex) {
  const { teacher, courseId } = await teacherWithCourse(t);
  const mail = catchMail();
  const { importKey } = await teacher.as.mutation(api.onboarding.roster.start, {
    courseId,
    csv: rosterCsv([["Ana New", "ana@example.com", "", ""]]),
  });
  await settle(t);
  return { teacher, courseId, importKey, mail, token: invitationTokenFor(mail.spy, "ana@example.com") };
}

describe("claiming an invitation", () => {
  test("shows who it is for, sets the password once, proves the address and lands in the course", async () => {
    const t = newTest();
    const { teacher, courseId, importKey, token } = await invited(t);
    expect(await t.mutation(api.onboarding.invitations.inspect, { token })).toEqual({
      state: "ok",
      name: "Ana New",
      email: "ana@example.com",
      courseName: "Rust for Everyone",
      courseId,
    });
    // Before the claim no password signs in.
    await expect(signIn(t, { email: "ana@example.com", password: "a school passphrase" })).rejects.toThrow();

    const result = await claimInvitation(t, token);
    const ana = sessionClient(t, result.tokens!.token);
    expect(await ana.query(api.accounts.users.me, {})).toMatchObject({ displayName: "Ana New", role: "student" });
    expect(await ana.query(api.courses.enrollments.mine, { courseId })).not.toBeNull();
    const user = await t.run(async (ctx) =>
      (await ctx.db.query("users").collect()).find((row) => row.email === "ana@example.com"),
    );
    expect(user?.emailVerificationTime).toBeTypeOf("number");
    // The password chosen is now the account's.
    expect((await signIn(t, { email: "ana@example.com", password: "a school passphrase" })).tokens).toBeTruthy();
    expect(await teacher.as.query(api.onboarding.roster.progress, { importKey })).toMatchObject({ claimed: 1 });

    // Once only.
    expect(await t.mutation(api.onboarding.invitations.inspect, { token })).toEqual({ state: "used" });
    await expect(claimInvitation(t, token, "another passphrase")).rejects.toThrow(INVITATION_MESSAGES.used);
    expect((await signIn(t, { email: "ana@example.com", password: "a school passphrase" })).tokens).toBeTruthy();
  });

  test(`works for ${INVITATION_TTL_MS / 86_400_000} days, then says it expired`, async () => {
    const t = newTest();
    const { token } = await invited(t);
    vi.advanceTimersByTime(INVITATION_TTL_MS - 1000);
    expect(await t.mutation(api.onboarding.invitations.inspect, { token })).toMatchObject({ state: "ok" });
    vi.advanceTimersByTime(1000);
    expect(await t.mutation(api.onboarding.invitations.inspect, { token })).toEqual({ state: "expired" });
    await expect(claimInvitation(t, token)).rejects.toThrow(englishOf(INVITATION_MESSAGES.expired));
  });

  test("an unknown token says so, and a browser trying many is refused for a while", async () => {
    const t = newTest();
    const { token } = await invited(t);
    const clientId = "guessing-browser-0001";
    const wrong = token.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect(await t.mutation(api.onboarding.invitations.inspect, { token: wrong, clientId })).toEqual({
      state: "unknown",
    });
    for (let i = 1; i < INVITATION_GUESSES.perClient; i += 1) {
      await t.mutation(api.onboarding.invitations.inspect, { token: `${wrong}${i}`, clientId });
    }
    expect(await t.mutation(api.onboarding.invitations.inspect, { token, clientId })).toEqual({
      state: "tooManyGuesses",
    });
    await expect(claimInvitation(t, token, "a school passphrase", clientId)).rejects.toThrow(
      INVITATION_MESSAGES.tooManyGuesses,
    );
    // Another browser, and the right link, are not affected.
    expect(await t.mutation(api.onboarding.invitations.inspect, { token })).toMatchObject({ state: "ok" });
  });

  test("a password the rules refuse leaves the invitation unused", async () => {
    const t = newTest();
    const { token } = await invited(t);
    await expect(claimInvitation(t, token, "password")).rejects.toThrow();
    await expect(claimInvitation(t, token, "short")).rejects.toThrow();
    expect(await t.mutation(api.onboarding.invitations.inspect, { token })).toMatchObject({ state: "ok" });
    expect((await claimInvitation(t, token)).tokens).toBeTruthy();
  });

  test("an invited address cannot be taken by a stranger's sign-up, and Forgot password works for it", async () => {
    const t = newTest();
    const { mail } = await invited(t);
    await expect(
      t.action(api.auth.signIn, {
        provider: "password",
        params: {
          flow: "signUp",
          email: "ana@example.com",
          password: "stranger passphrase",
          displayName: "X",
          role: "student",
        },
      }),
    ).rejects.toThrow();
    await t.mutation(api.accounts.account.requestPasswordReset, { email: "ana@example.com" });
    await settle(t);
    await t.action(api.accounts.passwords.resetPassword, {
      email: "ana@example.com",
      code: mail.codeFor("ana@example.com"),
      newPassword: "reset school passphrase",
    });
    expect((await signIn(t, { email: "ana@example.com", password: "reset school passphrase" })).tokens).toBeTruthy();
  });
});
