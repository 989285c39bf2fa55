/**
 * Issuing certificates (docs/certificates.md, ADR 0025). A student earns one for a course when
 * every lesson of it is complete and, where the course has a quiz, one of their attempts that
 * count is a pass (ADR 0056). `issueIfEarned` is called by the mutations that can complete a course (a lesson ticked,
 * a quiz finished, an explicit claim) in their own transaction; it issues at most once.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { CODE_RANDOM_BYTES, formatCode, passes, PASS_PERCENT, percentOf } from "../../shared/certificateRules";
import { findEnrollment, MAX_MY_COURSES } from "./enrollments";
import { emit } from "../../events/emit";
import { progressCounts } from "./progressCounts";
import { courseByKey } from "../keys";
import { countedAttempts, courseKeyOfBank } from "../../shared/quizRules";
import { firstAttempts, rulesFor, settingsFor } from "../../quiz/model/quizSettings";
import { courseQuiz } from "../../quiz/model/quizBankStore";
import type { AppUser } from "../../accounts/model/users";

/** What a student sees of their own certificate (profile, course progress). */
export type CertificateView = {
  _id: Id<"certificates">;
  courseId: Id<"courses">;
  courseName: string;
  code: string;
  issuedAt: number;
};

/** What anyone with the code sees: the certificate as printed, nothing else about the student. */
export type VerifiedCertificate = {
  code: string;
  studentName: string;
  courseName: string;
  teacherName: string;
  issuedAt: number;
};

/** Where a student stands towards a course's certificate. */
export type CertificateStatus = {
  certificate: CertificateView | null;
  lessonsDone: number;
  totalLessons: number;
  /** Null when the course has no quiz; else the pass mark and the best of the attempts that count (ADR 0056). */
  quiz: {
    title: string;
    passPercent: number;
    bestPercent: number | null;
    passed: boolean;
    /** Attempts that count and are not finished yet (started or not); 0: only practice is left. */
    countingLeft: number;
  } | null;
  /**
   * The course's quiz page offers a quiz that the certificate does not need (ADR 0076): the shared
   * JavaScript bank of a course without a quiz of its own, or an own quiz its teacher switched off.
   */
  practiceQuiz: boolean;
  /** Every requirement is met (whether or not the certificate exists yet). */
  earned: boolean;
};

export function toCertificateView(certificate: Doc<"certificates">): CertificateView {
  return {
    _id: certificate._id,
    courseId: certificate.courseId,
    courseName: certificate.courseName,
    code: certificate.code,
    issuedAt: certificate.issuedAt,
  };
}

export function toVerified(certificate: Doc<"certificates">): VerifiedCertificate {
  return {
    code: certificate.code,
    studentName: certificate.studentName,
    courseName: certificate.courseName,
    teacherName: certificate.teacherName,
    issuedAt: certificate.issuedAt,
  };
}

export async function findCertificate(
  ctx: QueryCtx,
  userId: Id<"users">,
  courseId: Id<"courses">,
): Promise<Doc<"certificates"> | null> {
  return await ctx.db
    .query("certificates")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .first();
}

export async function certificateByCode(ctx: QueryCtx, code: string): Promise<Doc<"certificates"> | null> {
  return await ctx.db
    .query("certificates")
    .withIndex("by_code", (q) => q.eq("code", code))
    .first();
}

