/** Events of assignments, hand-ins, grades and extensions. */
import { v } from "convex/values";
import { defineEvent } from "./define";

const assignment = { assignmentId: v.id("assignments"), title: v.string() };

export const assignmentEvents = [
  defineEvent("assignment_posted", 1, { ...assignment, courseName: v.string(), deadlineAt: v.number() }),
  defineEvent("assignment_deadline_changed", 1, { ...assignment, from: v.number(), to: v.number() }),
  defineEvent("assignment_closed", 1, assignment),
  defineEvent("assignment_reopened", 1, assignment),
  defineEvent("assignment_deleted", 1, assignment),
  /** A student handed in a version (subjectUserId: the student). */
  defineEvent("submitted", 1, {
    ...assignment,
    studentName: v.string(),
    version: v.number(),
    lateByMs: v.union(v.number(), v.null()),
  }),
  /** A grade and its feedback, with the ones it replaced (none for a first grade). */
  defineEvent("graded", 1, {
    ...assignment,
    grade: v.number(),
    feedback: v.string(),
    version: v.number(),
    previous: v.union(v.object({ grade: v.number(), feedback: v.string() }), v.null()),
  }),
  defineEvent("extension_granted", 1, { ...assignment, deadlineAt: v.number() }),
  defineEvent("extension_revoked", 1, assignment),
] as const;
