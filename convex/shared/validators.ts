/** Validators shared by the schema's tables, the functions' arguments and the event payloads. */
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
  /** A course announcement was published (issue #30). */
  v.literal("announcement"),
  /** Someone commented on an announcement you posted or commented on ("reply to you"). */
  v.literal("announcement_reply"),
  /** Teachers: hand-ins to an assignment of theirs, grouped while unread. */
  v.literal("submitted"),
  /** Teachers: enrolments and joins in a course of theirs, grouped while unread. */
  v.literal("enrolled"),
  /** Teachers: messages in a course room of theirs, grouped while unread. */
  v.literal("room_message"),
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
  /** A course's discussion room (`room`: the course id), as /chatRoom?room= names it. */
  v.object({ route: v.literal("/chatRoom"), room: v.string() }),
);
export type NotificationLink = Infer<typeof notificationLinkValidator>;

/** What the course activity feed shows: who enrolled, completed a lesson, submitted, finished a quiz; what was published or uploaded. */
export const activityTypeValidator = v.union(
  v.literal("enrolled"),
  v.literal("lesson_completed"),
  v.literal("lesson_published"),
  v.literal("video_uploaded"),
  v.literal("submitted"),
  v.literal("quiz_finished"),
);
export type ActivityType = Infer<typeof activityTypeValidator>;
