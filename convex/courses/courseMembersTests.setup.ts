// Not deployed (two dots in the name): the one way test setups enrol someone without the form.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { findEnrollment } from "./model/enrollments";
import { emit } from "../events/emit";
import { courseKeyOf } from "./keys";

/**
 * An enrolment as the form leaves it; `studentId` is the student number shown. A new enrolment has
 * completed nothing (`completedLessonIds`, when given, is empty).
 */
export type EnrolmentRow = Omit<Doc<"enrollments">, "_id" | "_creationTime" | "enrolledAt" | "completedLessonIds"> & {
  completedLessonIds?: never[];
};

/**
 * Enrols `row.userId` as `enrollments.enroll` does (the event `enrolled`, which writes the
 * enrolment, its member row and the course's count), without the form's checks, inside a
 * transaction. Every enrolment a test makes by hand comes through here.
 */
export async function insertEnrolment(ctx: MutationCtx, row: EnrolmentRow): Promise<Id<"enrollments">> {
  await emit(ctx, {
    type: "enrolled",
    v: 1,
    actorId: row.userId,
    subjectUserId: row.userId,
    courseKey: await courseKeyOf(ctx, row.courseId),
    courseName: row.courseName,
    studentName: row.studentName,
    studentEmail: row.studentEmail,
    studentNumber: row.studentId,
    phoneNumber: row.phoneNumber,
    degreeProgram: row.degreeProgram,
    yearOrSemester: row.yearOrSemester,
    paymentMethod: row.paymentMethod,
    paymentDetailsMasked: row.paymentDetailsMasked,
  });
  const enrolment = await findEnrollment(ctx, row.userId, row.courseId);
  if (enrolment === null) throw new Error("enrolled projected no enrolment");
  return enrolment._id;
}
