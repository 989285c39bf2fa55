/**
 * A school's first hour (issue #27): 500 invited people (100 in the suite) claim their invitations within one hour,
 * each from their own browser, and every claim succeeds: no limit on the claim path is shared by
 * the school (only links that do not work count, per browser). The invitations are planted as a
 * batch leaves them (account, password account without a password, token hash) so the test pays
 * for the claims, not the import (convex/onboarding/roster.test.ts tests the import); the claims
 * are spread over the hour on the fake clock. The same on the offline backend, with the import
 * and real scrypt, is `npm run bench:invitations` (docs/onboarding.md has its figure).
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { PASSWORD_PROVIDER } from "../accounts/model/passwordAccounts";
import { INVITATION_TTL_MS } from "../shared/rosterRules";
import { figureSize } from "../figures.setup";
import { newTest } from "../test.setup";
import { hashToken } from "./model/invitations";
import { claimInvitation } from "./onboardingTests.setup";

/** The suite claims 100 in the hour; `npm run bench:reads` (FIGURES=bench) the full 500. */
const CLAIMS = figureSize(100, 500);
const HOUR_MS = 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

test(`${CLAIMS} invitation claims in one hour all succeed`, { timeout: 120_000 }, async () => {
  const t = newTest();
  const tokens = Array.from({ length: CLAIMS }, (_, n) => `${"T".repeat(37)}${String(n).padStart(6, "0")}`);
  const hashes = await Promise.all(tokens.map((token) => hashToken(token)));
  await t.run(async (ctx) => {
    for (const [n, tokenHash] of hashes.entries()) {
      const email = `pupil${n}@school.example`;
      const userId = await ctx.db.insert("users", {
        email,
        name: `Pupil ${n}`,
        displayName: `Pupil ${n}`,
        role: "student",
      });
      await ctx.db.insert("authAccounts", { userId, provider: PASSWORD_PROVIDER, providerAccountId: email });
      await ctx.db.insert("invitations", {
        userId,
        email,
        name: `Pupil ${n}`,
        importKey: "first-day",
        index: n,
        courseKey: "",
        courseName: "First Day",
        tokenHash,
        expiresAt: Date.now() + INVITATION_TTL_MS,
        claimedAt: null,
      });
    }
  });

  const started = Date.now();
  let signedIn = 0;
  for (const [n, token] of tokens.entries()) {
    const result = await claimInvitation(t, token, `passphrase number ${n}`, `browser-${String(n).padStart(12, "0")}`);
    if (result.tokens) signedIn += 1;
    vi.advanceTimersByTime(Math.floor(HOUR_MS / CLAIMS));
  }
  expect(Date.now() - started).toBeLessThanOrEqual(HOUR_MS);
  expect(signedIn).toBe(CLAIMS);
  const claimed = await t.run(async (ctx) =>
    (await ctx.db.query("invitations").collect()).filter((invitation) => invitation.claimedAt !== null),
  );
  expect(claimed).toHaveLength(CLAIMS);
});
