/**
 * Events of assignments, hand-ins, grades and extensions. An assignment's key is the id of its
 * `assignment_posted` event; every later event names it by `assignmentKey`. Events about one
 * student's work carry that student as `subjectUserId` and `entityKey` "<assignmentKey>:<studentId>";
 * events about the assignment itself carry `entityKey` = its key.
 */
import { v } from "convex/values";
import { defineEvent } from "../events/define";

/**
 * A stored file as the assignment keeps it (the question, a handed-in version): what a reader shows
 * and links to, copied from the `files` row when it was attached. `fileKey` is the file's own stable
 * name (its Convex storage id, or its UploadThing key), never the `files` row's `_id`.
 */
export const assignmentFileValidator = v.object({
  fileKey: v.string(),
  name: v.string(),
  contentType: v.string(),
  size: v.number(),
  /** The file's public URL (UploadThing), or its Convex storage id: one of the two. */
  url: v.optional(v.string()),
  storageId: v.optional(v.id("_storage")),
});

const assignment = { assignmentKey: v.string(), title: v.string() };

export const assignmentEvents = [
  /** A new assignment (its key is this event's id; courseKey: its course, actorId: who posted it). */
  defineEvent("assignment_posted", 1, {
    title: v.string(),
    courseName: v.string(),
    assignedDate: v.string(),
    deadlineDate: v.string(),
    timeZone: v.string(),
    deadlineAt: v.number(),
    instructorName: v.string(),
    questionFile: assignmentFileValidator,
  }),
  defineEvent("assignment_deadline_changed", 1, {
    ...assignment,
    deadlineDate: v.string(),
    timeZone: v.string(),
    from: v.number(),
    to: v.number(),
  }),
  defineEvent("assignment_closed", 1, assignment),
  defineEvent("assignment_reopened", 1, assignment),
  defineEvent("assignment_deleted", 1, assignment),
  /** A student handed in a version (subjectUserId: the student). */
  defineEvent("submitted", 1, {
    ...assignment,
    studentName: v.string(),
    version: v.number(),
    lateByMs: v.union(v.number(), v.null()),
    file: assignmentFileValidator,
  }),
  /**
   * A grade and its feedback for the version it was given on, with the ones it replaced (none for a
   * first grade). A restore is a grade equal to an earlier one: `restoredFrom` names that earlier
   * `graded` event. Every grade stays in the log (and in `gradeHistory`).
   */
  defineEvent("graded", 1, {
    ...assignment,
    grade: v.number(),
    feedback: v.string(),
    version: v.number(),
    graderName: v.string(),
    previous: v.union(v.object({ grade: v.number(), feedback: v.string() }), v.null()),
    restoredFrom: v.union(v.id("events"), v.null()),
  }),
  defineEvent("extension_granted", 1, {
    ...assignment,
    deadlineDate: v.string(),
    timeZone: v.string(),
    deadlineAt: v.number(),
  }),
  defineEvent("extension_revoked", 1, assignment),
] as const;
