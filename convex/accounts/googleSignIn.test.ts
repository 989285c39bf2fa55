/**
 * Google sign-in with the built-in auth. The redirect dance with Google is tested end to end
 * (tests/e2e/google.spec.ts); here the callback's last step runs as Convex Auth runs it: the
 * internal `auth:store` mutation with the ID token's profile, then `auth:signIn` with the code.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { env } from "../_generated/server";
import { GOOGLE_EMAIL_UNVERIFIED, GOOGLE_LINK_REFUSED } from "./model/googleSignIn";
import { throttleClock } from "./model/signInThrottle";
import { newTest, signUp, SITE_URL, userIdFromToken, type TestConvex } from "../test.setup";

// Before convex/auth.ts is first loaded (convex-test loads modules on the first call).
env.AUTH_GOOGLE_ID = "lyceum-test-client";
env.AUTH_GOOGLE_SECRET = "lyceum-test-secret";

const ADMIN = "head@school.example";

afterEach(() => {
  delete env.ADMIN_EMAILS;
});

type GoogleClaims = { sub: string; email: string; name?: string; emailVerified: boolean };

/** What the callback does once Google answered: store the account, then trade the code for tokens. */
async function googleSignIn(t: TestConvex, claims: GoogleClaims) {
  const verifier = await t.run((ctx) => ctx.db.insert("authVerifiers", { signature: `sig-${claims.sub}` }));
  const { sub, ...profile } = claims;
  const code = await t.mutation(internal.auth.store, {
    args: {
      type: "userOAuth",
      provider: "google",
      providerAccountId: sub,
      profile: { name: "Grace Hopper", ...profile },
      signature: `sig-${sub}`,
    },
  });
  const result = await t.action(api.auth.signIn, { params: { code }, verifier });
  return signedInAs(t, result.tokens!.token);
}

/** The user of a Convex Auth token, and a client that calls as that token (its real session). */
function signedInAs(t: TestConvex, token: string) {
  const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string };
  return { userId: userIdFromToken(token), as: t.withIdentity({ subject: payload.sub, issuer: SITE_URL }) };
}

async function verifyEmail(t: TestConvex, userId: Id<"users">) {
  await t.run((ctx) => ctx.db.patch("users", userId, { emailVerificationTime: Date.now() }));
}

describe("which sign-in methods the screens offer", () => {
  test("Google is listed only while the deployment has both its client id and secret", async () => {
    const t = newTest();
    expect(await t.query(api.accounts.signInOptions.list, {})).toEqual({ google: true });
    const secret = env.AUTH_GOOGLE_SECRET;
    delete env.AUTH_GOOGLE_SECRET;
    try {
      expect(await t.query(api.accounts.signInOptions.list, {})).toEqual({ google: false });
    } finally {
      env.AUTH_GOOGLE_SECRET = secret;
    }
  });
});

describe("a first Google sign-in", () => {
  test("creates an account without a role, then the welcome screen's choice makes it a teacher", async () => {
    const t = newTest();
    const { as } = await googleSignIn(t, { sub: "g-grace", email: "Grace@School.example", emailVerified: true });
    expect(await as.query(api.accounts.users.me, {})).toEqual({ needsProfile: true, suggestedName: "Grace Hopper" });
    // Nothing that needs a role works yet.
    await expect(
      as.query(api.accounts.users.teachersPage, { paginationOpts: { numItems: 5, cursor: null } }),
    ).rejects.toThrow("Finish creating your account first.");

    await as.mutation(api.accounts.users.completeSignUp, { displayName: "  Rear Admiral Hopper ", role: "teacher" });
    expect(await as.query(api.accounts.users.me, {})).toMatchObject({
      needsProfile: false,
      displayName: "Rear Admiral Hopper",
      email: "grace@school.example",
      role: "teacher",
    });
    const users = await t.run((ctx) => ctx.db.query("users").collect());
    expect(users).toHaveLength(1);
    expect(users[0].emailVerificationTime).toBeTypeOf("number");
    // The profile is the welcome screen's event.
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    expect(events).toMatchObject([
      { type: "registered", subjectUserId: users[0]._id, name: "Rear Admiral Hopper", role: "teacher", via: "google" },
    ]);
  });

  test("a second Google sign-in returns to the same account, and the role cannot be chosen again", async () => {
    const t = newTest();
    const first = await googleSignIn(t, { sub: "g-ada", email: "ada@school.example", emailVerified: true });
    await first.as.mutation(api.accounts.users.completeSignUp, { displayName: "Ada", role: "student" });
    const again = await googleSignIn(t, { sub: "g-ada", email: "ada@school.example", emailVerified: true });
    expect(again.userId).toBe(first.userId);
    await again.as.mutation(api.accounts.users.completeSignUp, { displayName: "Ada", role: "teacher" });
    expect(await again.as.query(api.accounts.users.me, {})).toMatchObject({ role: "student" });
  });

  test("a Google account whose e-mail Google did not verify is refused, and nothing is created", async () => {
    const t = newTest();
    await expect(googleSignIn(t, { sub: "g-x", email: "x@school.example", emailVerified: false })).rejects.toThrow(
      GOOGLE_EMAIL_UNVERIFIED,
    );
    expect(await t.run((ctx) => ctx.db.query("users").collect())).toHaveLength(0);
    expect(await t.run((ctx) => ctx.db.query("authAccounts").collect())).toHaveLength(0);
  });

  test("ADMIN_EMAILS makes Admin from Google's verified address, whatever role was chosen", async () => {
    env.ADMIN_EMAILS = ADMIN;
    const t = newTest();
    const { as } = await googleSignIn(t, { sub: "g-head", email: ADMIN, emailVerified: true });
    await as.mutation(api.accounts.users.completeSignUp, { displayName: "Head", role: "student" });
    expect(await as.query(api.accounts.users.me, {})).toMatchObject({ role: "Admin" });
  });
});

