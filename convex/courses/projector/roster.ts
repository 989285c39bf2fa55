/**
 * The roster projector (ADR 0068): the class roster (`classRoster`), one row per student of a
 * course, from the events of several domains. It runs after the courses, assignments and quiz
 * projectors (events/projectors.ts), so it reads the enrolment, the submissions and the extensions
 * as this very event left them and works the row's figures out from those, never from a running
 * sum: a replay gives the same row. A student's own events write only their own row.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { defineProjector } from "../../events/projector";
import type { EventDoc } from "../../events/types";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { effectiveDeadlineAt, lateBy } from "../../shared/submissionsStatus";
import { findEnrollment } from "../model/enrollments";
import { courseByKey } from "../keys";
import { hasLessonContent } from "../../shared/lessonRules";

/** A number of grade points in tenths, as the gradebook sums them (assignments/model/submissionCounts.ts). */
function tenths(value: number): number {
  return Math.round(value * 10);
}

async function rosterRow(ctx: MutationCtx, courseId: Id<"courses">, userId: Id<"users">) {
  return await ctx.db
    .query("classRoster")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .unique();
}

/** Finished attempts a re-enrolment reads for the quiz best (a course quiz allows few). */
const QUIZ_ATTEMPTS_READ = 200;

/** An attempt's score in percent, one decimal. */
function scorePercent(score: number, total: number): number {
  return total === 0 ? 0 : Math.round((score * 1000) / total) / 10;
}

/** Percent of the points of the graded work its grades earned, one decimal; undefined for none. */
function averageOf(grades: readonly { gradeTenths: number; pointsTenths: number }[]): number | undefined {
  const gradeTenths = grades.reduce((sum, g) => sum + g.gradeTenths, 0);
  const pointsTenths = grades.reduce((sum, g) => sum + g.pointsTenths, 0);
  return pointsTenths === 0 ? undefined : Math.round((gradeTenths * 1000) / pointsTenths) / 10;
}

/**
 * The row's work figures from the student's submissions and extensions in the course (at most
 * one of each per assignment, so at most ASSIGNMENT_LIMITS.perCourse) and their assignments.
 */
