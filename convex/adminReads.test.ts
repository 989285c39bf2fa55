/**
 * Documents read by the first page (50 rows) of the Admin console's event log, at growing sizes of
 * the log: the same, because the page is an indexed range read in order and stops after 50
 * documents, plus one read per distinct person and course on the page. The suite stops at 10,000
 * events; `FIGURES=1` goes to 1,000,000 (the figure of docs/admin.md; about 15 minutes).
 */
import { expect, test } from "vitest";
import type { Id } from "./_generated/dataModel";
import { pageEvents, toEventRows, type EventFilters } from "./model/adminEvents";
import { measureReads } from "./readCounting.setup";
import { newTest, seedUser, type TestConvex } from "./test.setup";

// eslint-disable-next-line @convex-dev/no-process-env -- a switch of this test run, not deployment config.
const SIZES = process.env.FIGURES ? [1_000, 100_000, 1_000_000] : [1_000, 10_000];

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
  { timeout: 3_600_000 },
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
    // 50 events, one person (actor and subject) and one course, at every size.
    for (const [name, counts] of Object.entries(figures)) {
      expect(counts, name).toEqual(SIZES.map(() => 52));
    }
  },
);
