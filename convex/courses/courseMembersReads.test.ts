/**
 * Bytes read by the readers that use the small member rows (ADR 0036), for a course of 60
 * students (200 with `npm run bench:reads`) whose enrolments carry the whole form: the
 * accommodations list and one notification fan-out batch read member rows, never an enrolment.
 * Counted like convex/gradebookReads.test.ts.
 */
import { getDocumentSize } from "convex/values";
import { expect, test } from "vitest";
import { bigCourseIn, enrolmentRow } from "../assignments/assignmentsTests.setup";
import { insertEnrolment } from "./courseMembersTests.setup";
import { uploadVideo } from "../notifications/notificationsTests.setup";
import { listForCourse } from "../quiz/model/quizAccommodations";
import { requireUser } from "../accounts/model/users";
import { figureSize } from "../figures.setup";
import { measureReads } from "../readCounting.setup";
import { identityFor, newTest, seedUser } from "../test.setup";

// The suite: 60 students; bench:reads: 200.
const STUDENTS = figureSize(60, 200);

test(`reads: accommodations list and a notification fan-out, ${STUDENTS} students`, async () => {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId = await t.run(async (ctx) => {
    const courseId = await bigCourseIn(ctx, teacher.userId);
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
  const list = await as.run((ctx) =>
    measureReads(ctx, async (c) => await listForCourse(c, await requireUser(c), courseId)),
  );
  const sizes = await t.run(async (ctx) => ({
    enrolment: (await ctx.db.query("enrollments").first())!,
    member: (await ctx.db.query("courseMembers").first())!,
  }));
  const bytesOf = getDocumentSize;
  console.log(
    `[bytes] quizAccommodations.list ${list.bytes} for ${STUDENTS} students ` +
      `(a member row ~${bytesOf(sizes.member)} B, an enrolment ~${bytesOf(sizes.enrolment)} B)`,
  );
  expect(list.result).toHaveLength(STUDENTS);
  // Member rows, not enrolments: well under what the enrolments alone would weigh.
  expect(list.bytes).toBeLessThan(STUDENTS * bytesOf(sizes.enrolment) * 0.6);

  // A video's notification reaches every student (the fan-out reads member rows in batches).
  await uploadVideo(t, as, courseId, "intro.mp4");
  // (The teacher's own "joined" row, ADR 0074, is not the video's.)
  const told = await t.run(
    async (ctx) => (await ctx.db.query("notifications").collect()).filter((n) => n.type === "video_uploaded").length,
  );
  expect(told).toBe(STUDENTS);
});
