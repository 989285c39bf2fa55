import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/appError";
import { cardNumberProblem } from "../../shared/forms/enrolment";
import { TEXT_LIMITS, tooLongMessage } from "../../shared/limits";

export type PaymentMethod = NonNullable<Doc<"enrollments">["paymentMethod"]>;

/** Most enrolments (and cart items) one person's lists show. */
export const MAX_MY_COURSES = 100;

const DOT = "•";
const EMAIL_PATTERN = /^([^\s@]+)@([^\s@]+\.[^\s@]+)$/;

/** "•••• " plus the last four letters/digits, or just "••••" when there are four or fewer. */
function maskAllButLast4(raw: string): string {
  const chars = raw.replace(/[^0-9A-Za-z]/g, "");
  if (chars.length === 0) return "";
  return chars.length <= 4 ? DOT.repeat(4) : `${DOT.repeat(4)} ${chars.slice(-4)}`;
}

/**
 * The only form of payment details that is stored or returned (ARCHITECTURE: never in full).
 * - creditCard: optional; when given it must look like a card number (cardNumberProblem in
 *   forms/enrolment.ts) and is stored as "•••• 4242"; "" stays "".
 * - paypal: an e-mail becomes "j•••@example.com"; anything else keeps its last 4; "" stays "".
 * - bankTransfer: all but the last 4 letters/digits hidden; "" stays "".
 * Error messages never repeat the details.
 */
export function maskPaymentDetails(method: PaymentMethod, raw: string): string {
  const details = raw.trim();
  if (details.length > TEXT_LIMITS.paymentDetails) {
    throw appError("INVALID", tooLongMessage("server.field.paymentDetails", TEXT_LIMITS.paymentDetails));
  }
  switch (method) {
    case "creditCard": {
      const problem = cardNumberProblem(details);
      if (problem !== null) throw appError("INVALID", problem);
      if (details === "") return "";
      const digits = details.replace(/[\s-]/g, "");
      return `${DOT.repeat(4)} ${digits.slice(-4)}`;
    }
    case "paypal": {
      const email = EMAIL_PATTERN.exec(details);
      if (email !== null) return `${email[1][0]}${DOT.repeat(3)}@${email[2].toLowerCase()}`;
      return maskAllButLast4(details);
    }
    case "bankTransfer":
      return maskAllButLast4(details);
  }
}

export async function findEnrollment(
  ctx: QueryCtx,
  userId: Id<"users">,
  courseId: Id<"courses">,
): Promise<Doc<"enrollments"> | null> {
  return await ctx.db
    .query("enrollments")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .first();
}

/** What the caller sees of their own enrolment (SPEC §3 Enrollment, details masked). */
export type EnrollmentView = {
  _id: Id<"enrollments">;
  enrolledAt: number;
  courseId: Id<"courses">;
  courseName: string;
  studentName: string;
  studentEmail: string;
  studentId: string;
  phoneNumber: string;
  degreeProgram: string;
  yearOrSemester: string;
  /** None when they joined with a code or were enrolled from a roster. */
  paymentMethod: PaymentMethod | null;
  paymentDetailsMasked: string;
};

export function toEnrollmentView(e: Doc<"enrollments">): EnrollmentView {
  return {
    _id: e._id,
    enrolledAt: e.enrolledAt,
    courseId: e.courseId,
    courseName: e.courseName,
    studentName: e.studentName,
    studentEmail: e.studentEmail,
    studentId: e.studentId,
    phoneNumber: e.phoneNumber,
    degreeProgram: e.degreeProgram,
    yearOrSemester: e.yearOrSemester,
    paymentMethod: e.paymentMethod ?? null,
    paymentDetailsMasked: e.paymentDetailsMasked,
  };
}

export type Progress = {
  enrolled: boolean;
  completedLessonIds: Id<"lessons">[];
  completedCount: number;
  totalLessons: number;
  /** Whole percent, 0 when the course has no lesson that can be completed. */
  percent: number;
  /** The first lesson that can be completed and is not, or null when all are (or none can be). */
  nextLessonId: Id<"lessons"> | null;
};

/**
 * Progress over the lessons that can be completed now, published with content (ADR 0076);
 * completions of deleted lessons do not count.
 */
export function computeProgress(all: readonly Doc<"lessons">[], enrollment: Doc<"enrollments"> | null): Progress {
  const lessons = all.filter((lesson) => lesson.readable);
  const done = new Set(enrollment?.completedLessonIds ?? []);
  const completedLessonIds = lessons.filter((l) => done.has(l._id)).map((l) => l._id);
  const next = lessons.find((l) => !done.has(l._id));
  return {
    enrolled: enrollment !== null,
    completedLessonIds,
    completedCount: completedLessonIds.length,
    totalLessons: lessons.length,
    percent: lessons.length === 0 ? 0 : Math.round((completedLessonIds.length / lessons.length) * 100),
    nextLessonId: next?._id ?? null,
  };
}
