// Not deployed (two dots in the name): the people and course the chat tests share.
import { ConvexError } from "convex/values";
import { expect } from "vitest";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { insertEnrolment } from "./courseMembersTests.setup";
import { validCourse } from "./courseTests.setup";
import { joinCourseRoom } from "./model/chatMembership";
import { insertCourse, validateCourseInput } from "./model/courses";
import { newTest, seedUser, type TestConvex } from "./test.setup";

/**
 * A course by `teacher` with `enrolled` enrolled; `student` (not enrolled), `otherTeacher` and
 * `admin` belong to no course.
 */
export async function chatWorld(t: TestConvex = newTest()) {
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const enrolled = await seedUser(t, "student", { displayName: "Eve Enrolled" });
  const student = await seedUser(t, "student", { displayName: "Sam Student" });
  const otherTeacher = await seedUser(t, "teacher", { displayName: "Otto Other" });
  const admin = await seedUser(t, "Admin", { displayName: "Ada Admin" });
  const courseId = await t.run(async (ctx) => {
    const { courseId } = await insertCourse(ctx, validateCourseInput(validCourse), teacher.userId, { imageUrl: "" });
    await enrol(ctx, enrolled.userId, courseId);
    return courseId;
  });
  return { t, teacher, enrolled, student, otherTeacher, admin, courseId };
}

export async function enrol(ctx: MutationCtx, userId: Id<"users">, courseId: Id<"courses">): Promise<void> {
  // As enrollments.enroll: the enrolment carries the course's name (the rooms list shows it).
  const course = await ctx.db.get("courses", courseId);
  await insertEnrolment(ctx, {
    userId,
    courseId,
    courseName: course?.name ?? validCourse.name,
    studentName: "Student",
    studentEmail: "student@example.com",
    studentId: userId,
    phoneNumber: "+44 20 7946 0958",
    degreeProgram: "Computer Science",
    yearOrSemester: "Year 2",
    paymentMethod: "paypal",
    paymentDetailsMasked: "",
    completedLessonIds: [],
  });
  const user = await ctx.db.get("users", userId);
  if (course !== null) await joinCourseRoom(ctx, userId, course, user?._creationTime ?? 0);
}

export const firstPage = (numItems = 50) => ({ numItems, cursor: null });

/** The AppError data a rejected call threw (fails the test if it resolved or threw something else). */
export async function appErrorOf(
  call: Promise<unknown>,
): Promise<{ code: string; message: string; retryAfter?: number }> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, "expected the call to be refused").toBeInstanceOf(ConvexError);
  return (error as ConvexError<{ code: string; message: string; retryAfter?: number }>).data;
}

/** `count` messages by `authorId` in each of `rooms`, numbered and with the head moved as chat.send does. */
export async function flood(t: TestConvex, rooms: string[], authorId: Id<"users">, count: number) {
  await t.run(async (ctx) => {
    for (const room of rooms) {
      const head = await ctx.db
        .query("chatHeads")
        .withIndex("by_room", (q) => q.eq("room", room))
        .unique();
      const from = head?.lastSeq ?? 0;
      for (let seq = from + 1; seq <= from + count; seq++) {
        await ctx.db.insert("messages", { room, text: `m${seq}`, authorId, authorName: "Tess", seq });
      }
      if (head === null) await ctx.db.insert("chatHeads", { room, lastSeq: from + count });
      else await ctx.db.patch("chatHeads", head._id, { lastSeq: from + count });
    }
  });
}
