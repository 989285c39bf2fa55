import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { identityFor, newTest, signIn, signUp, userIdFromToken } from "./test.setup";
import { env } from "./_generated/server";
import { sessionClient } from "./accounts/account.setup";
import { INVALID_CREDENTIALS } from "./accounts/model/signInThrottle";

const password = "correct horse battery";

describe("sign-up and sign-in with e-mail and password", () => {
  test("a student signs up, then signs in with the same password and sees their profile", async () => {
    const t = newTest();
    const created = await signUp(t, {
      email: "Ada@Example.com",
      password,
      displayName: "Ada Lovelace",
      role: "student",
    });
    expect(created.tokens?.token).toBeTruthy();

    const signedIn = await signIn(t, { email: "ada@example.com", password });
    const userId = userIdFromToken(signedIn.tokens!.token);
    expect(userId).toBe(userIdFromToken(created.tokens!.token));

    const me = await t.withIdentity(identityFor(userId)).query(api.accounts.users.me, {});
    expect(me).toMatchObject({
      needsProfile: false,
      displayName: "Ada Lovelace",
      email: "ada@example.com",
      role: "student",
      dp: "",
    });
  });

  test("a teacher can sign up as a teacher", async () => {
    const t = newTest();
    const created = await signUp(t, { email: "t@example.com", password, role: "teacher" });
    const me = await t
      .withIdentity(identityFor(userIdFromToken(created.tokens!.token)))
      .query(api.accounts.users.me, {});
    expect(me).toMatchObject({ role: "teacher" });
  });

  test("a wrong password is refused", async () => {
    const t = newTest();
    await signUp(t, { email: "ada@example.com", password });
    await expect(signIn(t, { email: "ada@example.com", password: "not the password" })).rejects.toThrow();
  });

  test("a duplicate e-mail cannot sign up twice, even in another case", async () => {
    const t = newTest();
    await signUp(t, { email: "ada@example.com", password });
    await expect(signUp(t, { email: "ADA@example.com", password: "another password" })).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    const users = await t.run((ctx) => ctx.db.query("users").collect());
    expect(users).toHaveLength(1);
  });

  test("Admin cannot be chosen at sign-up, and nothing is created", async () => {
    const t = newTest();
    await expect(signUp(t, { email: "eve@example.com", password, role: "Admin" })).rejects.toThrow(
      "Choose teacher or student.",
    );
    await expect(signUp(t, { email: "eve@example.com", password, role: "" })).rejects.toThrow(
      "Choose teacher or student.",
    );
    const users = await t.run((ctx) => ctx.db.query("users").collect());
    expect(users).toHaveLength(0);
  });

  test("passwords shorter than 8 or longer than 128 characters are refused", async () => {
    const t = newTest();
    await expect(signUp(t, { email: "a@example.com", password: "1234567" })).rejects.toThrow(/at least 8/);
    await expect(signUp(t, { email: "a@example.com", password: "x".repeat(129) })).rejects.toThrow(/at most 128/);
    await expect(signUp(t, { email: "a@example.com", password: "tulip-88" })).resolves.toBeTruthy();
  });

  test("a blank display name and a malformed e-mail are refused", async () => {
    const t = newTest();
    await expect(signUp(t, { email: "a@example.com", password, displayName: "   " })).rejects.toThrow(
      /Display name is required/,
    );
    await expect(signUp(t, { email: "not-an-email", password })).rejects.toThrow(/valid e-mail/);
  });

  test("an e-mail listed in ADMIN_EMAILS is not Admin at sign-up: it starts as the role it chose until verified", async () => {
    const t = newTest();
    env.ADMIN_EMAILS = "head@school.org, other@school.org";
    try {
      const created = await signUp(t, { email: "Head@School.org", password, role: "teacher" });
      const userId = userIdFromToken(created.tokens!.token);
      const me = await sessionClient(t, created.tokens!.token).query(api.accounts.users.me, {});
      expect(me).toMatchObject({ role: "teacher", emailVerified: false });
      const events = await t.run((ctx) => ctx.db.query("events").collect());
      expect(events).toMatchObject([
        { type: "registered", actorId: userId, subjectUserId: userId, role: "teacher", via: "password" },
      ]);
      // Verification (and the promotion) is tested in account.test.ts.
    } finally {
      delete env.ADMIN_EMAILS;
    }
  });
});
