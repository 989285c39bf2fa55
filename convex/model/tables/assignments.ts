import { defineTable } from "convex/server";
import { v } from "convex/values";

export const assignmentsTables = {
  /**
   * An assignment posted to a course (SPEC §3 Assignment). The deadline was typed as a day in the
   * poster's time zone; `deadlineAt` is the last millisecond of that day there (ADR 0009).
   */
  assignments: defineTable({
    courseId: v.id("courses"),
    title: v.string(),
    /** yyyy-mm-dd from the date inputs, as typed. */
    assignedDate: v.string(),
    deadlineDate: v.string(),
    /** IANA zone of whoever set the deadline last. */
    timeZone: v.string(),
    deadlineAt: v.number(),
    /** Copied from the course when posted, never from the client. */
    instructorName: v.string(),
    postedBy: v.id("users"),
    questionFileId: v.id("files"),
    /** Set while the assignment is closed to new work. */
    closedAt: v.optional(v.number()),
  })
    .index("by_course", ["courseId"])
    .index("by_question_file", ["questionFileId"]),

  /**
   * One row per student and assignment: their current work and its grade. "Current" is the single
   * field `currentVersionId`, so concurrent submits (serialised by Convex) leave exactly one.
   */
  submissions: defineTable({
    assignmentId: v.id("assignments"),
    courseId: v.id("courses"),
    studentId: v.id("users"),
    currentVersionId: v.id("submissionVersions"),
    versionCount: v.number(),
    /** When the current version arrived (server clock). */
    submittedAt: v.number(),
    grade: v.optional(v.number()),
    feedback: v.optional(v.string()),
    gradedAt: v.optional(v.number()),
    gradedBy: v.optional(v.id("users")),
    /** The version that was current when the grade was given. */
    gradedVersion: v.optional(v.number()),
    /**
     * What the teacher's roster shows of the current version's file, copied from the file row by
     * `submissions.submit` (ADR 0030). Trusted only while `versionId` is `currentVersionId`;
     * rows without it read the version and the file. Never sent to a client as is.
     */
    currentFile: v.optional(
      v.object({
        versionId: v.id("submissionVersions"),
        version: v.number(),
        name: v.string(),
        contentType: v.string(),
        size: v.number(),
        /** The file row's `url` or `storageId`: its link is resolved on read, as from the file row. */
        url: v.optional(v.string()),
        storageId: v.optional(v.id("_storage")),
      }),
    ),
  })
    .index("by_assignment_student", ["assignmentId", "studentId"])
    // One student's work in a course: a gradebook page reads only its students' (ADR 0040); its
    // prefix serves the whole course (the CSV export), so it replaced "by_course".
    .index("by_course_student", ["courseId", "studentId"]),

  /**
   * "Submitted / late / graded" of one assignment, kept by the mutations that change them (ADR
   * 0030) so the teacher's cards read one row instead of every submission. A separate row, not
   * fields of the assignment, so a hand-in does not re-run every query that read the assignment.
   * No row: the counts are taken from the submissions (assignments older than this row).
   */
  submissionCounts: defineTable({
    assignmentId: v.id("assignments"),
    courseId: v.id("courses"),
    submitted: v.number(),
    late: v.number(),
    graded: v.number(),
    /** Sum of the grades given, in tenths (exact integers), so average = sum / graded (ADR 0040); absent on older rows. */
    gradeTenths: v.optional(v.number()),
  })
    .index("by_assignment", ["assignmentId"])
    .index("by_course", ["courseId"]),

  /** Every file a student submitted for an assignment, kept for the teacher; never replaced. */
  submissionVersions: defineTable({
    assignmentId: v.id("assignments"),
    studentId: v.id("users"),
    /** 1-based, in arrival order. */
    version: v.number(),
    fileId: v.id("files"),
    submittedAt: v.number(),
  })
    .index("by_assignment_student_version", ["assignmentId", "studentId", "version"])
    .index("by_file", ["fileId"]),

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
};
