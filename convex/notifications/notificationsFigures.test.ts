/**
 * Figures for docs/notifications.md: the documents the bell reads whatever the event log's size
 * (1,000,000 events with FIGURES=1), and the xAPI export's time and memory for 100,000 events
 * (streamed page by page). The suite runs both small (300 events past the first 100) and asserts
 * the bell reads no more with more events; `npm run bench:reads` runs them at 5,000.
 */
import { expect, test } from "vitest";
import type { Id } from "../_generated/dataModel";
import { insertCourse } from "../courses/model/courses";
import { emit } from "../events/emit";
import { unreadOf } from "./model/notificationCounts";
import { listMine } from "./model/notifications";
import { reminderKey } from "./projector";
import { requireUser } from "../accounts/model/users";
import { figureSize, figureTimeout } from "../figures.setup";
import { remindMany } from "./notificationsTests.setup";
import { measureReads } from "../readCounting.setup";
import { identityFor, newTest, seedUser, type TestConvex } from "../test.setup";

const FIRST_EVENTS = figureSize(100, 1_000);
const BELL_EVENTS = figureSize(400, 5_000, 1_000_000);
const EXPORT_EVENTS = figureSize(300, 5_000, 100_000);

async function seedEvents(t: TestConvex, actorId: Id<"users">, count: number) {
  for (let done = 0; done < count; done += 10_000) {
    await t.run(async (ctx) => {
      for (let i = 0; i < 10_000 && done + i < count; i++) {
        // An event the bell does not show (reading a notification that is not there).
        await emit(ctx, { type: "notification_read", v: 1, actorId, notificationKey: `none${done + i}` });
      }
    });
  }
}

async function bellReads(t: TestConvex, userId: Id<"users">) {
  const as = t.withIdentity(identityFor(userId));
  const count = await as.run((ctx) => measureReads(ctx, (c) => unreadOf(c, userId)));
  const page = await as.run((ctx) =>
    measureReads(ctx, async (c) => listMine(c, await requireUser(c), { numItems: 10, cursor: null })),
  );
  return count.reads + page.reads;
}

/** 150 notifications (deadline reminders of one course), every third read. */
async function seedBell(t: TestConvex, userId: Id<"users">) {
  const courseKey = await t.run(async (ctx) => {
    const input = { name: "Rust", description: "d", durationHours: 1, instructorName: "T", category: "Systems" };
    const { courseId } = await insertCourse(ctx, input, userId, { imageUrl: "" });
    return (await ctx.db.get("courses", courseId))!.key;
  });
  await remindMany(t, courseKey, userId, 150, "k");
  await t.run(async (ctx) => {
    for (let i = 0; i < 150; i += 3) {
      await emit(ctx, {
        type: "notification_read",
        v: 1,
        actorId: userId,
        notificationKey: reminderKey(`k${i}`, 1, userId),
      });
    }
  });
}

test(
  `the bell reads no more documents with ${FIRST_EVENTS.toLocaleString("en")} or ${BELL_EVENTS.toLocaleString("en")} events`,
  // Every event is applied to the read models: seconds in the suite, on a busy machine more than 5.
  { timeout: figureTimeout(3_600_000) ?? 30_000 },
  async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const student = await seedUser(t, "student");
    await seedBell(t, student.userId);
    await seedEvents(t, admin.userId, FIRST_EVENTS);
    const small = await bellReads(t, student.userId);
    await seedEvents(t, admin.userId, BELL_EVENTS - FIRST_EVENTS);
    const large = await bellReads(t, student.userId);
    console.log(
      `[figures] bell (unreadCount + first 10) reads ${small} documents with ${FIRST_EVENTS} events and ${large} with ${BELL_EVENTS}`,
    );
    expect(large).toBeLessThanOrEqual(small);
  },
);

test(
  `the xAPI export streams ${EXPORT_EVENTS.toLocaleString("en")} events`,
  { timeout: figureTimeout(600_000) ?? 30_000 },
  async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    await seedEvents(t, admin.userId, EXPORT_EVENTS);
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
    expect(statements).toBe(EXPORT_EVENTS);
    console.log(
      `[figures] xAPI export of ${EXPORT_EVENTS} events: ${Math.round(ms)} ms, ${(bytes / 1e6).toFixed(1)} MB streamed, ` +
        `heap before ${(before.heapUsed / 1e6).toFixed(0)} MB, peak ${(peakHeap / 1e6).toFixed(0)} MB, ` +
        `after ${(after.heapUsed / 1e6).toFixed(0)} MB, rss ${(before.rss / 1e6).toFixed(0)} -> ${(after.rss / 1e6).toFixed(0)} MB`,
    );
  },
);
