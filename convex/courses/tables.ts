import { defineTable } from "convex/server";
import { v } from "convex/values";
import { paymentMethodValidator, lessonVersionValidator } from "../shared/validators";

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
    /** Its lessons, kept by the courses projector: My learning and certificates need no lesson read (ADR 0029). */
    lessonCount: v.number(),
    /**
     * Its lessons that can be completed, published with content (ADR 0076), kept by the courses
     * projector: progress totals and certificates count these.
     */
    readableLessonCount: v.number(),
    /** Archived (`course_archived`, ADR 0065): out of the catalogue, no new enrolments, hand-ins or chat. */
    archived: v.boolean(),
  })
    .index("by_key", ["key"])
    .index("by_instructor", ["instructorId"])
    .index("by_name", ["name"])
    .index("by_archived", ["archived"])
    .searchIndex("search_text", { searchField: "searchText", filterFields: ["archived"] }),

  /**
   * Enrolments of a course, spread over SHARDS rows (events/shards.ts): everyone enrols
   * on the first day of term, so no single document counts them all. The count is their sum.
   */
  courseEnrolmentCounts: defineTable({
    courseId: v.id("courses"),
    shard: v.number(),
    count: v.number(),
  }).index("by_course_shard", ["courseId", "shard"]),

  /** Lessons of a course, ordered by position (0..n-1 without gaps). */
  lessons: defineTable({
    /** The id of the event that created it (`lesson_added`, or `course_created` + ":" + its index). */
    key: v.string(),
    courseId: v.id("courses"),
    position: v.number(),
    title: v.string(),
    /** Its published version has content (shared/lessonRules.ts hasLessonContent): it can be completed. */
    readable: v.boolean(),
    /**
     * The course videos its draft or published version shows (absent: none), kept by the courses
     * projector: the video list says where each is used and a used video is not deleted (ADR 0067).
     */
    videoIds: v.optional(v.array(v.id("videos"))),
  })
    .index("by_key", ["key"])
    .index("by_course_position", ["courseId", "position"]),

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

  /**
   * Where a person left a lesson's video: one row per person and lesson, written throttled.
   * Momentary state, not a projection (ADR 0049): no event, kept through a rebuild, so it names
   * the lesson and the video by their keys.
   */
  lessonPlayback: defineTable({
    userId: v.id("users"),
    lessonKey: v.string(),
    /** The video the position belongs to; another video starts from 0. */
    videoKey: v.string(),
    seconds: v.number(),
  }).index("by_user_lesson", ["userId", "lessonKey"]),

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
    /** None when the student joined with a code or was enrolled from a roster (no form filled). */
    paymentMethod: v.optional(paymentMethodValidator),
    /** Never the full details: e.g. "•••• 4242" for a card. */
    paymentDetailsMasked: v.string(),
    /** Lessons of the course it completed, in the order they were ticked; a removed lesson leaves it. */
    completedLessonIds: v.array(v.id("lessons")),
    /** When the student enrolled (the `enrolled` event's time). */
    enrolledAt: v.number(),
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
    /** When the student enrolled (the `enrolled` event's time). */
    enrolledAt: v.number(),
    /** The key of the join code they joined with, if they did. */
    joinCodeKey: v.optional(v.string()),
  })
    .index("by_user_course", ["userId", "courseId"])
    .index("by_course_enrolledAt", ["courseId", "enrolledAt"])
    // Who joined with a code, most recent first (the teacher's join-code panel).
    .index("by_join_code", ["joinCodeKey", "enrolledAt"])
    // The gradebook's pages of students in name order (ADR 0040).
    .index("by_course_name", ["courseId", "name", "email"]),

  /**
   * Join codes of a course (ADR 0053), a projection of `join_code_created` / `join_code_revoked`.
   * A code is unique among all codes ever made, revoked ones too.
   */
  joinCodes: defineTable({
    /** The id of its `join_code_created` event. */
    key: v.string(),
    courseId: v.id("courses"),
    /** 8 symbols of JOIN_CODE_ALPHABET, stored without the dash. */
    code: v.string(),
    createdBy: v.id("users"),
    createdByName: v.string(),
    createdAt: v.number(),
    expiresAt: v.optional(v.number()),
    seatLimit: v.optional(v.number()),
    revokedAt: v.optional(v.number()),
  })
    .index("by_key", ["key"])
    .index("by_code", ["code"])
    // Live codes first (revokedAt undefined sorts first), then the revoked by when.
    .index("by_course_revoked", ["courseId", "revokedAt"]),

  /**
   * How many joined with a code, spread over SHARDS rows by student (ADR 0051): 500 students
   * joining with one code in an hour write 4 rows, not one. The count is their sum.
   */
  joinCodeUses: defineTable({
    joinCodeKey: v.string(),
    shard: v.number(),
    count: v.number(),
  }).index("by_code_shard", ["joinCodeKey", "shard"]),

  /** The "Add to Cart" list of a user. */
  cartItems: defineTable({
    userId: v.id("users"),
    courseId: v.id("courses"),
    /** When it was added (the `cart_added` event's time). */
    addedAt: v.number(),
  }).index("by_user_course", ["userId", "courseId"]),

  videos: defineTable({
    /** The id of its `video_uploaded` event. */
    key: v.string(),
    courseId: v.id("courses"),
    fileId: v.id("files"),
    /** 1-based, 1..n without gaps. */
    position: v.number(),
    /** The name the teacher gave it (`video_renamed`); absent: "Video N" after its position. */
    title: v.optional(v.string()),
    uploadedBy: v.id("users"),
  })
    .index("by_key", ["key"])
    .index("by_course_position", ["courseId", "position"]),

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

  /**
   * The class roster (ADR 0068), a projection kept by the roster projector
   * (courses/projector/roster.ts) from enrolments, lessons, quizzes and hand-ins: one row per
   * student of a course, written on that student's own events (no hot document), with a sortable
   * field per column. Missing work depends on the clock: worked out when a page is read, from
   * `submittedAssignmentIds` and `extensions` here and the course's assignments.
   */
  classRoster: defineTable({
    courseId: v.id("courses"),
    userId: v.id("users"),
    /** The enrolment's studentName and studentEmail. */
    name: v.string(),
    email: v.string(),
    enrolledAt: v.number(),
    /** Lessons of the course done (a removed lesson leaves it). */
    lessonsDone: v.number(),
    /** Best finished attempt at the course's quiz, in percent (one decimal); absent: none. */
    quizBest: v.optional(v.number()),
    /** Percent of the points of their graded work they earned, held grades too (as the gradebook); absent: none graded. */
    gradeAverage: v.optional(v.number()),
    /** Hand-ins whose current version arrived after their deadline (extension included). */
    lateCount: v.number(),
    /** The assignments they handed in, and their extensions: missing work is worked out from these. */
    submittedAssignmentIds: v.array(v.id("assignments")),
    extensions: v.array(v.object({ assignmentId: v.id("assignments"), deadlineAt: v.number() })),
    /** Their graded work, in tenths of a point: what `gradeAverage` is worked out from. */
    grades: v.array(v.object({ assignmentId: v.id("assignments"), gradeTenths: v.number(), pointsTenths: v.number() })),
    /** Their last enrolment, lesson, quiz or hand-in event in the course. */
    lastActivityAt: v.number(),
  })
    .index("by_user_course", ["userId", "courseId"])
    .index("by_course_name", ["courseId", "name", "email"])
    .index("by_course_progress", ["courseId", "lessonsDone", "name"])
    .index("by_course_quiz", ["courseId", "quizBest"])
    .index("by_course_grade", ["courseId", "gradeAverage"])
    .index("by_course_activity", ["courseId", "lastActivityAt"])
    .index("by_course_late", ["courseId", "lateCount"])
    .searchIndex("search_name", { searchField: "name", filterFields: ["courseId"] }),
};