async function workFigures(ctx: MutationCtx, courseId: Id<"courses">, userId: Id<"users">) {
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_course_student", (q) => q.eq("courseId", courseId).eq("studentId", userId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const extensions = await ctx.db
    .query("extensions")
    .withIndex("by_course_student", (q) => q.eq("courseId", courseId).eq("studentId", userId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const extensionOf = new Map(extensions.map((e) => [e.assignmentId, e]));
  let lateCount = 0;
  const grades: Doc<"classRoster">["grades"] = [];
  for (const submission of submissions) {
    const assignment = await ctx.db.get("assignments", submission.assignmentId);
    if (assignment === null) continue;
    const deadlineAt = effectiveDeadlineAt(assignment, extensionOf.get(assignment._id) ?? null);
    if (lateBy(submission.submittedAt, deadlineAt) !== null) lateCount += 1;
    if (submission.grade !== undefined) {
      grades.push({
        assignmentId: assignment._id,
        gradeTenths: tenths(submission.grade),
        pointsTenths: tenths(assignment.points),
      });
    }
  }
  return {
    lateCount,
    grades,
    gradeAverage: averageOf(grades),
    submittedAssignmentIds: submissions.map((s) => s.assignmentId),
    extensions: extensions.map((e) => ({ assignmentId: e.assignmentId, deadlineAt: e.deadlineAt })),
  };
}

/** Works the student's row out again; `activityAt`: the time of their own event, if this is one. */
async function refresh(
  ctx: MutationCtx,
  courseId: Id<"courses">,
  userId: Id<"users">,
  what: { work?: boolean; lessons?: boolean; quiz?: boolean; activityAt?: number },
): Promise<void> {
  const row = await rosterRow(ctx, courseId, userId);
  if (row === null) return;
  const patch: Partial<Doc<"classRoster">> = {};
  if (what.lessons === true) {
    const enrolment = await findEnrollment(ctx, userId, courseId);
    patch.lessonsDone = enrolment?.completedLessonIds.length ?? 0;
  }
  if (what.work === true) {
    const figures = await workFigures(ctx, courseId, userId);
    Object.assign(patch, figures);
    // A grade no longer there (none is ever taken back today) leaves the field.
    if (figures.gradeAverage === undefined) patch.gradeAverage = undefined;
  }
  if (what.quiz === true) {
    const attempts = await ctx.db
      .query("quizAttempts")
      .withIndex("by_user_course_status", (q) =>
        q.eq("userId", userId).eq("courseId", courseId).eq("status", "finished"),
      )
      .take(QUIZ_ATTEMPTS_READ);
    const best = Math.max(-1, ...attempts.map((a) => scorePercent(a.score, a.questionCount)));
    if (best >= 0) patch.quizBest = best;
  }
  if (what.activityAt !== undefined && what.activityAt > row.lastActivityAt) patch.lastActivityAt = what.activityAt;
  if (Object.keys(patch).length > 0) await ctx.db.patch("classRoster", row._id, patch);
}

/** The course an event names and the student it is about (its subject). */
async function studentEvent(ctx: MutationCtx, event: EventDoc) {
  const course = await courseByKey(ctx, event.courseKey);
  const userId = event.subjectUserId;
  return course === null || userId === undefined ? null : { courseId: course._id, userId };
}

/**
 * One assignment's deadline (`deadline`: before and after) or points changed: the row of each
 * student who handed it in, from that row and the hand-in alone (a few reads a student, so a
 * deadline moved in a course of 1,000 stays within a mutation's reads).
 */
async function assignmentChanged(
  ctx: MutationCtx,
  assignmentKey: string,
  deadline: { from: number; to: number } | null,
): Promise<void> {
  const assignment = await ctx.db
    .query("assignments")
    .withIndex("by_key", (q) => q.eq("key", assignmentKey))
    .unique();
  if (assignment === null) return;
  const pointsTenths = tenths(assignment.points);
  const submissions = ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id));
  for await (const submission of submissions) {
    const row = await rosterRow(ctx, assignment.courseId, submission.studentId);
    if (row === null) continue;
    const patch: Partial<Doc<"classRoster">> = {};
    if (deadline !== null) {
      const extension = row.extensions.find((e) => e.assignmentId === assignment._id) ?? null;
      const lateAt = (deadlineAt: number) =>
        lateBy(submission.submittedAt, effectiveDeadlineAt({ deadlineAt }, extension)) !== null;
      const [was, is] = [lateAt(deadline.from), lateAt(deadline.to)];
      if (was !== is) patch.lateCount = row.lateCount + (is ? 1 : -1);
    }
    if (row.grades.some((g) => g.assignmentId === assignment._id && g.pointsTenths !== pointsTenths)) {
      const grades = row.grades.map((g) => (g.assignmentId === assignment._id ? { ...g, pointsTenths } : g));
      Object.assign(patch, { grades, gradeAverage: averageOf(grades) });
    }
    if (Object.keys(patch).length > 0) await ctx.db.patch("classRoster", row._id, patch);
  }
}

/** Every row's lessons done again from its enrolment, after lessons left the enrolments. */
async function lessonsDoneAgain(ctx: MutationCtx, courseKey: string | undefined): Promise<void> {
  const course = await courseByKey(ctx, courseKey);
  if (course === null) return;
  const rows = ctx.db.query("classRoster").withIndex("by_course_name", (q) => q.eq("courseId", course._id));
  for await (const row of rows) {
    const enrolment = await findEnrollment(ctx, row.userId, course._id);
    const lessonsDone = enrolment?.completedLessonIds.length ?? 0;
    if (lessonsDone !== row.lessonsDone) await ctx.db.patch("classRoster", row._id, { lessonsDone });
  }
}

