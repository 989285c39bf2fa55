/**
 * Suspending, restoring and signing someone out (ADR 0066): Admins only, never themselves nor
 * another Admin; a suspended person's sessions end at once and no sign-in is accepted.
 */
import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { sessionClient } from "../accounts/account.setup";
import { ACCOUNT_SUSPENDED } from "../shared/accountRules";
import { newTest, seedUser, signIn, signUp, userIdFromToken, type TestConvex } from "../test.setup";

const PASSWORD = "correct horse battery";

async function student(t: TestConvex) {
  const email = "sue@example.com";
  const created = await signUp(t, { email, password: PASSWORD, displayName: "Sue Student" });
  const token = created.tokens!.token;
  return { email, userId: userIdFromToken(token), as: sessionClient(t, token) };
}

async function sessionsOf(t: TestConvex, userId: string) {
  return await t.run(async (ctx) => {
    const sessions = await ctx.db.query("authSessions").collect();
    const mine = sessions.filter((session) => session.userId === userId);
    const tokens = await ctx.db.query("authRefreshTokens").collect();
    return {
      sessions: mine.length,
      tokens: tokens.filter((token) => mine.some((s) => s._id === token.sessionId)).length,
    };
  });
}

describe("suspend and restore", () => {
  test("a suspended person's token is refused at once, sign-in is refused, and restore lets them in", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const sue = await student(t);
    expect(await sue.as.query(api.accounts.users.me, {})).toMatchObject({ email: sue.email });
    expect(await sessionsOf(t, sue.userId)).toMatchObject({ sessions: 1 });

    await admin.as.mutation(api.admin.admin.suspend, { userId: sue.userId, reason: "  Shared her password " });

    // The open page's queries start refusing, and it is told why.
    expect(await sue.as.query(api.accounts.users.me, {})).toBeNull();
    await expect(sue.as.mutation(api.accounts.users.updateProfile, { displayName: "Mallory" })).rejects.toThrow(
      /Please sign in first/,
    );
    expect(await sue.as.query(api.accounts.sessions.endedBecause, {})).toBe("suspended");
    expect(await sessionsOf(t, sue.userId)).toEqual({ sessions: 0, tokens: 0 });
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    const event = events.find((row) => row.type === "account_suspended");
    expect(event).toMatchObject({ actorId: admin.userId, subjectUserId: sue.userId, reason: "Shared her password" });
    const row = await admin.as.query(api.admin.admin.people, { paginationOpts: { numItems: 50, cursor: null } });
    expect(row.page.find((person) => person._id === sue.userId)?.suspended).toBe(true);

    // The right password is refused with the message, and no session is made.
    await expect(signIn(t, { email: sue.email, password: PASSWORD })).rejects.toThrow(ACCOUNT_SUSPENDED);
    expect(await sessionsOf(t, sue.userId)).toEqual({ sessions: 0, tokens: 0 });

    await admin.as.mutation(api.admin.admin.restore, { userId: sue.userId });
    const again = await signIn(t, { email: sue.email, password: PASSWORD });
    expect(await sessionClient(t, again.tokens!.token).query(api.accounts.users.me, {})).toMatchObject({
      email: sue.email,
    });
    expect(await sue.as.query(api.accounts.sessions.endedBecause, {})).toBeNull();
  });

  test("Admins only; never oneself, never another Admin; a reason is required", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const other = await seedUser(t, "Admin");
    const teacher = await seedUser(t, "teacher");
    const target = await seedUser(t, "student");
    for (const caller of [teacher, target]) {
      await expect(caller.as.mutation(api.admin.admin.suspend, { userId: target.userId, reason: "x" })).rejects.toThrow(
        /Only admins/,
      );
      await expect(caller.as.mutation(api.admin.admin.endSessions, { userId: target.userId })).rejects.toThrow(
        /Only admins/,
      );
      await expect(caller.as.mutation(api.admin.admin.restore, { userId: target.userId })).rejects.toThrow(
        /Only admins/,
      );
    }
    await expect(admin.as.mutation(api.admin.admin.suspend, { userId: admin.userId, reason: "x" })).rejects.toThrow(
      /your own account/,
    );
    await expect(admin.as.mutation(api.admin.admin.endSessions, { userId: admin.userId })).rejects.toThrow(
      /your own account/,
    );
    await expect(admin.as.mutation(api.admin.admin.suspend, { userId: other.userId, reason: "x" })).rejects.toThrow(
      /Admins cannot be suspended/,
    );
    await expect(admin.as.mutation(api.admin.admin.suspend, { userId: target.userId, reason: "   " })).rejects.toThrow(
      /Say why/,
    );
    const suspended = await t.run((ctx) => ctx.db.get("users", target.userId));
    expect(suspended?.suspendedAt).toBeUndefined();
  });
});

describe("end sessions", () => {
  test("signs the person out everywhere without suspending them", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const sue = await student(t);
    const second = sessionClient(t, (await signIn(t, { email: sue.email, password: PASSWORD })).tokens!.token);
    expect(await second.query(api.accounts.users.me, {})).not.toBeNull();

    await admin.as.mutation(api.admin.admin.endSessions, { userId: sue.userId });

    expect(await sue.as.query(api.accounts.users.me, {})).toBeNull();
    expect(await second.query(api.accounts.users.me, {})).toBeNull();
    expect(await sue.as.query(api.accounts.sessions.endedBecause, {})).toBeNull();
    expect(await sessionsOf(t, sue.userId)).toEqual({ sessions: 0, tokens: 0 });
    const types = await t.run(async (ctx) => (await ctx.db.query("events").collect()).map((event) => event.type));
    expect(types).toContain("sessions_ended");
    // Not suspended: the password signs in again.
    await signIn(t, { email: sue.email, password: PASSWORD });
    expect(await sessionsOf(t, sue.userId)).toMatchObject({ sessions: 1 });
  });
});
