import { defineTable } from "convex/server";
import { v } from "convex/values";
import { paymentMethodValidator, lessonVersionValidator } from "../validators";

export const coursesTables = {
  courses: defineTable({
    /** The id of its `course_created` event: what events call it (ADR 0049). */
    key: v.string(),
    name: v.string(),
    description: v.string(),
    durationHours: v.number(),
    instructorName: v.string(),
    instructorId: v.id("users"),
    category: v.string(),
    /** Image URL, "" when none (SPEC §3 courseImage). */
    imageUrl: v.string(),
    imageFileId: v.optional(v.id("files")),
    /** Lower-cased "name category" for the catalogue search box. */
    searchText: v.string(),
    /** Enrolments so far, kept by enrollments.enroll (ADR 0022); absent on courses older than it. */
    enrolledCount: v.optional(v.number()),
    /** Its lessons, kept by lesson add/remove and course creation (ADR 0029); absent on older courses. */
    lessonCount: v.optional(v.number()),
    /** How many lessons were ever removed: an enrolment counted before the last removal is recounted (ADR 0029). */
    lessonsRemoved: v.optional(v.number()),
    /**
     * True once every enrolment of the course has its `courseMembers` row (ADR 0036): set by the
     * first enrolment of a course and by `courseMembers:backfill`; absent, readers use `enrollments`.
     */
    membersComplete: v.optional(v.boolean()),
  })
    .index("by_key", ["key"])
    .index("by_instructor", ["instructorId"])
    .index("by_name", ["name"])
    .searchIndex("search_text", { searchField: "searchText" }),

  /** Lessons of a course, ordered by position. */
  lessons: defineTable({
    courseId: v.id("courses"),
    position: v.number(),
    title: v.string(),
  }).index("by_course_position", ["courseId", "position"]),

  /**
   * What a lesson holds besides its title (docs/lessons.md): the teacher's draft and the version
   * students see, one row per lesson (none until the lesson is first edited). Kept out of
   * `lessons` so the lesson lists do not read up to 50,000 characters per lesson.
   */
  lessonContents: defineTable({
    lessonId: v.id("lessons"),
    courseId: v.id("courses"),
    draft: lessonVersionValidator,
    /** The last published version; students never see the draft. */
    published: v.optional(lessonVersionValidator),
    draftSavedAt: v.number(),
    publishedAt: v.optional(v.number()),
  }).index("by_lesson", ["lessonId"]),

  /** Where a person left a lesson's video: one row per person and lesson, written throttled. */
  lessonPlayback: defineTable({
    userId: v.id("users"),
    lessonId: v.id("lessons"),
    /** The video the position belongs to; another video starts from 0. */
    videoId: v.id("videos"),
    seconds: v.number(),
  }).index("by_user_lesson", ["userId", "lessonId"]),

  enrollments: defineTable({
    userId: v.id("users"),
    courseId: v.id("courses"),
    courseName: v.string(),
    studentName: v.string(),
    studentEmail: v.string(),
    /** The public student number shown on the form (the user id). */
    studentId: v.string(),
    phoneNumber: v.string(),
    degreeProgram: v.string(),
    yearOrSemester: v.string(),
    paymentMethod: paymentMethodValidator,
    /** Never the full details: e.g. "•••• 4242" for a card. */
    paymentDetailsMasked: v.string(),
    completedLessonIds: v.array(v.id("lessons")),
    /**
     * completedLessonIds' length when it held only existing lessons, with the course's
     * lessonsRemoved at that moment (ADR 0029); absent on older enrolments.
     */
    completedCount: v.optional(v.number()),
    completedCountAtRemovals: v.optional(v.number()),
  })
    .index("by_user_course", ["userId", "courseId"])
    .index("by_course", ["courseId"]),

  /**
   * Who is enrolled in a course, small (ADR 0036): one row per enrolment, written with it, for the
   * readers that need only the student's id and name (gradebook, rosters, notification fan-outs,
   * membership checks) instead of the ~0.6 KB enrolment form.
   */
  courseMembers: defineTable({
    courseId: v.id("courses"),
    userId: v.id("users"),
    /** The enrolment's studentName and studentEmail. */
    name: v.string(),
    email: v.string(),
    /** The enrolment's _creationTime (a backfilled row is newer than its enrolment). */
    enrolledAt: v.number(),
  })
    .index("by_user_course", ["userId", "courseId"])
    .index("by_course_enrolledAt", ["courseId", "enrolledAt"])
    // The gradebook's pages of students in name order (ADR 0040).
    .index("by_course_name", ["courseId", "name", "email"]),

  /** The "Add to Cart" list of a user. */
  cartItems: defineTable({
    userId: v.id("users"),
    courseId: v.id("courses"),
  }).index("by_user_course", ["userId", "courseId"]),

  videos: defineTable({
    courseId: v.id("courses"),
    fileId: v.id("files"),
    /** 1-based; "Video N" is derived from it. */
    position: v.number(),
    uploadedBy: v.id("users"),
  }).index("by_course_position", ["courseId", "position"]),

  /**
   * A certificate of completion (docs/certificates.md, ADR 0025): at most one per student and
   * course, issued in the transaction that completed the course. Names and date are kept as
   * printed, so the PDF and the verification page never change afterwards.
   */
  certificates: defineTable({
    userId: v.id("users"),
    courseId: v.id("courses"),
    /** "XXXX-XXXX-XXXX-XXXX", 80 random bits (model/certificateRules.ts). */
    code: v.string(),
    studentName: v.string(),
    courseName: v.string(),
    teacherName: v.string(),
    issuedAt: v.number(),
  })
    .index("by_user_course", ["userId", "courseId"])
    .index("by_code", ["code"]),
};
