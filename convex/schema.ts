import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v, type Infer } from "convex/values";

/** Roles of SPEC §6. "Admin" keeps the SPEC's capitalisation. */
export const roleValidator = v.union(v.literal("student"), v.literal("teacher"), v.literal("Admin"));
export type Role = Infer<typeof roleValidator>;

/** Roles a visitor may pick at sign-up (SPEC §5); Admin is granted on the server only. */
export const signUpRoleValidator = v.union(v.literal("student"), v.literal("teacher"));

export const paymentMethodValidator = v.union(v.literal("creditCard"), v.literal("paypal"), v.literal("bankTransfer"));

/** What a stored file is for; decides the allowed types, size cap and SPEC §7 folder. */
export const filePurposeValidator = v.union(
  v.literal("avatar"),
  v.literal("courseImage"),
  v.literal("courseVideo"),
  v.literal("assignmentQuestion"),
  v.literal("submission"),
  v.literal("lessonAttachment"),
);
export type FilePurpose = Infer<typeof filePurposeValidator>;

export const eventTypeValidator = v.union(
  v.literal("registered"),
  v.literal("role_changed"),
  v.literal("profile_updated"),
  v.literal("course_created"),
  v.literal("enrolled"),
  v.literal("lesson_completed"),
  v.literal("video_uploaded"),
  v.literal("assignment_posted"),
  v.literal("assignment_deadline_changed"),
  v.literal("assignment_closed"),
  v.literal("assignment_reopened"),
  v.literal("assignment_deleted"),
  v.literal("submitted"),
  v.literal("graded"),
  v.literal("extension_granted"),
  v.literal("extension_revoked"),
  v.literal("quiz_answered"),
  v.literal("quiz_finished"),
  v.literal("bank_changed"),
  v.literal("accommodation_granted"),
  v.literal("accommodation_revoked"),
  v.literal("message_removed"),
  v.literal("lesson_published"),
  v.literal("certificate_issued"),
);
export type EventType = Infer<typeof eventTypeValidator>;

/** One version (draft or published) of a lesson's content: Markdown text, a course video, files. */
export const lessonVersionValidator = v.object({
  body: v.string(),
  videoId: v.optional(v.id("videos")),
  attachmentIds: v.array(v.id("files")),
});
export type LessonVersion = Infer<typeof lessonVersionValidator>;

/** Kinds of notification a person gets (docs/notifications.md). */
export const notificationTypeValidator = v.union(
  v.literal("assignment_posted"),
  v.literal("video_uploaded"),
  v.literal("graded"),
  v.literal("deadline_tomorrow"),
  v.literal("role_changed"),
);
export type NotificationType = Infer<typeof notificationTypeValidator>;

/** Where a notification leads: a route and its params as data; the client builds a typed link. */
export const notificationLinkValidator = v.union(
  v.object({ route: v.literal("/assignmentpage"), course: v.string() }),
  v.object({
    route: v.literal("/dashboard/coursedetail/$courseId/$courseName"),
    courseId: v.string(),
    courseName: v.string(),
  }),
  v.object({ route: v.literal("/dashboard") }),
);
export type NotificationLink = Infer<typeof notificationLinkValidator>;

export const activityTypeValidator = v.union(v.literal("enrolled"), v.literal("submitted"), v.literal("quiz_finished"));
export type ActivityType = Infer<typeof activityTypeValidator>;

