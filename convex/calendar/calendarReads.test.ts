/**
 * Documents read by one calendar view (`calendar:items` for a month grid, 42 days) and one feed
 * request (`feedItems`: 30 days ago on, the first 200), for a student in COURSES courses of
 * ASSIGNMENTS assignments each, deadlines every SPACING days from 1 December, a quarter with the
 * student's own extension (bench:reads: 10 × 30; FIGURES=full: 10 × 100, one a day). Budget: the
 * student's membership and course rows, the items found, their extensions and 10 to spare; a
 * month reads no deadline outside it; the feed is exactly the first 200 and reads about that many
 * deadlines plus a chunk per course.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { bigCourseIn, enrolmentRow, POSTED_AT, ZONE } from "../assignments/assignmentsTests.setup";
import { insertEnrolment } from "../courses/courseMembersTests.setup";
import { figureSize, figureTimeout } from "../figures.setup";
import { measureReads } from "../readCounting.setup";
import { CALENDAR_LIMITS } from "../shared/calendarRules";
import { DAY_MS } from "../shared/time";
import { identityFor, newTest, seedUser } from "../test.setup";
import { calendarItems, FEED_CHUNK, feedItems } from "./model/items";

const COURSES = figureSize(3, 10);
const ASSIGNMENTS = figureSize(4, 30, 100);
/** Days between a course's deadlines: some fall outside the month at either size. */
const SPACING = figureSize(12, 3, 1);
/** The caller's session and user row, the feed row, and some to spare. */
const FIXED = 10;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test(
  `reads: a month and the feed of a student in ${COURSES} courses × ${ASSIGNMENTS} assignments`,
  async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const student = await seedUser(t, "student");
    const first = Date.UTC(2026, 11, 1);
    for (let c = 0; c < COURSES; c++) {
      const courseId: Id<"courses"> = await t.run(async (ctx) => {
        const id = await bigCourseIn(ctx, teacher.userId);
        await insertEnrolment(
          ctx,
          enrolmentRow(student.userId, id, { courseName: "Big course", studentName: "S", studentEmail: "s@x.com" }),
        );
        return id;
      });
      for (let a = 0; a < ASSIGNMENTS; a++) {
        const questionFileId = await t.run((ctx) =>
          ctx.db.insert("files", {
            provider: "uploadthing",
            key: crypto.randomUUID(),
            url: `https://example.ufs.sh/f/q${c}-${a}.pdf`,
            path: `x/q${c}-${a}.pdf`,
            name: "q.pdf",
            size: 1234,
            contentType: "application/pdf",
            purpose: "assignmentQuestion",
            ownerId: teacher.userId,
          }),
        );
        const assignmentId = await teacher.as.mutation(api.assignments.assignments.post, {
          instructions: "",
          points: 100,
          holdGrades: false,
          courseId,
          title: `Assignment ${c}.${a}`,
          assignedDate: "2026-11-20",
          deadlineDate: isoDay(first + (SPACING * a + c) * DAY_MS),
          deadlineTime: "23:59",
          timeZone: ZONE,
          questionFileId,
        });
        if (a % 4 === 1) {
          await teacher.as.mutation(api.assignments.submissions.grantExtension, {
            assignmentId,
            studentId: student.userId,
            deadlineDate: isoDay(first + (SPACING * a + c + 2) * DAY_MS),
            timeZone: ZONE,
          });
        }
      }
    }

    const as = t.withIdentity(identityFor(student.userId));
    const month = { from: first - 3 * DAY_MS, to: first + 39 * DAY_MS };
    const { view, feed } = await as.run(async (ctx) => ({
      view: await measureReads(ctx, (c) => calendarItems(c, student.userId, month, CALENDAR_LIMITS.items)),
      feed: await measureReads(ctx, (c) =>
        feedItems(c, student.userId, POSTED_AT - CALENDAR_LIMITS.feedPastMs, CALENDAR_LIMITS.items),
      ),
    }));
    const extensions = COURSES * Math.ceil((ASSIGNMENTS - 1) / 4);
    console.log(
      `[reads] calendar of a student in ${COURSES} courses × ${ASSIGNMENTS} assignments: month view ` +
        `${view.reads} documents (${view.bytes} bytes) for ${view.result.items.length} items; feed ` +
        `${feed.reads} documents (${feed.bytes} bytes) for ${feed.result.length} items`,
    );
    expect(view.result.items.length).toBeGreaterThan(0);
    expect(view.result.items.length).toBeLessThan(COURSES * ASSIGNMENTS);
    // Every deadline in the month is read once (the page shows the first 200 of them).
    const inMonth = await as.run(async (ctx) => calendarItems(ctx, student.userId, month, 100_000));
    expect(view.reads).toBeLessThanOrEqual(FIXED + 2 * COURSES + inMonth.items.length + extensions);
    // The feed is its first 200 in time, and reads about that many deadlines, not every course's all.
    const all = await as.run(async (ctx) =>
      calendarItems(ctx, student.userId, { from: POSTED_AT - CALENDAR_LIMITS.feedPastMs, to: Infinity }, 100_000),
    );
    const limit = CALENDAR_LIMITS.items;
    expect(feed.result.map((item) => item.uid)).toEqual(all.items.slice(0, limit).map((item) => item.uid));
    expect(feed.reads).toBeLessThanOrEqual(
      FIXED + 2 * COURSES + Math.min(limit, COURSES * ASSIGNMENTS) + 2 * FEED_CHUNK * COURSES + extensions,
    );
  },
  figureTimeout(600_000),
);
