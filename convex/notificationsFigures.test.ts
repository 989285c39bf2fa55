/**
 * Figures for docs/notifications.md: the documents the bell reads whatever the event log's size,
 * and the xAPI export's time and memory for 100,000 events (streamed page by page).
 */
import { expect, test } from "vitest";
import type { Id } from "./_generated/dataModel";
import { listMine, unreadCount } from "./model/notifications";
import { requireUser } from "./model/users";
import { measureReads } from "./readCounting.setup";
import { identityFor, newTest, seedUser, type TestConvex } from "./test.setup";

// The full figure (100,000 events, about two minutes in convex-test) with FIGURES=1; 5,000 otherwise.
// eslint-disable-next-line @convex-dev/no-process-env -- a switch of this test run, not deployment config.
const EVENTS = process.env.FIGURES ? 100_000 : 5_000;

async function seedEvents(t: TestConvex, actorId: Id<"users">, count: number) {
  for (let done = 0; done < count; done += 10_000) {
    await t.run(async (ctx) => {
      for (let i = 0; i < 10_000 && done + i < count; i++) {
        await ctx.db.insert("events", { type: "profile_updated", actorId });
      }
    });
  }
}

async function bellReads(t: TestConvex, userId: Id<"users">) {
  const as = t.withIdentity(identityFor(userId));
  const count = await as.run((ctx) => measureReads(ctx, async (c) => unreadCount(c, await requireUser(c))));
  const page = await as.run((ctx) =>
    measureReads(ctx, async (c) => listMine(c, await requireUser(c), { numItems: 10, cursor: null })),
  );
  return count.reads + page.reads;
}

test(`the bell reads the same documents with 1,000 or ${EVENTS.toLocaleString("en")} events; the export streams them`, async () => {
  const t = newTest();
  const admin = await seedUser(t, "Admin");
  const student = await seedUser(t, "student");
  await t.run(async (ctx) => {
    for (let i = 0; i < 150; i++) {
      await ctx.db.insert("notifications", {
        userId: student.userId,
        type: "role_changed",
        title: `n${i}`,
        link: { route: "/dashboard" },
        key: `k${i}`,
        read: i % 3 === 0,
        at: i,
      });
    }
  });
  await seedEvents(t, admin.userId, 1_000);
  const small = await bellReads(t, student.userId);
  await seedEvents(t, admin.userId, EVENTS - 1_000);
  const large = await bellReads(t, student.userId);
  expect(large).toBe(small);

  global.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  const started = performance.now();
  const response = await admin.as.fetch("/admin/xapi");
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let statements = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    statements += (decoder.decode(value).match(/"actor"/g) ?? []).length;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  const ms = performance.now() - started;
  const after = process.memoryUsage();
  expect(statements).toBe(EVENTS);
  console.log(
    `[figures] bell (unreadCount + first 10) reads ${small} documents with 1,000 events and ${large} with ${EVENTS} events; ` +
      `xAPI export of ${EVENTS} events: ${Math.round(ms)} ms, ${(bytes / 1e6).toFixed(1)} MB streamed, ` +
      `heap before ${(before.heapUsed / 1e6).toFixed(0)} MB, peak ${(peakHeap / 1e6).toFixed(0)} MB, ` +
      `after ${(after.heapUsed / 1e6).toFixed(0)} MB, rss ${(before.rss / 1e6).toFixed(0)} -> ${(after.rss / 1e6).toFixed(0)} MB`,
  );
}, 600_000);
