/**
 * The class roster (ADR 0068): pages of a course's students for its teacher and Admins, sorted
 * and filtered through the `classRoster` indexes, one student's work, the CSV of all of them, and
 * removing a student (`enrolment_ended`). Missing work is the one figure worked out on read: an
 * assignment whose deadline (theirs, extension included) has passed with nothing handed in.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { emit } from "../../events/emit";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { appError } from "../../lib/appError";
import {
  behindBelow,
  checkRemovalReason,
  NOT_A_STUDENT_OF_COURSE,
  ROSTER_SEARCH_MAX,
  type RosterFilter,
  type RosterSort,
} from "../../shared/classRosterRules";
import { effectiveDeadlineAt, workOf, type WorkStatus } from "../../shared/submissionsStatus";
import { CSV_BOM, csvNumber, csvText } from "../../assignments/model/gradebookCsv";
import type { Language } from "../../shared/language";
import { percentDone } from "./progressCounts";
import { courseWords } from "./words";
import { requireManagedCourse } from "./courses";
import { findEnrollment } from "./enrollments";

/** A row of the roster as the page shows it. */
export type RosterRow = {
  userId: Id<"users">;
  name: string;
  email: string;
  lessonsDone: number;
  totalLessons: number;
  /** Whole percent of the course's lessons done. */
  percent: number;
  quizBest: number | null;
  gradeAverage: number | null;
  lateCount: number;
  missingCount: number;
  lastActivityAt: number;
};

export type RosterQuery = { sort: RosterSort; order: "asc" | "desc"; filter: RosterFilter; search: string };

/** The course's assignments (at most ASSIGNMENT_LIMITS.perCourse): what missing work is counted against. */
async function courseAssignments(ctx: QueryCtx, courseId: Id<"courses">) {
  return await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", courseId))
    .take(ASSIGNMENT_LIMITS.perCourse);
}

/** Assignments whose deadline (the student's) passed before `now` with nothing of theirs handed in. */
export function missingCount(
  row: Pick<Doc<"classRoster">, "submittedAssignmentIds" | "extensions">,
  assignments: readonly Pick<Doc<"assignments">, "_id" | "deadlineAt">[],
  now: number,
): number {
  const handedIn = new Set<string>(row.submittedAssignmentIds);
  const extensionOf = new Map(row.extensions.map((e) => [e.assignmentId as string, e]));
  return assignments.filter((a) => !handedIn.has(a._id) && effectiveDeadlineAt(a, extensionOf.get(a._id) ?? null) < now)
    .length;
}

function toRow(course: Doc<"courses">, row: Doc<"classRoster">, missing: number): RosterRow {
  // Only lessons that can be completed count (ADR 0076), as on the student's progress and certificate.
  const lessonsDone = Math.min(row.lessonsDone, course.readableLessonCount);
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    lessonsDone,
    totalLessons: course.readableLessonCount,
    percent: percentDone(lessonsDone, course.readableLessonCount),
    quizBest: row.quizBest ?? null,
    gradeAverage: row.gradeAverage ?? null,
    lateCount: row.lateCount,
    missingCount: missing,
    lastActivityAt: row.lastActivityAt,
  };
}

const SORT_INDEX = {
  name: "by_course_name",
  progress: "by_course_progress",
  quiz: "by_course_quiz",
  grade: "by_course_grade",
  activity: "by_course_activity",
} as const;

/** One page of the roster: a name search, a filter, or every student in the order asked. */
export async function rosterPage(
  ctx: QueryCtx,
  course: Doc<"courses">,
  query: RosterQuery,
  paginationOpts: PaginationOptions,
  now: number,
): Promise<PaginationResult<RosterRow>> {
  const courseId = course._id;
  // A name is short; a longer query is cut rather than refused.
  const search = query.search.trim().slice(0, ROSTER_SEARCH_MAX);
  let page: PaginationResult<Doc<"classRoster">>;
  if (search !== "") {
    page = await ctx.db
      .query("classRoster")
      .withSearchIndex("search_name", (q) => q.search("name", search).eq("courseId", courseId))
      .paginate(paginationOpts);
  } else if (query.filter === "not_started") {
    page = await ctx.db
      .query("classRoster")
      .withIndex("by_course_progress", (q) => q.eq("courseId", courseId).eq("lessonsDone", 0))
      .order(query.order)
      .paginate(paginationOpts);
  } else if (query.filter === "behind") {
    page = await ctx.db
      .query("classRoster")
      .withIndex("by_course_progress", (q) =>
        q.eq("courseId", courseId).lt("lessonsDone", behindBelow(course.readableLessonCount)),
      )
      .paginate(paginationOpts);
  } else if (query.filter === "late") {
    page = await ctx.db
      .query("classRoster")
      .withIndex("by_course_late", (q) => q.eq("courseId", courseId).gt("lateCount", 0))
      .order("desc")
      .paginate(paginationOpts);
  } else {
    page = await ctx.db
      .query("classRoster")
      .withIndex(SORT_INDEX[query.sort], (q) => q.eq("courseId", courseId))
      .order(query.order)
      .paginate(paginationOpts);
  }
  const assignments = page.page.length === 0 ? [] : await courseAssignments(ctx, courseId);
  return { ...page, page: page.page.map((row) => toRow(course, row, missingCount(row, assignments, now))) };
}

/**
 * Every student of the course by name (at most ASSIGNMENT_LIMITS.students), for the CSV; the
 * header row in `language` (the downloading person's).
 */
