/**
 * Enrolling a student: the one way, whichever door they came in by (the enrolment form, a join
 * code, a teacher's roster). It emits `enrolled`, which the courses projector alone turns into
 * the enrolment, its member row, the course's count and the code's count. Callers check who may
 * enrol whom; this helper checks only "already enrolled" and that the course is not archived.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { studentNumberFor } from "../../shared/studentNumber";
import type { EnrolmentVia } from "../events";
import { findEnrollment, type PaymentMethod } from "./enrollments";
import { requireActiveCourse } from "./courses";

/** The person enrolled: their id, name and e-mail as they are now. */
export type Enrollee = { _id: Id<"users">; displayName: string; email?: string };

/** What the enrolment form filled in (payment details already masked); none for a code or roster. */
export type EnrolmentForm = {
  phoneNumber: string;
  degreeProgram: string;
  yearOrSemester: string;
  paymentMethod?: PaymentMethod;
  paymentDetailsMasked: string;
};

export const NO_FORM: EnrolmentForm = {
  phoneNumber: "",
  degreeProgram: "",
  yearOrSemester: "",
  paymentDetailsMasked: "",
};

export type EnrolOptions = {
  student: Enrollee;
  course: Doc<"courses">;
  /** How: the form (default), a join code (with its key), a roster. */
  via?: EnrolmentVia;
  joinCodeKey?: string;
  form?: EnrolmentForm;
  /** Who did it: the student themselves unless given (a teacher importing a roster). */
  actorId?: Id<"users">;
};

export type EnrolResult = { enrollmentId: Id<"enrollments">; alreadyEnrolled: boolean };

/** Enrols the student in the course, or returns their enrolment if they already are. */
export async function enrolStudent(ctx: MutationCtx, options: EnrolOptions): Promise<EnrolResult> {
  const { student, course, via = "form", form = NO_FORM } = options;
  const existing = await findEnrollment(ctx, student._id, course._id);
  if (existing !== null) return { enrollmentId: existing._id, alreadyEnrolled: true };
  requireActiveCourse(course);
  await emit(ctx, {
    type: "enrolled",
    v: 1,
    actorId: options.actorId ?? student._id,
    subjectUserId: student._id,
    courseKey: course.key,
    courseName: course.name,
    studentName: student.displayName,
    studentEmail: student.email ?? "",
    // The readable number the form showed (ADR 0022), not the internal user id.
    studentNumber: studentNumberFor(student._id),
    phoneNumber: form.phoneNumber,
    degreeProgram: form.degreeProgram,
    yearOrSemester: form.yearOrSemester,
    ...(form.paymentMethod !== undefined ? { paymentMethod: form.paymentMethod } : {}),
    paymentDetailsMasked: form.paymentDetailsMasked,
    ...(via !== "form" ? { via } : {}),
    ...(options.joinCodeKey !== undefined ? { joinCodeKey: options.joinCodeKey } : {}),
  });
  const enrolment = await findEnrollment(ctx, student._id, course._id);
  if (enrolment === null) throw new Error("enrolled projected no enrolment");
  return { enrollmentId: enrolment._id, alreadyEnrolled: false };
}
