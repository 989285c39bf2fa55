import { makeFunctionReference } from "convex/server";
import { describe, expect, test } from "vitest";
import type { Role } from "./schema";
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
