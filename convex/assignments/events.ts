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

/** A rubric's criteria as the events and the `rubrics` rows keep them (shared/rubricRules.ts). */
export const rubricCriterionValidator = v.object({
  id: v.string(),
  title: v.string(),
  levels: v.array(v.object({ id: v.string(), title: v.string(), points: v.number(), description: v.string() })),
});

/**
 * One criterion's level chosen in a grade, with the titles and points it had then: a grade keeps
 * this copy, so editing the rubric later never changes a grade given.
 */
export const rubricChoiceSnapshotValidator = v.object({
  criterionId: v.string(),
  levelId: v.string(),
  comment: v.string(),
  criterionTitle: v.string(),
  levelTitle: v.string(),
  points: v.number(),
});

const assignment = { assignmentKey: v.string(), title: v.string() };

export const assignmentEvents = [
  /** A course's new rubric (its key is this event's id; courseKey: its course). */
  defineEvent("rubric_created", 1, { title: v.string(), criteria: v.array(rubricCriterionValidator) }),
  /**
   * A rubric edited (entityKey: its key). Assignments using it take its new total as their points
   * (only allowed while none of them has graded work).
   */
  defineEvent("rubric_changed", 1, {
    rubricKey: v.string(),
    title: v.string(),
    criteria: v.array(rubricCriterionValidator),
  }),
  /** A new assignment (its key is this event's id; courseKey: its course, actorId: who posted it). */
  defineEvent("assignment_posted", 1, {
    title: v.string(),
    courseName: v.string(),
    /** Safe Markdown, may be empty. */
    instructions: v.string(),
    /** The most a grade can be (with a rubric: its total). */
    points: v.number(),
    assignedDate: v.string(),
    deadlineDate: v.string(),
    /** "HH:MM": the deadline is the end of that minute of `deadlineDate` in `timeZone`. */
    deadlineTime: v.string(),
    timeZone: v.string(),
    deadlineAt: v.number(),
    instructorName: v.string(),
    questionFile: assignmentFileValidator,
    /** The course rubric grades use, or null. */
    rubricKey: v.union(v.string(), v.null()),
    /** True: students see no grade until the teacher releases them. */
    gradesHeld: v.boolean(),
  }),
  /** Title, instructions, points and rubric changed (`title` is the new title). */
  defineEvent("assignment_edited", 1, {
    ...assignment,
    instructions: v.string(),
    points: v.number(),
    rubricKey: v.union(v.string(), v.null()),
  }),
  defineEvent("assignment_deadline_changed", 1, {
    ...assignment,
    deadlineDate: v.string(),
    deadlineTime: v.string(),
    timeZone: v.string(),
    from: v.number(),
    to: v.number(),
  }),
  /** From now on students see no grade of this assignment until they are released. */
  defineEvent("grades_held", 1, assignment),
  /**
   * Every grade of the assignment reaches its student at once; `studentIds`: the students whose
   * work was graded then (at most ASSIGNMENT_LIMITS.students), each told once.
   */
  defineEvent("grades_released", 1, { ...assignment, studentIds: v.array(v.id("users")) }),
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
    /** The assignment's points then: the grade is out of these. */
    points: v.number(),
    feedback: v.string(),
    /** The levels chosen (as they were then) when the assignment has a rubric, else null. */
    rubric: v.union(v.array(rubricChoiceSnapshotValidator), v.null()),
    /** Why the grade differs from the rubric's total; null when it does not (or no rubric). */
    overrideReason: v.union(v.string(), v.null()),
    /** True while the assignment's grades are held: the student is not told (grades_released does). */
    held: v.boolean(),
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
