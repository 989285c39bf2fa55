import { defineTable } from "convex/server";
import { v } from "convex/values";
import { assignmentFileValidator, rubricChoiceSnapshotValidator, rubricCriterionValidator } from "./events";

/**
 * Assignments, hand-ins, grades and extensions: projections of the assignment events, written only
 * by assignments/projector.ts (and its folder). Identities across a replay: an assignment's
 * `key` (the id of its `assignment_posted`); the others by their assignment and student.
 */
export const assignmentsTables = {
  /**
   * A course's rubrics (ADR 0060), reusable by its assignments: a projection of `rubric_created` and
   * `rubric_changed`. `key`: the id of its `rubric_created` event. Grades keep a copy of the levels
   * they chose, so an edit here never changes a grade given.
   */
  rubrics: defineTable({
    key: v.string(),
    courseId: v.id("courses"),
    title: v.string(),
    criteria: v.array(rubricCriterionValidator),
    /** The sum of each criterion's best level (rubricMaxPoints). */
    maxPoints: v.number(),
    updatedAt: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_course", ["courseId"]),

  /**
   * An assignment posted to a course (SPEC §3 Assignment). The deadline was typed as a day and a
   * time in the poster's time zone; `deadlineAt` is the last millisecond of that minute there (ADR 0009).
   */
  assignments: defineTable({
    key: v.string(),
    courseId: v.id("courses"),
    title: v.string(),
    /** Safe Markdown (may be empty), shown beside the question file. */
    instructions: v.string(),
    /** The most a grade can be; with a rubric, the rubric's total. */
    points: v.number(),
    /** The course rubric grades use (ADR 0060). */
    rubricId: v.union(v.id("rubrics"), v.null()),
    /** While true, students see none of this assignment's grades (ADR 0061). */
    gradesHeld: v.boolean(),
    /** yyyy-mm-dd from the date inputs, as typed. */
    assignedDate: v.string(),
    deadlineDate: v.string(),
    /** "HH:MM" (24 h): the deadline is the end of that minute of `deadlineDate`. */
    deadlineTime: v.string(),
    /** IANA zone of whoever set the deadline last. */
    timeZone: v.string(),
    deadlineAt: v.number(),
    /** Copied from the course when posted, never from the client. */
    instructorName: v.string(),
    postedBy: v.id("users"),
    /** When it was posted (its event's time: a replay keeps it, unlike `_creationTime`). */
    postedAt: v.number(),
    /** The question file as it was attached (a list shows it without reading the file row). */
    questionFile: assignmentFileValidator,
    /** Set while the assignment is closed to new work. */
    closedAt: v.optional(v.number()),
  })
    .index("by_key", ["key"])
    .index("by_course", ["courseId"])
    .index("by_rubric", ["rubricId"])
    .index("by_question_file", ["questionFile.fileKey"]),

  /**
   * One row per student and assignment: their current work and its grade. The current version is
   * the last one (`versionCount`), and `currentFile` is its file, so the roster reads no version.
   */
  submissions: defineTable({
    assignmentId: v.id("assignments"),
    courseId: v.id("courses"),
    studentId: v.id("users"),
    versionCount: v.number(),
    /** When the current version arrived (the time of its `submitted` event). */
    submittedAt: v.number(),
    /** The current version's file (ADR 0030): what the teacher's roster links to. */
    currentFile: v.object({ version: v.number(), ...assignmentFileValidator.fields }),
    /** The current grade, absent until the work is graded. */
    grade: v.optional(v.number()),
    feedback: v.optional(v.string()),
    /** The rubric levels the current grade chose (a copy), when the assignment has a rubric. */
    rubric: v.optional(v.array(rubricChoiceSnapshotValidator)),
    /** Why the current grade differs from the rubric's total. */
    overrideReason: v.optional(v.string()),
    gradedAt: v.optional(v.number()),
    gradedBy: v.optional(v.id("users")),
    /** The version the current grade was given on. */
    gradedVersion: v.optional(v.number()),
    /**
     * The assignment's `gradesHeld`, copied so the student's `myWork` reads no assignment (ADR
     * 0043, 0061): while true the student is shown no grade.
     */
    gradesHeld: v.boolean(),
  })
    .index("by_assignment_student", ["assignmentId", "studentId"])
    // One student's work in a course: a gradebook page reads only its students' (ADR 0040); its
    // prefix serves the whole course (the CSV export).
    .index("by_course_student", ["courseId", "studentId"]),

  /**
   * "Submitted / late / graded" and the grade sum of one assignment (ADR 0030, 0040), so the
   * teacher's cards and the gradebook's averages read these rows instead of every submission.
   * Spread over rows (ADR 0049: no hot document): a hand-in writes only the row of its student's
   * shard (`shardOf(studentId)`), so 200 students handing in during the deadline minute write 8
   * rows, not one. The teacher's own changes (grades, extensions, a new deadline) fold the shard
   * rows into the assignment's base row (`shard` = BASE_SHARD, made when it is posted), so a
   * graded assignment is one row again. Read as the sum of the assignment's rows.
   */
  submissionCounts: defineTable({
    assignmentId: v.id("assignments"),
    courseId: v.id("courses"),
    shard: v.number(),
    submitted: v.number(),
    late: v.number(),
    graded: v.number(),
    /** Sum of the grades given, in tenths (exact integers), so average = sum / graded (ADR 0040). */
    gradeTenths: v.number(),
  })
    .index("by_assignment_shard", ["assignmentId", "shard"])
    .index("by_course", ["courseId"]),

  /** Every file a student submitted for an assignment, kept for the teacher; never replaced. */
  submissionVersions: defineTable({
    assignmentId: v.id("assignments"),
    studentId: v.id("users"),
    /** 1-based, in arrival order. */
    version: v.number(),
    file: assignmentFileValidator,
    submittedAt: v.number(),
  })
    .index("by_assignment_student_version", ["assignmentId", "studentId", "version"])
    .index("by_file", ["file.fileKey"]),

  /** One student's later deadline for one assignment (end of a day in the granter's zone). */
  extensions: defineTable({
    assignmentId: v.id("assignments"),
    courseId: v.id("courses"),
    studentId: v.id("users"),
    deadlineDate: v.string(),
    timeZone: v.string(),
    deadlineAt: v.number(),
    grantedBy: v.id("users"),
  })
    .index("by_assignment_student", ["assignmentId", "studentId"])
    // A gradebook page's extensions, one range per student shown (ADR 0040).
    .index("by_course_student", ["courseId", "studentId"]),

  /**
   * Every grade one student's work was given, one row per `graded` event (a restore included), for
   * the teacher's grade history. The submission holds the current one.
   */
  gradeHistory: defineTable({
    eventId: v.id("events"),
    assignmentId: v.id("assignments"),
    courseId: v.id("courses"),
    studentId: v.id("users"),
    grade: v.number(),
    feedback: v.string(),
    rubric: v.union(v.array(rubricChoiceSnapshotValidator), v.null()),
    overrideReason: v.union(v.string(), v.null()),
    /** The version it was given on. */
    version: v.number(),
    gradedBy: v.id("users"),
    /** The grader's name as it was then. */
    graderName: v.string(),
    gradedAt: v.number(),
    /** The earlier grade this one restored, if it is a restore. */
    restoredFrom: v.union(v.id("events"), v.null()),
  })
    .index("by_submission", ["assignmentId", "studentId", "gradedAt"])
    .index("by_event", ["eventId"]),
};
