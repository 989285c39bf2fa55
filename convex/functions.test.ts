import { makeFunctionReference } from "convex/server";
import { describe, expect, test } from "vitest";
import type { Role } from "./schema";
import { requireLiveUserId } from "./accounts/model/users";
import { measureReads, recordingTables } from "./readCounting.setup";
import { identityFor, newTest, seedUser, type TestConvex } from "./test.setup";

type Kind = "query" | "mutation";
const queryRef = (name: string) =>
  makeFunctionReference<"query", Record<string, never>, string>(`functions.fixture:${name}`);
const mutationRef = (name: string) =>
  makeFunctionReference<"mutation", Record<string, never>, string>(`functions.fixture:${name}`);

const wrappers: { name: string; kind: Kind; allowed: Role[] }[] = [
  { name: "authedQ", kind: "query", allowed: ["student", "teacher", "Admin"] },
  { name: "authedM", kind: "mutation", allowed: ["student", "teacher", "Admin"] },
  { name: "studentQ", kind: "query", allowed: ["student"] },
  { name: "studentM", kind: "mutation", allowed: ["student"] },
  { name: "staffQ", kind: "query", allowed: ["teacher", "Admin"] },
  { name: "staffM", kind: "mutation", allowed: ["teacher", "Admin"] },
  { name: "adminQ", kind: "query", allowed: ["Admin"] },
  { name: "adminM", kind: "mutation", allowed: ["Admin"] },
];
const roles: Role[] = ["student", "teacher", "Admin"];

describe.each(wrappers)("$name", ({ name, kind, allowed }) => {
  const call = (t: Pick<TestConvex, "query" | "mutation">) =>
    kind === "query" ? t.query(queryRef(name), {}) : t.mutation(mutationRef(name), {});

  test("refuses an anonymous caller", async () => {
    const t = newTest();
    await expect(call(t)).rejects.toThrow(/Please sign in first/);
  });

  test("refuses a token whose user no longer exists", async () => {
    const t = newTest();
    const { userId } = await seedUser(t, "Admin");
    await t.run((ctx) => ctx.db.delete("users", userId));
    await expect(call(t.withIdentity(identityFor(userId)))).rejects.toThrow(/Please sign in first/);
  });

  test.each(roles)("role %s", async (role) => {
    const t = newTest();
    const { as } = await seedUser(t, role);
    if (allowed.includes(role)) {
      await expect(call(as)).resolves.toBe(role);
    } else {
      await expect(call(as)).rejects.toThrow(/Only .* can do this/);
    }
  });
});

describe.each([
  { name: "signedInQ", kind: "query" as Kind },
  { name: "signedInM", kind: "mutation" as Kind },
])("$name (the caller's id only, ADR 0035)", ({ name, kind }) => {
  const call = (t: Pick<TestConvex, "query" | "mutation">) =>
    kind === "query" ? t.query(queryRef(name), {}) : t.mutation(mutationRef(name), {});

  test("refuses an anonymous caller", async () => {
    await expect(call(newTest())).rejects.toThrow(/Please sign in first/);
  });

  test("refuses a token whose session was signed out", async () => {
    const t = newTest();
    const { userId, as } = await seedUser(t, "student");
    await expect(call(as)).resolves.toBe(userId);
    await t.run(async (ctx) => {
      for (const session of await ctx.db.query("authSessions").collect())
        await ctx.db.delete("authSessions", session._id);
    });
    await expect(call(as)).rejects.toThrow(/Please sign in first/);
  });

  test.each(roles)("gives a %s their own id", async (role) => {
    const t = newTest();
    const { userId, as } = await seedUser(t, role);
    await expect(call(as)).resolves.toBe(userId);
  });
});

test("requireLiveUserId reads the session only, not the user's row", async () => {
  const t = newTest();
  const { userId } = await seedUser(t, "student");
  const tables = new Set<string>();
  const { reads, result } = await t
    .withIdentity(identityFor(userId))
    .run((ctx) => measureReads(recordingTables(ctx, tables), (c) => requireLiveUserId(c)));
  expect(result).toBe(userId);
  expect([...tables]).toEqual(["authSessions"]);
  // The session: one document.
  expect(reads).toBeLessThanOrEqual(1);
});
