/**
 * The notifications projector: the bell's rows and kept unread counts (ADR 0032) and the course
 * activity feed. Names and titles come from the event's payload, as they were when it happened.
 */
import { internal } from "../_generated/api";
import { scheduleReminder } from "./model/notificationsDeadline";
import { courseByKey } from "../courses/keys";
import { defineProjector } from "../events/projector";
import { fanOutBatch } from "./projector/fanOut";
import { groupKey, notifyGrouped } from "./projector/groups";
import { addActivity, markBatchRead, markRowRead, notify } from "./projector/rows";
import { mailHandlers } from "./projector/outbox";
import { pushHandlers } from "./projector/push";
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { EventDoc } from "../events/types";
import type { NotifyMessage } from "../shared/notifications/messages";
import { announcementByKey } from "../announcements/model/keys";
import { ANNOUNCEMENT_REPLY_AUDIENCE } from "../shared/announcementRules";

/** One reminder per student and deadline: what the clock checks before telling someone again. */
export function reminderKey(assignmentKey: string, deadlineAt: number, userId: string): string {
  return `reminder:${assignmentKey}:${deadlineAt}:${userId}`;
}

/** An announcement became visible (ADR 0071): every student enrolled then is told, in batches. */
async function announce(
  ctx: MutationCtx,
  row: Doc<"announcements"> | null,
  eventId: Doc<"events">["_id"],
  at: number,
  options: { replay: boolean },
): Promise<void> {
  const course = row === null || !row.published ? null : await ctx.db.get("courses", row.courseId);
  if (row === null || course === null) return;
  await fanOutBatch(
    ctx,
    {
      eventId,
      courseId: course._id,
      type: "announcement",
      message: { key: "notify.announcement", params: { course: course.name, title: row.title } },
      link: { route: "/dashboard/coursedetail/$courseId/$courseName", courseId: course._id, courseName: course.name },
      at,
      after: 0,
    },
    options,
  );
}

/**
 * A new video's words for the feed and the bell (issue #33): "Video {position}: {fileName}" in the
 * reader's language, or the name a copied course brought along.
 */
function videoMessages(event: EventDoc<"video_uploaded">): { feed: NotifyMessage; bell: NotifyMessage } {
  const course = event.courseName;
  if (event.title !== undefined) {
    return {
      feed: { key: "notify.activity.videoUploadedNamed", params: { title: event.title } },
      bell: { key: "notify.videoUploadedNamed", params: { course, title: event.title } },
    };
  }
  const video = { position: event.position, fileName: event.fileName };
  return {
    feed: { key: "notify.activity.videoUploaded", params: video },
    bell: { key: "notify.videoUploaded", params: { course, ...video } },
  };
}

