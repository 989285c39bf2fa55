/**
 * Sessions end (ADR 0019): once signed out, the session's access token is refused by every
 * function at once, although the token itself has not expired.
 */
import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { newTest, signUp, type TestConvex } from "../test.setup";

// Each sign-up hashes a password for real: seconds on a busy machine.
const SLOW = 120_000;

/** The identity the backend would read from this Convex Auth access token. */
function identityOfToken(token: string) {
  const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
    sub: string;
    iss: string;
  };
  return { subject: payload.sub, issuer: payload.iss };
}

async function signedUp(t: TestConvex) {
  const created = await signUp(t, { email: "ada@example.com", password: "correct horse battery" });
  const identity = identityOfToken(created.tokens!.token);
  const sessionId = identity.subject.split("|")[1] as Id<"authSessions">;
  return { as: t.withIdentity(identity), sessionId };
}

describe("a signed-out session's token", () => {
  test(
    "is refused by a query, a mutation and an action at once",
    async () => {
      const t = newTest();
      const { as } = await signedUp(t);
      expect(await as.query(api.accounts.users.me, {})).toMatchObject({
        needsProfile: false,
        email: "ada@example.com",
      });
      await as.mutation(api.accounts.users.updateProfile, { displayName: "Ada L." });

      await as.action(api.auth.signOut, {});

      expect(await as.query(api.accounts.users.me, {})).toBeNull();
      await expect(as.mutation(api.accounts.users.updateProfile, { displayName: "Mallory" })).rejects.toThrow(
        /Please sign in first/,
      );
      const storageId = await t.run((ctx) => ctx.storage.store(new Blob(["%PDF-1.4"], { type: "application/pdf" })));
      await expect(
        as.action(api.accounts.files.finishUpload, { key: "any-upload", storageId, purpose: "submission" }),
      ).rejects.toThrow(/Please sign in first/);
      const users = await t.run((ctx) => ctx.db.query("users").collect());
      expect(users.map((user) => user.displayName)).toEqual(["Ada L."]);
    },
    SLOW,
  );

  test(
    "an expired session is refused too, and a token naming another user's session",
    async () => {
      const t = newTest();
      const { as, sessionId } = await signedUp(t);
      await t.run((ctx) => ctx.db.patch("authSessions", sessionId, { expirationTime: Date.now() - 1 }));
      expect(await as.query(api.accounts.users.me, {})).toBeNull();

      const other = await signUp(t, { email: "bob@example.com", password: "correct horse battery" });
      const bob = identityOfToken(other.tokens!.token);
      const bobSession = bob.subject.split("|")[1];
      const adaUserId = (await t.run((ctx) => ctx.db.query("users").collect())).find(
        (user) => user.email === "ada@example.com",
      )!._id;
      // Ada's user id with Bob's live session: not a session of Ada's.
      const forged = t.withIdentity({ ...bob, subject: `${adaUserId}|${bobSession}` });
      expect(await forged.query(api.accounts.users.me, {})).toBeNull();
    },
    SLOW,
  );
});
