/**
 * Bytes read by the readers that moved to the small member rows (ADR 0036), for a course of 60
 * students (200 with `npm run bench:reads`) whose enrolments carry the whole form: the accommodations list and one notification
 * fan-out batch, from the member rows and, as before them (or on a course the backfill has not
 * reached), from the enrolments. Counted like convex/gradebookReads.test.ts.
 */
import { expect, test } from "vitest";
import type { Id } from "./_generated/dataModel";
import { bigCourseRow, enrolmentRow } from "./assignmentsTests.setup";
import { insertEnrolment } from "./courseMembersTests.setup";
import { FAN_OUT_BATCH, fanOutBatch } from "./model/projectors/notifications/fanOut";
import { listForCourse } from "./model/quizAccommodations";
import { requireUser } from "./model/users";
import { figureSize } from "./figures.setup";
import { measureReads } from "./readCounting.setup";
import { identityFor, newTest, seedUser } from "./test.setup";

// The suite: 60 students; bench:reads: 200.
const STUDENTS = figureSize(60, 200);

test(`reads: accommodations list and a notification fan-out, ${STUDENTS} students`, async () => {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId = await t.run(async (ctx) => {
    const courseId = await ctx.db.insert("courses", bigCourseRow(teacher.userId, STUDENTS));
    for (let s = 0; s < STUDENTS; s++) {
      const userId = await ctx.db.insert("users", { displayName: `Student ${s}`, role: "student" });
      await insertEnrolment(ctx, {
        ...enrolmentRow(userId, courseId, {
          courseName: "Big course",
          studentName: `Student ${s}`,
          studentEmail: `student${s}@school.example`,
        }),
        phoneNumber: "+44 20 7946 0958",
        degreeProgram: "Computer Science",
        yearOrSemester: "Year 2",
      });
    }
    return courseId;
  });
  const as = t.withIdentity(identityFor(teacher.userId));
  const measure = async () => {
    const list = await as.run((ctx) =>
      measureReads(ctx, async (c) => await listForCourse(c, await requireUser(c), courseId)),
    );
    const fanOut = await t.run(async (ctx) => {
      const eventId: Id<"events"> = await ctx.db.insert("events", { type: "video_uploaded", courseId });
      const job = { eventId, courseId, type: "video_uploaded" as const, title: "New video", at: Date.now(), after: 0 };
      const link = { route: "/assignmentpage" as const, course: courseId };
      const measured = await measureReads(ctx, async (c) => await fanOutBatch(c, { ...job, link }));
      const told = (await ctx.db.query("notifications").collect()).filter((row) => row.eventId === eventId);
      return { ...measured, result: told.length };
    });
    return { list, fanOut };
  };
  // A first fan-out makes each student's kept unread count (ADR 0032): measured ones then compare alike.
  await measure();
  const after = await measure();
  await t.run((ctx) => ctx.db.patch("courses", courseId, { membersComplete: undefined }));
  const before = await measure();
  console.log(
    `[bytes] quizAccommodations.list ${before.list.bytes} → ${after.list.bytes}; ` +
      `one fan-out batch of ${FAN_OUT_BATCH} ${before.fanOut.bytes} → ${after.fanOut.bytes}`,
  );
  expect(after.list.result).toEqual(before.list.result);
  expect(after.list.result).toHaveLength(STUDENTS);
  // Every student told once per event, by either source.
  expect(after.fanOut.result).toBe(STUDENTS);
  expect(before.fanOut.result).toBe(STUDENTS);
  // The course document is read by both (the list, and the fan-out for its flag since ADR 0036).
  expect(after.list.bytes).toBeLessThan(before.list.bytes * 0.6);
  expect(after.fanOut.bytes).toBeLessThan(before.fanOut.bytes * 0.75);
});
