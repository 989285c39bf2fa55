import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v, type Infer } from "convex/values";

/** Roles of SPEC §6. "Admin" keeps the SPEC's capitalisation. */
export const roleValidator = v.union(
  v.literal("student"),
  v.literal("teacher"),
  v.literal("Admin"),
);
export type Role = Infer<typeof roleValidator>;

/** Roles a visitor may pick at sign-up (SPEC §5); Admin is granted on the server only. */
export const signUpRoleValidator = v.union(
  v.literal("student"),
  v.literal("teacher"),
);

export const paymentMethodValidator = v.union(
  v.literal("creditCard"),
  v.literal("paypal"),
  v.literal("bankTransfer"),
);

/** What a stored file is for; decides the allowed types, size cap and SPEC §7 folder. */
export const filePurposeValidator = v.union(
  v.literal("avatar"),
  v.literal("courseImage"),
  v.literal("courseVideo"),
  v.literal("assignmentQuestion"),
  v.literal("submission"),
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
  v.literal("submitted"),
  v.literal("graded"),
  v.literal("quiz_answered"),
  v.literal("quiz_finished"),
);
export type EventType = Infer<typeof eventTypeValidator>;

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
    .index("by_token", ["tokenIdentifier"]),

  /** Stored files, whichever provider holds the bytes (Convex storage or UploadThing). */
  files: defineTable({
    provider: v.union(v.literal("convex"), v.literal("uploadthing")),
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
   * Uploads handed to UploadThing but not finished yet: who may finish them and what they
   * declared. `files.finishUploadThing` turns one into a `files` row; expired ones cannot be used.
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
  })
    .index("by_user_course", ["userId", "courseId"])
    .index("by_course", ["courseId"]),

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

  assignments: defineTable({
    courseId: v.id("courses"),
    title: v.string(),
    /** ISO dates (yyyy-mm-dd) from date inputs. */
    assignmentDate: v.string(),
    deadline: v.string(),
    instructorName: v.string(),
    teacherId: v.id("users"),
    fileId: v.id("files"),
  }).index("by_course", ["courseId"]),

  submissions: defineTable({
    assignmentId: v.id("assignments"),
    courseId: v.id("courses"),
    studentId: v.id("users"),
    submittedAt: v.number(),
    fileId: v.id("files"),
    grade: v.optional(v.string()),
  })
    .index("by_assignment_student", ["assignmentId", "studentId"])
    .index("by_student", ["studentId"])
    .index("by_course", ["courseId"]),

  /** Quiz banks keyed by course name (SPEC §9), ordered by position. `answer` is 1-based. */
  quizQuestions: defineTable({
    bank: v.string(),
    position: v.number(),
    question: v.string(),
    options: v.array(v.string()),
    answer: v.number(),
  }).index("by_bank_position", ["bank", "position"]),

  /** One run through a bank; the server owns the clock and the score. */
  quizAttempts: defineTable({
    userId: v.id("users"),
    bank: v.string(),
    questionIds: v.array(v.id("quizQuestions")),
    currentIndex: v.number(),
    questionStartedAt: v.number(),
    answers: v.array(
      v.object({
        questionId: v.id("quizQuestions"),
        /** 1-based option, or null when the time ran out. */
        chosen: v.union(v.number(), v.null()),
        correct: v.boolean(),
      }),
    ),
    score: v.number(),
    finishedAt: v.optional(v.number()),
  }).index("by_user", ["userId"]),

  /** Global chat; ordered by _creationTime (the server timestamp). */
  messages: defineTable({
    text: v.string(),
    userId: v.id("users"),
    /** Author's display name at the time of sending (SPEC §3 `user`). */
    user: v.string(),
  }),

  /** Cached programming articles from the public feed. */
  articles: defineTable({
    externalId: v.string(),
    tag: v.string(),
    title: v.string(),
    description: v.string(),
    url: v.string(),
    coverImage: v.optional(v.string()),
    publishedAt: v.number(),
  })
    .index("by_tag_published", ["tag", "publishedAt"])
    .index("by_external_id", ["externalId"]),

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
    .index("by_course", ["courseId"]),
});
