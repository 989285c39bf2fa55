/**
 * Documents read by the first page (50 rows) of the Admin console's event log, at growing sizes of
 * the log: the same, because the page is an indexed range read in order and stops after 50
 * documents, plus one read per distinct person and course on the page. The suite stops at 300
 * events; `npm run bench:reads` goes to 10,000 and `FIGURES=1` (`npm run bench:reads -- full`) to 1,000,000 (the
 * figure of docs/admin.md; about 15 minutes).
 */
import { expect, test } from "vitest";
import type { Id } from "./_generated/dataModel";
import { pageEvents, toEventRows, type EventFilters } from "./model/adminEvents";
import { figureSize, figureTimeout } from "./figures.setup";
import { measureReads } from "./readCounting.setup";
import { newTest, seedUser, type TestConvex } from "./test.setup";

// The suite: 100 and 300 events; bench:reads 1,000 and 10,000; FIGURES=1 the figure of docs/admin.md.
const SIZES = figureSize([100, 300], [1_000, 10_000], [1_000, 100_000, 1_000_000]);
/** A page: its 50 events, one read per distinct person and course on it (here 2), and 3 to spare. */
const PAGE_READS = 50 + 2 + 3;

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
  `the event log's first page reads the same few documents with ${SIZES.map((n) => n.toLocaleString("en")).join(", ")} events`,
  { timeout: figureTimeout(3_600_000) },
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
    for (const total of SIZES) {
      await seedEvents(t, total - seeded, sam.userId, courseId);
      seeded = total;
      for (const [name, filters] of Object.entries(cases)) {
        const { reads, result } = await firstPageReads(t, filters);
        expect(result).toHaveLength(50);
        (figures[name] ??= []).push(reads);
      }
    }
    console.log(
      `[figures] event log, first page of 50, documents read at ${SIZES.join(" / ")} events:`,
      JSON.stringify(figures),
    );
    // 50 events, one person (actor and subject) and one course, at every size: within the budget,
    // and never more with more events.
    for (const [name, counts] of Object.entries(figures)) {
      for (const count of counts) {
        expect(count, name).toBeLessThanOrEqual(PAGE_READS);
        expect(count, name).toBeLessThanOrEqual(counts[0]);
      }
    }
  },
);