/** The caller's certificates, newest first (one per course, so bounded like their enrolments). */
export async function certificatesOf(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"certificates">[]> {
  const rows = await ctx.db
    .query("certificates")
    .withIndex("by_user_course", (q) => q.eq("userId", userId))
    .take(MAX_MY_COURSES);
  return rows.sort((a, b) => b.issuedAt - a.issuedAt);
}

/** The quiz a course's certificate asks for: its bank, title and pass mark. */
export type RequiredQuiz = { bank: string; title: string; passPercent: number };

/**
 * The quiz a course's certificate asks for, or null (ADR 0076): the course's own quiz
 * (`courseQuiz`). Its own bank counts with its teacher's pass mark, unless the teacher said the
 * certificate does not need it; SPEC's bank named after the course counts at SPEC's pass mark.
 */
export async function requiredQuiz(ctx: QueryCtx, course: Doc<"courses">): Promise<RequiredQuiz | null> {
  const quiz = await courseQuiz(ctx, course);
  if (quiz === null) return null;
  if (quiz.source === "shared") return { bank: quiz.bank, title: quiz.title, passPercent: PASS_PERCENT };
  const settings = await settingsFor(ctx, quiz.bank);
  return settings.requiredForCertificate
    ? { bank: quiz.bank, title: quiz.title, passPercent: settings.passPercent }
    : null;
}

/** Which quiz the course has (My teaching warns at "none", whose quiz page is practice only). */
export async function courseQuizOf(ctx: QueryCtx, course: Doc<"courses">): Promise<"own" | "shared" | "none"> {
  return (await courseQuiz(ctx, course))?.source ?? "none";
}

/**
 * The student's quiz result that counts for the certificate (ADR 0056): the best of their first
 * attempts in the bank, as many as count (every attempt within the teacher's limit; with no limit,
 * the first only, as a retake asks questions whose right answers were shown), and how many of those
 * are not finished yet. Reads at most MAX_ATTEMPTS_LIMIT small attempt documents.
 */
async function countedResult(
  ctx: QueryCtx,
  userId: Id<"users">,
  quiz: RequiredQuiz,
): Promise<{ bestPercent: number | null; passed: boolean; countingLeft: number }> {
  const counting = countedAttempts(await rulesFor(ctx, quiz.bank));
  const counted = await firstAttempts(ctx, userId, quiz.bank, counting);
  const finished = counted.filter((attempt) => attempt.status === "finished");
  return {
    bestPercent:
      finished.length === 0
        ? null
        : Math.max(...finished.map((attempt) => percentOf(attempt.score, attempt.questionCount))),
    passed: finished.some((attempt) => passes(attempt.score, attempt.questionCount, quiz.passPercent)),
    countingLeft: counting - finished.length,
  };
}

/** Lessons done, the quiz, and whether the certificate is earned; reads only the caller's rows. */
export async function certificateStatus(
  ctx: QueryCtx,
  userId: Id<"users">,
  course: Doc<"courses">,
): Promise<CertificateStatus> {
  const certificate = await findCertificate(ctx, userId, course._id);
  const enrollment = await findEnrollment(ctx, userId, course._id);
  // The kept counts (ADR 0029): the progress page's lesson list already reads the lessons.
  const { completedCount: lessonsDone, totalLessons } = progressCounts(course, enrollment);
  const quiz = await requiredQuiz(ctx, course);
  const result = quiz === null ? null : await countedResult(ctx, userId, quiz);
  const passed = result?.passed === true;
  const lessonsComplete = enrollment !== null && totalLessons > 0 && lessonsDone === totalLessons;
  return {
    certificate: certificate === null ? null : toCertificateView(certificate),
    lessonsDone,
    totalLessons,
    quiz:
      quiz === null
        ? null
        : {
            title: quiz.title,
            passPercent: quiz.passPercent,
            bestPercent: result === null ? null : result.bestPercent,
            passed,
            countingLeft: result === null ? 0 : result.countingLeft,
          },
    practiceQuiz: quiz === null && (await courseQuizOf(ctx, course)) !== "shared",
    earned: lessonsComplete && (quiz === null || passed),
  };
}

/** A fresh code no certificate has (80 random bits; a clash is astronomically rare but checked). */
async function newCode(ctx: QueryCtx): Promise<string> {
  for (;;) {
    const code = formatCode(crypto.getRandomValues(new Uint8Array(CODE_RANDOM_BYTES)));
    if ((await certificateByCode(ctx, code)) === null) return code;
  }
}

/**
 * Issues the student's certificate for the course when it is earned and not issued yet; returns
 * it (new or existing) or null. Names are copied as they are now into the event
 * `certificate_issued`, which the courses projector turns into the certificate: it keeps them.
 */
export async function issueIfEarned(
  ctx: MutationCtx,
  user: AppUser,
  course: Doc<"courses">,
): Promise<Doc<"certificates"> | null> {
  const existing = await findCertificate(ctx, user._id, course._id);
  if (existing !== null) return existing;
  const status = await certificateStatus(ctx, user._id, course);
  if (!status.earned) return null;
  await emit(ctx, {
    type: "certificate_issued",
    v: 1,
    actorId: user._id,
    subjectUserId: user._id,
    courseKey: course.key,
    code: await newCode(ctx),
    courseName: course.name,
    studentName: user.displayName,
    teacherName: course.instructorName,
  });
  return await findCertificate(ctx, user._id, course._id);
}

/**
 * After a quiz finish: the courses whose certificate asks for this bank and in which the student
 * is enrolled (at most their MAX_MY_COURSES enrolments), each given the chance to issue.
 */
export async function issueForBank(ctx: MutationCtx, user: AppUser, bank: string): Promise<void> {
  const ownKey = courseKeyOfBank(bank);
  const ownCourse = ownKey === null ? null : ((await courseByKey(ctx, ownKey))?._id ?? null);
  const candidates: Id<"courses">[] = [];
  if (ownCourse !== null) candidates.push(ownCourse);
  else {
    const enrollments = await ctx.db
      .query("enrollments")
      .withIndex("by_user_course", (q) => q.eq("userId", user._id))
      .take(MAX_MY_COURSES);
    candidates.push(...enrollments.map((enrollment) => enrollment.courseId));
  }
  for (const courseId of candidates) {
    const course = await ctx.db.get("courses", courseId);
    if (course === null) continue;
    const quiz = await requiredQuiz(ctx, course);
    if (quiz?.bank === bank) await issueIfEarned(ctx, user, course);
  }
}
