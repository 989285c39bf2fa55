/** The migrations component is mounted and usable (convex.config.ts). */
import migrationsTest from "@convex-dev/migrations/test";
import { convexTest } from "convex-test";
import { expect, test } from "vitest";
import { internal } from "./_generated/api";
import { migrations } from "./migrations";
import schema from "./schema";
import { modules, newTest } from "./test.setup";

test("the migrations runner runs a migration to the end", async () => {
  // convex/migrations.ts defines no migration yet, so this test adds a no-op one as a module of
  // its own deployment: the app's modules plus that one, with the migrations component mounted.
  const noop = migrations.define({ table: "users", migrateOne: () => {} });
  const t = convexTest(schema, { ...modules, "./componentsExample.ts": () => Promise.resolve({ noop }) });
  migrationsTest.register(t, "migrations");

  await t.mutation(internal.migrations.run, { fn: "componentsExample:noop" });
  const [status] = await t.run((ctx) => migrations.getStatus(ctx, { migrations: ["componentsExample:noop"] }));
  expect(status).toMatchObject({ name: "componentsExample:noop", isDone: true, state: "success" });
});

test("the app's test deployment mounts the migrations component", async () => {
  const t = newTest();
  expect(await t.run((ctx) => migrations.getStatus(ctx, {}))).toEqual([]);
});
