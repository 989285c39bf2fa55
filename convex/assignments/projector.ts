/**
 * The assignments projector (ADR 0049): assignments, hand-ins and their versions, grades and their
 * history, extensions and the kept counts. The tables below are written here (and in the folder
 * projectors/assignments/) and nowhere else. Lateness and counts are worked out from the projected
 * rows as they are at the event, and every time is the event's own.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { ASSIGNMENT_LIMITS } from "../shared/assignmentRules";
import { findExtension, findSubmission } from "./model/assignmentsAccess";
import { isLate, lateDelta, tenths } from "./model/submissionCounts";
import { changeBase, changeShard, dropCounts, recountSubmissions, startCounts } from "./projector/counts";
import { assignmentByKey, eventTime, rubricByKey } from "./projector/keys";
import { rubricMaxPoints } from "../shared/rubricRules";
import { courseByKey } from "../courses/keys";
import { defineProjector } from "../events/projector";

export const assignmentsProjector = defineProjector({
  name: "assignments",
  tables: {
    rubrics: ["key"],
    assignments: ["key"],
    submissions: ["assignmentId", "studentId"],
    submissionVersions: ["assignmentId", "studentId", "version"],
    submissionCounts: ["assignmentId", "shard"],
    extensions: ["assignmentId", "studentId"],
    gradeHistory: ["eventId"],
  },
  on: {
    rubric_created: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await ctx.db.insert("rubrics", {
        key: event._id,
        courseId: course._id,
        title: event.title,
        criteria: event.criteria,
        maxPoints: rubricMaxPoints(event.criteria),
        updatedAt: eventTime(event),
      });
    },

    /** The rubric changes; the assignments using it are worth its new total (none has graded work). */
    rubric_changed: async (ctx, event) => {
      const rubric = await rubricByKey(ctx, event.rubricKey);
      if (rubric === null) return;
      const maxPoints = rubricMaxPoints(event.criteria);
      await ctx.db.patch("rubrics", rubric._id, {
        title: event.title,
        criteria: event.criteria,
        maxPoints,
        updatedAt: eventTime(event),
      });
      const using = await ctx.db
        .query("assignments")
        .withIndex("by_rubric", (q) => q.eq("rubricId", rubric._id))
        .take(ASSIGNMENT_LIMITS.perCourse);
      for (const assignment of using) {
        if (assignment.points !== maxPoints) await ctx.db.patch("assignments", assignment._id, { points: maxPoints });
      }
    },

    assignment_posted: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null || event.actorId === undefined) return;
      const rubric = event.rubricKey === null ? null : await rubricByKey(ctx, event.rubricKey);
      const assignmentId = await ctx.db.insert("assignments", {
        key: event._id,
        courseId: course._id,
        title: event.title,
        instructions: event.instructions,
        points: event.points,
        rubricId: rubric?._id ?? null,
        gradesHeld: event.gradesHeld,
        assignedDate: event.assignedDate,
        deadlineDate: event.deadlineDate,
        deadlineTime: event.deadlineTime,
        timeZone: event.timeZone,
        deadlineAt: event.deadlineAt,
        instructorName: event.instructorName,
        postedBy: event.actorId,
        postedAt: eventTime(event),
        questionFile: event.questionFile,
      });
      await startCounts(ctx, { _id: assignmentId, courseId: course._id });
    },

    assignment_edited: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      if (assignment === null) return;
      const rubric = event.rubricKey === null ? null : await rubricByKey(ctx, event.rubricKey);
      await ctx.db.patch("assignments", assignment._id, {
        title: event.title,
        instructions: event.instructions,
        points: event.points,
        rubricId: rubric?._id ?? null,
      });
    },

    /** Holding or releasing: the flag, and its copy on every submission (what `myWork` reads). */
    grades_held: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      if (assignment === null) return;
      await setGradesHeld(ctx, assignment, true);
    },

    grades_released: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      if (assignment === null) return;
      await setGradesHeld(ctx, assignment, false);
    },

    assignment_deadline_changed: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      if (assignment === null) return;
      const moved = {
        deadlineDate: event.deadlineDate,
        deadlineTime: event.deadlineTime,
        timeZone: event.timeZone,
        deadlineAt: event.to,
      };
      await ctx.db.patch("assignments", assignment._id, moved);
      // Work already handed in may change sides: the late count is taken again (ADR 0030).
      await recountSubmissions(ctx, { ...assignment, ...moved });
    },

    assignment_closed: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      if (assignment === null) return;
      await ctx.db.patch("assignments", assignment._id, { closedAt: eventTime(event) });
    },

    assignment_reopened: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      if (assignment === null) return;
      await ctx.db.patch("assignments", assignment._id, { closedAt: undefined });
    },

    /** Only an assignment nobody handed in to is deleted: its extensions and counts go with it. */
    assignment_deleted: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      if (assignment === null) return;
      const extensions = await ctx.db
        .query("extensions")
        .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
        .take(ASSIGNMENT_LIMITS.students);
      for (const extension of extensions) await ctx.db.delete("extensions", extension._id);
      await dropCounts(ctx, assignment._id);
      await ctx.db.delete("assignments", assignment._id);
    },

    /** A new version becomes the current work; the student's shard of the counts follows. */
    submitted: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      const studentId = event.subjectUserId;
      if (assignment === null || studentId === undefined) return;
      const submittedAt = eventTime(event);
      await ctx.db.insert("submissionVersions", {
        assignmentId: assignment._id,
        studentId,
        version: event.version,
        file: event.file,
        submittedAt,
      });
      const current = await findSubmission(ctx, assignment._id, studentId);
      const work = { versionCount: event.version, submittedAt, currentFile: { version: event.version, ...event.file } };
      if (current === null) {
        await ctx.db.insert("submissions", {
          assignmentId: assignment._id,
          courseId: assignment.courseId,
          studentId,
          ...work,
          gradesHeld: assignment.gradesHeld,
        });
      } else {
        await ctx.db.patch("submissions", current._id, work);
      }
      const extension = await findExtension(ctx, assignment._id, studentId);
      const wasLate = current !== null && isLate(current, assignment, extension);
      await changeShard(ctx, assignment, studentId, {
        submitted: current === null ? 1 : 0,
        late: lateDelta(wasLate, isLate({ submittedAt }, assignment, extension)),
      });
    },

    /**
     * The grade becomes the current one and joins the history. The first grade adds one to the
     * graded count; every grade moves the grade sum (a regrade to the same grade touches no count).
     */
    graded: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      const studentId = event.subjectUserId;
      const graderId = event.actorId;
      if (assignment === null || studentId === undefined || graderId === undefined) return;
      const submission = await findSubmission(ctx, assignment._id, studentId);
      if (submission === null) return;
      const gradedAt = eventTime(event);
      await ctx.db.patch("submissions", submission._id, {
        grade: event.grade,
        feedback: event.feedback,
        rubric: event.rubric ?? undefined,
        overrideReason: event.overrideReason ?? undefined,
        gradedAt,
        gradedBy: graderId,
        gradedVersion: event.version,
      });
      await ctx.db.insert("gradeHistory", {
        eventId: event._id,
        assignmentId: assignment._id,
        courseId: assignment.courseId,
        studentId,
        grade: event.grade,
        feedback: event.feedback,
        rubric: event.rubric,
        overrideReason: event.overrideReason,
        version: event.version,
        gradedBy: graderId,
        graderName: event.graderName,
        gradedAt,
        restoredFrom: event.restoredFrom,
      });
      await changeBase(ctx, assignment, {
        graded: submission.grade === undefined ? 1 : 0,
        gradeTenths: tenths(event.grade) - (submission.grade === undefined ? 0 : tenths(submission.grade)),
      });
    },

    /** A later deadline for one student (replacing theirs); their work may stop or start being late. */
    extension_granted: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      const studentId = event.subjectUserId;
      if (assignment === null || studentId === undefined || event.actorId === undefined) return;
      const existing = await findExtension(ctx, assignment._id, studentId);
      const fields = {
        deadlineDate: event.deadlineDate,
        timeZone: event.timeZone,
        deadlineAt: event.deadlineAt,
        grantedBy: event.actorId,
      };
      const submission = await findSubmission(ctx, assignment._id, studentId);
      if (existing === null) {
        await ctx.db.insert("extensions", {
          assignmentId: assignment._id,
          courseId: assignment.courseId,
          studentId,
          ...fields,
        });
      } else {
        await ctx.db.patch("extensions", existing._id, fields);
      }
      if (submission !== null) {
        await changeBase(ctx, assignment, {
          late: lateDelta(isLate(submission, assignment, existing), isLate(submission, assignment, fields)),
        });
      }
    },

    extension_revoked: async (ctx, event) => {
      const assignment = await assignmentByKey(ctx, event.assignmentKey);
      const studentId = event.subjectUserId;
      if (assignment === null || studentId === undefined) return;
      const existing = await findExtension(ctx, assignment._id, studentId);
      if (existing === null) return;
      await ctx.db.delete("extensions", existing._id);
      const submission = await findSubmission(ctx, assignment._id, studentId);
      if (submission !== null) {
        await changeBase(ctx, assignment, {
          late: lateDelta(isLate(submission, assignment, existing), isLate(submission, assignment, null)),
        });
      }
    },
  },
});

/** Sets an assignment's held flag and its copy on each of its submissions (at most one per student). */
async function setGradesHeld(ctx: MutationCtx, assignment: Doc<"assignments">, held: boolean): Promise<void> {
  if (assignment.gradesHeld !== held) await ctx.db.patch("assignments", assignment._id, { gradesHeld: held });
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  for (const submission of submissions) {
    if (submission.gradesHeld !== held) await ctx.db.patch("submissions", submission._id, { gradesHeld: held });
  }
}
