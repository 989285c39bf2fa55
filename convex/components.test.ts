/** The migrations and sharded-counter components are mounted and usable (convex.config.ts). */
import { ShardedCounter } from "@convex-dev/sharded-counter";
import migrationsTest from "@convex-dev/migrations/test";
import { convexTest } from "convex-test";
import { expect, test } from "vitest";
import { components, internal } from "./_generated/api";
import { migrations } from "./migrations";
import schema from "./schema";
import { modules, newTest } from "./test.setup";

test("a sharded counter adds in one mutation and reads back in the next", async () => {
  const t = newTest();
  const counter = new ShardedCounter(components.shardedCounter);
  await t.run(async (ctx) => {
    await counter.add(ctx, "example", 5);
    await counter.inc(ctx, "example");
  });
  expect(await t.run((ctx) => counter.count(ctx, "example"))).toBe(6);
});

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