export const notificationsProjector = defineProjector({
  name: "notifications",
  tables: {
    notifications: ["key"],
    notificationCounts: ["userId"],
    courseActivity: ["eventId"],
    notificationGroupItems: ["key"],
    mailPreferences: ["userId"],
    mailOutbox: ["key"],
    pushSubscriptions: ["endpoint"],
  },
  on: {
    ...mailHandlers,
    ...pushHandlers,
    assignment_posted: async (ctx, event, { replay }) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await fanOutBatch(
        ctx,
        {
          eventId: event._id,
          courseId: course._id,
          type: "assignment_posted",
          message: { key: "notify.assignmentPosted", params: { course: event.courseName, title: event.title } },
          link: { route: "/assignmentpage", course: course._id },
          at: event._creationTime,
          after: 0,
        },
        { replay },
      );
      if (!replay) await scheduleReminder(ctx, event._id, event.deadlineAt);
    },
    assignment_deadline_changed: async (ctx, event, { replay }) => {
      if (!replay) await scheduleReminder(ctx, event.assignmentKey, event.to);
    },
    video_uploaded: async (ctx, event, { replay }) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      const { feed, bell } = videoMessages(event);
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "video_uploaded",
        actorName: event.courseName,
        message: feed,
        at: event._creationTime,
      });
      await fanOutBatch(
        ctx,
        {
          eventId: event._id,
          courseId: course._id,
          type: "video_uploaded",
          message: bell,
          link: {
            route: "/dashboard/coursedetail/$courseId/$courseName",
            courseId: course._id,
            courseName: event.courseName,
          },
          at: event._creationTime,
          after: 0,
        },
        { replay },
      );
    },
    /** A grade tells its student, unless the assignment's grades are held (ADR 0061). */
    graded: async (ctx, event, options) => {
      if (event.held) return;
      const course = await courseByKey(ctx, event.courseKey);
      if (event.subjectUserId === undefined || course === null) return;
      await notify(
        ctx,
        {
          userId: event.subjectUserId,
          type: "graded",
          message: {
            key: "notify.graded",
            params: { title: event.title, grade: event.grade, points: event.points },
          },
          link: { route: "/assignmentpage", course: course._id },
          eventId: event._id,
          key: `${event._id}:${event.subjectUserId}`,
          at: event._creationTime,
        },
        options,
      );
    },
    /** Held grades released: each graded student is told once (at most ASSIGNMENT_LIMITS.students). */
    grades_released: async (ctx, event, options) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      for (const userId of event.studentIds) {
        await notify(
          ctx,
          {
            userId,
            type: "graded",
            message: { key: "notify.gradesReleased", params: { title: event.title } },
            link: { route: "/assignmentpage", course: course._id },
            eventId: event._id,
            key: `${event._id}:${userId}`,
            at: event._creationTime,
          },
          options,
        );
      }
    },
    role_changed: async (ctx, event, options) => {
      if (event.subjectUserId === undefined) return;
      await notify(
        ctx,
        {
          userId: event.subjectUserId,
          type: "role_changed",
          message: { key: "notify.roleChanged", params: { role: event.to } },
          link: { route: "/dashboard" },
          eventId: event._id,
          key: `${event._id}:${event.subjectUserId}`,
          at: event._creationTime,
        },
        options,
      );
    },
    enrolled: async (ctx, event, options) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      // The teacher is told of a join or an enrolment, not of their own roster's (ADR 0074).
      if (event.subjectUserId !== undefined && event.actorId !== course.instructorId) {
        await notifyGrouped(
          ctx,
          {
            userId: course.instructorId,
            type: "enrolled",
            message: { key: "notify.enrolled", params: { name: event.studentName, course: event.courseName } },
            link: {
              route: "/dashboard/coursedetail/$courseId/$courseName",
              courseId: course._id,
              courseName: event.courseName,
            },
            eventId: event._id,
            key: `${event._id}:${course.instructorId}`,
            at: event._creationTime,
            group: groupKey("enrolled", course.key),
            actorId: event.subjectUserId,
          },
          options,
        );
      }
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "enrolled",
        actorName: event.studentName,
        message: { key: "notify.activity.enrolled", params: { name: event.studentName } },
        at: event._creationTime,
      });
    },
    submitted: async (ctx, event, options) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      // The bell's row and the feed's line say the same: who, what, and whether it was late.
      const submittedParams = {
        name: event.studentName,
        title: event.title,
        late: event.lateByMs !== null ? "yes" : "no",
      };
      if (event.subjectUserId !== undefined) {
        await notifyGrouped(
          ctx,
          {
            userId: course.instructorId,
            type: "submitted",
            message: { key: "notify.submitted", params: submittedParams },
            link: { route: "/assignmentpage", course: course._id },
            eventId: event._id,
            key: `${event._id}:${course.instructorId}`,
            at: event._creationTime,
            group: groupKey("submitted", event.assignmentKey),
            actorId: event.subjectUserId,
          },
          options,
        );
      }
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "submitted",
        actorName: event.studentName,
        message: { key: "notify.activity.submitted", params: submittedParams },
        at: event._creationTime,
      });
    },
    lesson_published: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "lesson_published",
        actorName: course.instructorName,
        message: { key: "notify.activity.lessonPublished", params: { title: event.lessonTitle } },
        at: event._creationTime,
      });
    },
    lesson_completed: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "lesson_completed",
        actorName: event.studentName,
        message: {
          key: "notify.activity.lessonCompleted",
          params: { name: event.studentName, title: event.lessonTitle },
        },
        at: event._creationTime,
      });
    },
    /** A message in a course room tells the course's teacher (not their own), grouped per room. */
    message_sent: async (ctx, event, options) => {
      if (event.room === "global" || event.actorId === undefined) return;
      const course = await courseByKey(ctx, event.room);
      if (course === null || event.actorId === course.instructorId) return;
      await notifyGrouped(
        ctx,
        {
          userId: course.instructorId,
          type: "room_message",
          message: { key: "notify.roomMessage", params: { name: event.authorName, course: course.name } },
          link: { route: "/chatRoom", room: course._id },
          eventId: event._id,
          key: `${event._id}:${course.instructorId}`,
          at: event._creationTime,
          group: groupKey("room_message", course.key),
          actorId: event.actorId,
        },
        options,
      );
    },
    notification_read: async (ctx, event) => {
      const row = await ctx.db
        .query("notifications")
        .withIndex("by_key", (q) => q.eq("key", event.notificationKey))
        .unique();
      if (row !== null && row.userId === event.actorId) await markRowRead(ctx, row);
    },
    notifications_read_all: async (ctx, event) => {
      if (event.actorId === undefined) return;
      const before = event._creationTime;
      if (await markBatchRead(ctx, event.actorId, before)) {
        await ctx.scheduler.runAfter(0, internal.notifications.notifications.markAllReadBatch, {
          userId: event.actorId,
          before,
        });
      }
    },
    deadline_reminded: async (ctx, event, options) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      for (const userId of event.studentIds) {
        await notify(
          ctx,
          {
            userId,
            type: "deadline_tomorrow",
            message: { key: "notify.dueSoon", params: { title: event.title } },
            link: { route: "/assignmentpage", course: course._id },
            eventId: event._id,
            key: reminderKey(event.assignmentKey, event.deadlineAt, userId),
            at: event._creationTime,
          },
          options,
        );
      }
    },
    announcement_posted: async (ctx, event, options) => {
      await announce(ctx, await announcementByKey(ctx, event._id), event._id, event._creationTime, options);
    },
    announcement_published: async (ctx, event, options) => {
      const row = await announcementByKey(ctx, event.announcementKey);
      await announce(ctx, row, event._id, event._creationTime, options);
    },
    /** The announcement's author and the latest commenters hear of a comment; never its own author. */
    announcement_commented: async (ctx, event, options) => {
      const row = await announcementByKey(ctx, event.announcementKey);
      const course = row === null ? null : await ctx.db.get("courses", row.courseId);
      if (row === null || course === null) return;
      const latest = await ctx.db
        .query("announcementComments")
        .withIndex("by_announcement", (q) => q.eq("announcementId", row._id))
        .order("desc")
        .take(ANNOUNCEMENT_REPLY_AUDIENCE);
      const people = new Set([row.authorId, ...latest.map((comment) => comment.authorId)]);
      if (event.actorId !== undefined) people.delete(event.actorId);
      for (const userId of people) {
        await notify(
          ctx,
          {
            userId,
            type: "announcement_reply",
            message: { key: "notify.announcementReply", params: { name: event.authorName, title: row.title } },
            link: {
              route: "/dashboard/coursedetail/$courseId/$courseName",
              courseId: course._id,
              courseName: course.name,
            },
            eventId: event._id,
            key: `${event._id}:${userId}`,
            at: event._creationTime,
          },
          options,
        );
      }
    },
    quiz_finished: async (ctx, event) => {
      // Only a course's own bank names its course.
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "quiz_finished",
        actorName: event.studentName,
        message: {
          key: "notify.activity.quizFinished",
          params: {
            name: event.studentName,
            title: event.bankTitle,
            score: event.score,
            total: event.total,
            seconds: Math.round(event.durationMs / 1000),
          },
        },
        at: event._creationTime,
      });
    },
  },
});