export const rosterProjector = defineProjector({
  // The courses domain's second projector: its folder (courses/projector/) is where it may write.
  name: "courses",
  tables: { classRoster: ["courseId", "userId"] },
  on: {
    enrolled: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found === null || (await rosterRow(ctx, found.courseId, found.userId)) !== null) return;
      await ctx.db.insert("classRoster", {
        ...found,
        name: event.studentName,
        email: event.studentEmail,
        enrolledAt: event._creationTime,
        lessonsDone: 0,
        lateCount: 0,
        submittedAssignmentIds: [],
        extensions: [],
        grades: [],
        lastActivityAt: event._creationTime,
      });
      // A student enrolled again finds their earlier hand-ins, grades and quiz best (the log keeps them).
      await refresh(ctx, found.courseId, found.userId, { work: true, quiz: true });
    },
    enrolment_ended: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found === null) return;
      const row = await rosterRow(ctx, found.courseId, found.userId);
      if (row !== null) await ctx.db.delete("classRoster", row._id);
    },
    lesson_completed: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found !== null)
        await refresh(ctx, found.courseId, found.userId, { lessons: true, activityAt: event._creationTime });
    },
    lesson_uncompleted: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found !== null)
        await refresh(ctx, found.courseId, found.userId, { lessons: true, activityAt: event._creationTime });
    },
    // A removed lesson leaves every enrolment that had it done (courses/projector/lessons.ts).
    lesson_removed: async (ctx, event) => await lessonsDoneAgain(ctx, event.courseKey),
    // So does one published with no content (ADR 0076): it can no longer be completed.
    lesson_published: async (ctx, event) => {
      if (!hasLessonContent(event.content)) await lessonsDoneAgain(ctx, event.courseKey);
    },
    submitted: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found !== null)
        await refresh(ctx, found.courseId, found.userId, { work: true, activityAt: event._creationTime });
    },
    graded: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found !== null) await refresh(ctx, found.courseId, found.userId, { work: true });
    },
    extension_granted: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found !== null) await refresh(ctx, found.courseId, found.userId, { work: true });
    },
    extension_revoked: async (ctx, event) => {
      const found = await studentEvent(ctx, event);
      if (found !== null) await refresh(ctx, found.courseId, found.userId, { work: true });
    },
    assignment_deadline_changed: async (ctx, event) =>
      await assignmentChanged(ctx, event.assignmentKey, { from: event.from, to: event.to }),
    assignment_edited: async (ctx, event) => await assignmentChanged(ctx, event.assignmentKey, null),
    // An assignment deleted (one without hand-ins, so only extensions name it) leaves those rows.
    assignment_deleted: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      const rows = ctx.db.query("classRoster").withIndex("by_course_name", (q) => q.eq("courseId", course._id));
      for await (const row of rows) {
        if (row.extensions.length === 0) continue;
        const kept = [];
        for (const e of row.extensions) if ((await ctx.db.get("assignments", e.assignmentId)) !== null) kept.push(e);
        if (kept.length !== row.extensions.length) await ctx.db.patch("classRoster", row._id, { extensions: kept });
      }
    },
    // The course's own quiz: the best finished attempt, in percent.
    quiz_finished: async (ctx, event) => {
      const attempt = await ctx.db
        .query("quizAttempts")
        .withIndex("by_key", (q) => q.eq("key", event.attemptKey))
        .unique();
      if (attempt?.courseId === undefined) return;
      const row = await rosterRow(ctx, attempt.courseId, attempt.userId);
      if (row === null) return;
      const score = scorePercent(event.score, event.total);
      await ctx.db.patch("classRoster", row._id, {
        ...(row.quizBest === undefined || score > row.quizBest ? { quizBest: score } : {}),
        ...(event._creationTime > row.lastActivityAt ? { lastActivityAt: event._creationTime } : {}),
      });
    },
  },
});
