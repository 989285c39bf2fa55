/**
 * Documents read by the first page (50 rows) of the Admin console's event log, at growing sizes of
 * the log: the same, because the page is an indexed range read in order and stops after 50
 * documents, plus one read per distinct person and course on the page. The suite stops at 300
 * events; `npm run bench:reads` goes to 10,000 and `FIGURES=1` (`npm run bench:reads -- full`) to 1,000,000 (the
 * figure of docs/admin.md; about 15 minutes).
 */
import { expect, test } from "vitest";
import type { Id } from "../_generated/dataModel";
import { pageEvents, toEventRows, type EventFilters } from "./model/adminEvents";
import { insertCourse } from "../courses/model/courses";
import { emit } from "../events/emit";
import { figureSize, figureTimeout } from "../figures.setup";
import { measureReads } from "../readCounting.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";

// The suite: 100 and 300 events; bench:reads 1,000 and 10,000; FIGURES=1 the figure of docs/admin.md.
const SIZES = figureSize([100, 300], [1_000, 10_000], [1_000, 100_000, 1_000_000]);
/** A page: its 50 events, one read per distinct person and course on it (here 2), and 3 to spare. */
const PAGE_READS = 50 + 2 + 3;

const PAGE = { numItems: 50, cursor: null };

/** Events of the bell (cheap to apply: nothing to mark read), half of each type, by and about one person. */
async function seedEvents(t: TestConvex, count: number, actorId: Id<"users">, courseKey: string) {
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    await t.run(async (ctx) => {
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const meta = { v: 1, actorId, subjectUserId: actorId, courseKey } as const;
        await emit(
          ctx,
          i % 2 === 0
            ? { ...meta, type: "notification_read", notificationKey: `n${i}` }
            : { ...meta, type: "notifications_read_all" },
        );
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
  { timeout: figureTimeout(3_600_000) ?? 30_000 },
  async () => {
    const t = newTest();
    const sam = await seedUser(t, "student");
    const course = await t.run(async (ctx) => {
      const input = {
        name: "Python",
        description: "d",
        durationHours: 1,
        instructorName: "T",
        category: "Programming",
      };
      const { courseId } = await insertCourse(ctx, input, sam.userId, { imageUrl: "" });
      return (await ctx.db.get("courses", courseId))!;
    });
    const courseId = course._id;
    const figures: Record<string, number[]> = {};
    const cases: Record<string, EventFilters> = {
      none: {},
      type: { type: "notification_read" },
      course: { courseId },
      person: { personId: sam.userId },
    };
    let seeded = 0;
    for (const total of SIZES) {
      await seedEvents(t, total - seeded, sam.userId, course.key);
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
