/**
 * Documents read by the first page (50 rows) of the Admin console's event log. 1,000,000 events
 * take minutes to insert into convex-test's in-memory database, so the figure is taken at 1,000
 * and 100,000 events: it is the same, because the page is an indexed range read in order and
 * stops after 50 documents, plus one read per distinct person and course on the page.
 */
import { expect, test } from "vitest";
import type { Id } from "./_generated/dataModel";
import { pageEvents, toEventRows, type EventFilters } from "./model/adminEvents";
import { measureReads } from "./readCounting.setup";
import { newTest, seedUser, type TestConvex } from "./test.setup";

const PAGE = { numItems: 50, cursor: null };

async function seedEvents(t: TestConvex, count: number, actorId: Id<"users">, courseId: Id<"courses">) {
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    await t.run(async (ctx) => {
      for (let i = start; i < Math.min(count, start + batch); i++) {
        await ctx.db.insert("events", {
          type: i % 2 === 0 ? "enrolled" : "submitted",
          actorId,
          subjectUserId: actorId,
          courseId,
        });
      }
    });
  }
}

async function firstPageReads(t: TestConvex, filters: EventFilters) {
  return await t.run((ctx) =>
    measureReads(ctx, async (c) => {
      const result = await pageEvents(c, filters, PAGE);
      return await toEventRows(c, result.page);
    }),
  );
}

test(
  "the event log's first page reads the same few documents with 1,000 or 100,000 events",
  { timeout: 240_000 },
  async () => {
    const t = newTest();
    const sam = await seedUser(t, "student");
    const courseId = await t.run((ctx) =>
      ctx.db.insert("courses", {
        name: "Python",
        description: "d",
        durationHours: 1,
        instructorName: "T",
        instructorId: sam.userId,
        category: "Programming",
        imageUrl: "",
        searchText: "python",
      }),
    );
    const figures: Record<string, number[]> = {};
    const cases: Record<string, EventFilters> = {
      none: {},
      type: { type: "enrolled" },
      course: { courseId },
      person: { personId: sam.userId },
    };
    let seeded = 0;
    for (const total of [1_000, 100_000]) {
      await seedEvents(t, total - seeded, sam.userId, courseId);
      seeded = total;
      for (const [name, filters] of Object.entries(cases)) {
        const { reads, result } = await firstPageReads(t, filters);
        expect(result).toHaveLength(50);
        (figures[name] ??= []).push(reads);
      }
    }
    console.log("event log, first page of 50 (1k events, 100k events):", JSON.stringify(figures));
    // 50 events, one person (actor and subject) and one course.
    for (const [name, [small, large]] of Object.entries(figures)) {
      expect(large, name).toBe(small);
      expect(large, name).toBe(52);
    }
  },
);