export async function rosterCsv(
  ctx: QueryCtx,
  course: Doc<"courses">,
  now: number,
  language: Language,
): Promise<string> {
  const rows = await ctx.db
    .query("classRoster")
    .withIndex("by_course_name", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.students);
  const assignments = await courseAssignments(ctx, course._id);
  const t = courseWords(language);
  const header = [
    t("csv.student"),
    t("csv.email"),
    t("csv.roster.lessonsDone"),
    t("csv.roster.lessons"),
    t("csv.roster.progress"),
    t("csv.roster.quizBest"),
    t("csv.roster.gradeAverage"),
    t("csv.roster.late"),
    t("csv.roster.missing"),
    t("csv.roster.lastActivity"),
  ].map(csvText);
  const lines = rows.map((doc) => {
    const row = toRow(course, doc, missingCount(doc, assignments, now));
    return [
      csvText(row.name),
      csvText(row.email),
      String(row.lessonsDone),
      String(row.totalLessons),
      String(row.percent),
      csvNumber(row.quizBest),
      csvNumber(row.gradeAverage),
      String(row.lateCount),
      String(row.missingCount),
      new Date(row.lastActivityAt).toISOString(),
    ];
  });
  return CSV_BOM + [header, ...lines].map((line) => line.join(",")).join("\r\n") + "\r\n";
}

/** A download name such as "roster-Rust_for_Everyone-2026-11-27.csv". */
export function rosterFileName(courseName: string, now: number): string {
  const name =
    courseName
      .replace(/[^\w.-]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 80) || "course";
  return `roster-${name}-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

async function requireRosterRow(ctx: QueryCtx, courseId: Id<"courses">, rawUserId: string) {
  const row = await findRosterRow(ctx, courseId, rawUserId);
  if (row === null) throw appError("NOT_FOUND", NOT_A_STUDENT_OF_COURSE);
  return row;
}

/** Finished quiz attempts one student view lists, newest first. */
const STUDENT_ATTEMPTS = 20;

async function findRosterRow(ctx: QueryCtx, courseId: Id<"courses">, rawUserId: string) {
  const userId = ctx.db.normalizeId("users", rawUserId);
  if (userId === null) return null;
  return await ctx.db
    .query("classRoster")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .unique();
}

/**
 * One student's work in the course: lessons, quiz attempts, each assignment's status; null when
 * they are not (or no longer) a student of it, so an open view of someone just removed says so.
 */
export async function studentWork(ctx: QueryCtx, course: Doc<"courses">, rawUserId: string, now: number) {
  const row = await findRosterRow(ctx, course._id, rawUserId);
  if (row === null) return null;
  const enrolment = await findEnrollment(ctx, row.userId, course._id);
  const done = new Set<string>(enrolment?.completedLessonIds ?? []);
  const lessons = await ctx.db
    .query("lessons")
    .withIndex("by_course_position", (q) => q.eq("courseId", course._id))
    .take(course.lessonCount + 1);
  const attempts = await ctx.db
    .query("quizAttempts")
    .withIndex("by_user_course_status", (q) =>
      q.eq("userId", row.userId).eq("courseId", course._id).eq("status", "finished"),
    )
    .order("desc")
    .take(STUDENT_ATTEMPTS);
  const assignments = await courseAssignments(ctx, course._id);
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_course_student", (q) => q.eq("courseId", course._id).eq("studentId", row.userId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const submissionOf = new Map(submissions.map((s) => [s.assignmentId as string, s]));
  const extensionOf = new Map(row.extensions.map((e) => [e.assignmentId as string, e]));
  return {
    student: toRow(course, row, missingCount(row, assignments, now)),
    courseName: course.name,
    lessons: lessons
      .filter((lesson) => lesson.readable)
      .map((lesson) => ({ _id: lesson._id, title: lesson.title, done: done.has(lesson._id) })),
    quizAttempts: attempts.map((a) => ({
      _id: a._id,
      score: a.score,
      total: a.questionCount,
      finishedAt: a.finishedAt ?? a.startedAt,
    })),
    assignments: assignments.map((assignment) => {
      const deadlineAt = effectiveDeadlineAt(assignment, extensionOf.get(assignment._id) ?? null);
      const work = workOf(submissionOf.get(assignment._id) ?? null, deadlineAt);
      const status: WorkStatus | "missing" =
        work.status === "not_submitted" && deadlineAt < now ? "missing" : work.status;
      return {
        _id: assignment._id,
        title: assignment.title,
        points: assignment.points,
        deadlineAt,
        status,
        late: work.lateByMs !== null,
        grade: work.grade,
        handedIn: work.submittedAt !== null,
      };
    }),
  };
}

/**
 * Removes a student from the course with a reason (`enrolment_ended`, kept in the log): the
 * enrolment ends in every projection; they may enrol again.
 */
export async function removeStudent(
  ctx: MutationCtx,
  user: AppUser,
  rawCourseId: string,
  rawUserId: string,
  rawReason: string,
): Promise<null> {
  const course = await requireManagedCourse(ctx, user, rawCourseId);
  const checked = checkRemovalReason(rawReason);
  if (!checked.ok) throw appError("INVALID", checked.message);
  const row = await requireRosterRow(ctx, course._id, rawUserId);
  await emit(ctx, {
    type: "enrolment_ended",
    v: 1,
    actorId: user._id,
    subjectUserId: row.userId,
    courseKey: course.key,
    courseName: course.name,
    studentName: row.name,
    reason: checked.reason,
  });
  return null;
}