describe("linking Google to an existing password account with the same e-mail", () => {
  const password = "correct horse battery";

  test("is allowed once that account verified its address: Google signs into it, profile unchanged", async () => {
    const t = newTest();
    const created = await signUp(t, { email: "ada@school.example", password, displayName: "Ada", role: "teacher" });
    const owner = userIdFromToken(created.tokens!.token);
    await verifyEmail(t, owner);

    const viaGoogle = await googleSignIn(t, { sub: "g-ada", email: "ADA@school.example", emailVerified: true });
    expect(viaGoogle.userId).toBe(owner);
    expect(await viaGoogle.as.query(api.accounts.users.me, {})).toMatchObject({
      needsProfile: false,
      displayName: "Ada",
      role: "teacher",
    });
    const accounts = await t.run((ctx) => ctx.db.query("authAccounts").collect());
    expect(accounts.map((account) => [account.provider, account.userId])).toEqual([
      ["password", owner],
      ["google", owner],
    ]);
  });

  test("is refused while that account's address is unverified: no session, no link, no second user", async () => {
    const t = newTest();
    const created = await signUp(t, { email: "ada@school.example", password, displayName: "Ada", role: "teacher" });
    const owner = userIdFromToken(created.tokens!.token);

    await expect(
      googleSignIn(t, { sub: "g-attacker", email: "ada@school.example", emailVerified: true }),
    ).rejects.toThrow(GOOGLE_LINK_REFUSED);
    const users = await t.run((ctx) => ctx.db.query("users").collect());
    expect(users.map((user) => user._id)).toEqual([owner]);
    const accounts = await t.run((ctx) => ctx.db.query("authAccounts").collect());
    expect(accounts.map((account) => account.provider)).toEqual(["password"]);
    const sessions = await t.run((ctx) => ctx.db.query("authSessions").collect());
    expect(sessions).toHaveLength(1); // the password sign-up's own
  });

  test("is refused when Google did not verify the address, even if the account did", async () => {
    const t = newTest();
    const created = await signUp(t, { email: "ada@school.example", password });
    await verifyEmail(t, userIdFromToken(created.tokens!.token));
    await expect(googleSignIn(t, { sub: "g-ada", email: "ada@school.example", emailVerified: false })).rejects.toThrow(
      GOOGLE_EMAIL_UNVERIFIED,
    );
    const accounts = await t.run((ctx) => ctx.db.query("authAccounts").collect());
    expect(accounts.map((account) => account.provider)).toEqual(["password"]);
  });
});

describe("one address, one user", () => {
  test("a password sign-up on a Google-only user's address makes no second user and fails like an existing address", async () => {
    // Any throttle wait on the refused sign-ups would be a real one: read it, do not wait it.
    const sleep = vi.spyOn(throttleClock, "sleep").mockResolvedValue();
    try {
      const t = newTest();
      const grace = await googleSignIn(t, { sub: "g-grace", email: "grace@school.example", emailVerified: true });
      await grace.as.mutation(api.accounts.users.completeSignUp, { displayName: "Grace", role: "teacher" });
      await signUp(t, { email: "ada@school.example", password: "correct horse battery" });

      const onGoogle = await signUp(t, { email: "GRACE@school.example", password: "a stranger's passphrase" }).then(
        () => "signed up",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      const onPassword = await signUp(t, { email: "ada@school.example", password: "a stranger's passphrase" }).then(
        () => "signed up",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(onGoogle).not.toBe("signed up");
      // The same answer as for an address with a password account, the address aside.
      expect(onGoogle.replace(/grace/gi, "X")).toBe(onPassword.replace(/ada/gi, "X"));

      const users = await t.run((ctx) => ctx.db.query("users").collect());
      expect(users.filter((user) => user.email === "grace@school.example").map((user) => user._id)).toEqual([
        grace.userId,
      ]);
      const accounts = await t.run((ctx) => ctx.db.query("authAccounts").collect());
      expect(accounts.filter((account) => account.userId === grace.userId).map((a) => a.provider)).toEqual(["google"]);
    } finally {
      sleep.mockRestore();
    }
  });
});