export default defineSchema({
  ...authTables,

  /**
   * One row per person. Convex Auth creates it at sign-up (see convex/auth.ts);
   * with Clerk it is created by `users.completeSignUp` and found by tokenIdentifier.
   */
  users: defineTable({
    // Fields Convex Auth knows about.
    name: v.optional(v.string()),
    image: v.optional(v.string()),
    email: v.optional(v.string()),
    emailVerificationTime: v.optional(v.number()),
    phone: v.optional(v.string()),
    phoneVerificationTime: v.optional(v.number()),
    isAnonymous: v.optional(v.boolean()),
    // Lyceum's profile.
    displayName: v.optional(v.string()),
    role: v.optional(roleValidator),
    /** Profile picture URL, "" when none (SPEC §3 `dp`). */
    dp: v.optional(v.string()),
    dpFileId: v.optional(v.id("files")),
    /** Years of experience, shown for instructors. */
    experience: v.optional(v.number()),
    bio: v.optional(v.string()),
    /** Set for users signed in through Clerk. */
    tokenIdentifier: v.optional(v.string()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"])
    .index("by_role", ["role"])
    .index("by_token", ["tokenIdentifier"])
    // The Admin console's name search (convex/model/adminPeople.ts).
    .searchIndex("search_name", { searchField: "displayName", filterFields: ["role"] }),

  /** Stored files, whichever provider holds the bytes (Convex storage or UploadThing). */
  files: defineTable({
    /** "static": shipped with the app under public/ (the seeded sample videos); `url` is its path. */
    provider: v.union(v.literal("convex"), v.literal("uploadthing"), v.literal("static")),
    storageId: v.optional(v.id("_storage")),
    /** UploadThing file key. */
    key: v.optional(v.string()),
    /** Public URL for providers that have one (UploadThing); Convex URLs are resolved on read. */
    url: v.optional(v.string()),
    /** SPEC §7 name, e.g. "UserDp/1700000000000_me.png". */
    path: v.string(),
    name: v.string(),
    size: v.number(),
    contentType: v.string(),
    purpose: filePurposeValidator,
    ownerId: v.id("users"),
  })
    .index("by_owner", ["ownerId"])
    .index("by_storage", ["storageId"])
    .index("by_key", ["key"]),

  /**
   * Uploads started but not finished yet (either provider; Convex-storage keys start "convex:"):
   * who may finish them and what they declared. `files.finishUpload` / `uploadthingNode.finishUploadThing`
   * turn one into a `files` row; expired ones cannot be used (docs/files.md).
   */
  pendingUploads: defineTable({
    key: v.string(),
    ownerId: v.id("users"),
    purpose: filePurposeValidator,
    name: v.string(),
    size: v.number(),
    contentType: v.string(),
    expiresAt: v.number(),
  }).index("by_key", ["key"]),

  courses: defineTable({
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

  /**
   * Quiz questions (SPEC §3), ordered by position within a bank. `bank` is a shared bank key
   * (SPEC §9 course name, e.g. "Python Course") or "course:<courseId>" for a course's own bank,
   * which then also sets `courseId`. `answer` is 1-based and never leaves the server before the
   * question is locked (docs/quiz.md).
   */
  quizQuestions: defineTable({
    bank: v.string(),
    courseId: v.optional(v.id("courses")),
    position: v.number(),
    question: v.string(),
    options: v.array(v.string()),
    answer: v.number(),
  }).index("by_bank_position", ["bank", "position"]),

  /**
   * One run through a bank; the server owns the clock and the score (ADR 0013). The questions
   * are copied at the start into `quizAttemptQuestions` (ADR 0033), so editing the bank never
   * changes a running attempt. `answers[i]` exists once question i is locked (answered or timed out),
   * in attempts started before ADR 0037; since then `answers` stays empty, each lock is a
   * `quizAttemptAnswers` row, and while the attempt runs `score` and `durationMs` count the
   * questions before `index` only (Next and Finish add the one they leave).
   */
  quizAttempts: defineTable({
    userId: v.id("users"),
    bank: v.string(),
    bankTitle: v.string(),
    status: v.union(v.literal("active"), v.literal("finished")),
    /** The snapshot of attempts started before ADR 0033; newer ones keep it in quizAttemptQuestions. */
    questions: v.optional(
      v.array(v.object({ question: v.string(), options: v.array(v.string()), answer: v.number() })),
    ),
    /** Questions in the attempt (set since ADR 0033; older attempts count `questions`). */
    questionCount: v.optional(v.number()),
    /** 0-based index of the question on screen. */
    index: v.number(),
    questionStartedAt: v.number(),
    /** Per-question time under the student's allowance; null when untimed. */
    timeLimitMs: v.union(v.number(), v.null()),
    /** When the current question locks (server clock); null when untimed. */
    deadline: v.union(v.number(), v.null()),
    answers: v.array(
      v.object({
        /** 1-based option, or null when the time ran out. */
        chosen: v.union(v.number(), v.null()),
        correct: v.boolean(),
        /** Time spent on the question (capped at its limit). */
        elapsedMs: v.number(),
      }),
    ),
    score: v.number(),
    startedAt: v.number(),
    finishedAt: v.optional(v.number()),
    /** Sum of answers' elapsedMs: the leaderboard's tie-breaker. */
    durationMs: v.optional(v.number()),
    /**
     * The course it was started from, when its bank is a shared one (ADR 0037): the quiz page finds
     * it without resolving the bank (a course's own bank already names the course).
     */
    courseId: v.optional(v.id("courses")),
  })
    .index("by_user_bank_status", ["userId", "bank", "status"])
    // Kept for its order: a student's attempts in every bank, newest first (quiz.myAttempts).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"]),

  /**
   * An attempt's question snapshot, one document per question (ADR 0033), written once by
   * quiz.start and deleted with the attempt. `answer` (1-based) is the right option: server only.
   */
  quizAttemptQuestions: defineTable({
    attemptId: v.id("quizAttempts"),
    /** 0-based position in the attempt. */
    index: v.number(),
    question: v.string(),
    options: v.array(v.string()),
    answer: v.number(),
  }).index("by_attempt_index", ["attemptId", "index"]),

  /**
   * The lock of one question of an attempt (ADR 0037): written once, when the question is
   * answered or times out, so the attempt document never grows. No right option here.
   */
  quizAttemptAnswers: defineTable({
    attemptId: v.id("quizAttempts"),
    /** 0-based position in the attempt. */
    index: v.number(),
    /** 1-based option, or null when the time ran out. */
    chosen: v.union(v.number(), v.null()),
    correct: v.boolean(),
    /** Time spent on the question (capped at its limit). */
    elapsedMs: v.number(),
  }).index("by_attempt_index", ["attemptId", "index"]),

  /**
   * The leaderboard read model: each student's best finished attempt per bank, updated by
   * `quiz.finish`. `negScore` is -score so one ascending index gives score desc, then time asc.
   */
  quizBest: defineTable({
    bank: v.string(),
    userId: v.id("users"),
    displayName: v.string(),
    score: v.number(),
    negScore: v.number(),
    total: v.number(),
    durationMs: v.number(),
    attemptId: v.id("quizAttempts"),
    finishedAt: v.number(),
  })
    .index("by_bank_rank", ["bank", "negScore", "durationMs"])
    .index("by_user_bank", ["userId", "bank"]),

  /** More time per question for one student (WCAG 2.2.1), in every quiz; no row = standard. */
  quizAccommodations: defineTable({
    studentId: v.id("users"),
    allowance: v.union(v.literal("x1.5"), v.literal("x2"), v.literal("untimed")),
    grantedBy: v.id("users"),
    /** The course through which it was granted (the granter teaches it). */
    courseId: v.id("courses"),
  }).index("by_student", ["studentId"]),

  /**
   * Chat messages (SPEC §3 Message; docs/discussion.md). `room` is "global" or a course id;
   * `_creationTime` is the server timestamp (SPEC `createdAt`), so by_room orders a room by time.
   * A removed message keeps its row with `text` cleared.
   */
  messages: defineTable({
    room: v.string(),
    text: v.string(),
    authorId: v.id("users"),
    /** Author's display name at the time of sending (SPEC §3 `user`). */
    authorName: v.string(),
    removedAt: v.optional(v.number()),
    removedBy: v.optional(v.id("users")),
    /**
     * The message's number in its room (1, 2, ...), so unread counts are a subtraction instead
     * of a scan (model/chatUnread.ts). Absent on messages sent before it existed.
     */
    seq: v.optional(v.number()),
  })
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes -- by_room orders a room's messages by time (the pages of a room); by_room_author orders them by author first.
    .index("by_room", ["room"])
    .index("by_room_author", ["room", "authorId"])
    .index("by_room_removed", ["room", "removedAt"]),

  /**
   * A user's place in a chat room (model/chatMembership.ts, ADR 0031): one row per user and room,
   * written when they enrol in or create a course (named: the rooms list reads these rows) and
   * when they first read the global room (unnamed). Read marks: the time and the room's message
   * number read up to, so an unread count is a subtraction against the room's head.
   */
  chatReads: defineTable({
    userId: v.id("users"),
    room: v.string(),
    lastReadAt: v.number(),
    /** The room's newest message number at `lastReadAt`; absent on marks from before numbering. */
    lastReadSeq: v.optional(v.number()),
    /** The course's name on a course room's row; absent on the global room's and older rows. */
    name: v.optional(v.string()),
    /** `unreadPart(room)`: which of the badge's subscriptions counts this room (ADR 0031). */
    part: v.optional(v.number()),
    /** On the course teacher's row: they moderate the room (`requireRoomQuick`). */
    teaches: v.optional(v.boolean()),
  })
    .index("by_user_room", ["userId", "room"])
    .index("by_user_name", ["userId", "name"])
    .index("by_user_part_room", ["userId", "part", "room"]),

  /**
   * The read marks of the chat rooms a user is in, one document per badge part (`unreadPart`,
   * model/chatPartMarks.ts, ADR 0041): the top bar's badge reads this instead of one `chatReads`
   * row per room. Kept in step with those rows; at most MAX_COURSE_ROOMS + 1 marks, each
   * room → [lastReadAt, lastReadSeq] (the number absent on marks from before numbering): a pair
   * instead of named fields, since the document is read by every badge part and rewritten by
   * every read mark.
   */
  chatPartMarks: defineTable({
    userId: v.id("users"),
    part: v.number(),
    marks: v.record(v.string(), v.array(v.number())),
  }).index("by_user_part", ["userId", "part"]),

  /** A chat room's newest message number (one row per room with numbered messages). */
  chatHeads: defineTable({
    room: v.string(),
    lastSeq: v.number(),
  }).index("by_room", ["room"]),

  /**
   * The stored copy of the programming articles feed (convex/model/articles.ts): the tag's whole
   * set is replaced on each successful fetch; links are http(s), cover images https.
   */
  articles: defineTable({
    externalId: v.string(),
    tag: v.string(),
    title: v.string(),
    description: v.string(),
    url: v.string(),
    coverImage: v.optional(v.string()),
    publishedAt: v.number(),
    /** When the fetch that brought this set finished. */
    fetchedAt: v.number(),
  }).index("by_tag_published", ["tag", "publishedAt"]),

  /**
   * One row per tag: when its set was last fetched, whether the last attempt failed (and why),
   * and whether a refresh is under way (so page visits schedule one at a time).
   */
  articleFeeds: defineTable({
    tag: v.string(),
    fetchedAt: v.optional(v.number()),
    failedAt: v.optional(v.number()),
    failure: v.optional(v.string()),
    refreshStartedAt: v.optional(v.number()),
  }).index("by_tag", ["tag"]),

  /**
   * Read model built from `events` by convex/model/projections.ts: one row per person and thing
   * to tell them. `key` makes each one unique (idempotent projection, deadline reminders);
   * `at` is the time of the event it comes from. Rebuilt by `projections:rebuild`.
   */
  notifications: defineTable({
    userId: v.id("users"),
    type: notificationTypeValidator,
    title: v.string(),
    link: notificationLinkValidator,
    /** The event it was derived from; none for a deadline reminder (the clock's, not an event's). */
    eventId: v.optional(v.id("events")),
    key: v.string(),
    read: v.boolean(),
    at: v.number(),
  })
    .index("by_user_read", ["userId", "read"])
    .index("by_user_time", ["userId", "at"])
    .index("by_key", ["key"]),

  /**
   * A person's unread notifications, kept by every write that changes them (ADR 0032,
   * convex/model/notificationCounts.ts). Trusted only when present; `overCap` means "more than
   * UNREAD_CAP" from a bounded count, when the exact number was not known.
   */
  notificationCounts: defineTable({
    userId: v.id("users"),
    unread: v.number(),
    overCap: v.optional(v.boolean()),
  }).index("by_user", ["userId"]),

  /** Read model built from `events`: who enrolled, submitted or finished a quiz in a course. */
  courseActivity: defineTable({
    courseId: v.id("courses"),
    eventId: v.id("events"),
    type: activityTypeValidator,
    actorName: v.string(),
    summary: v.string(),
    at: v.number(),
  }).index("by_course_time", ["courseId", "at"]),

  /**
   * One-time codes Lyceum mails (model/accountCodes.ts): e-mail verification and password reset.
   * At most one per person and purpose; only the SHA-256 of the code is kept.
   */
  accountCodes: defineTable({
    userId: v.id("users"),
    purpose: v.union(v.literal("verify"), v.literal("reset")),
    /** "" from the request until the mailing action has made the code. */
    codeHash: v.string(),
    expiresAt: v.number(),
    sentAt: v.number(),
    attempts: v.number(),
  }).index("by_user_purpose", ["userId", "purpose"]),

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

  /** Audit trail of what users care about; written in the same transaction as the change. */
  events: defineTable({
    type: eventTypeValidator,
    actorId: v.optional(v.id("users")),
    subjectUserId: v.optional(v.id("users")),
    courseId: v.optional(v.id("courses")),
    detail: v.optional(v.string()),
  })
    .index("by_actor", ["actorId"])
    .index("by_subject", ["subjectUserId"])
    .index("by_course", ["courseId"])
    // The Admin console's event log filtered by type (convex/model/adminEvents.ts).
    .index("by_type", ["type"]),
});
