/**
 * The notifications projector: the bell's rows and kept unread counts (ADR 0032) and the course
 * activity feed. Names and titles come from the event's payload, as they were when it happened.
 */
import { addActivity } from "../activity";
import { notify } from "../notifications";
import { scheduleReminder } from "../notificationsDeadline";
import { fanOutBatch } from "../projectionsFanOut";
import { courseByKey } from "./courseKeys";
import { defineProjector } from "./define";

export const notificationsProjector = defineProjector({
  name: "notifications",
  tables: { notifications: ["key"], notificationCounts: ["userId"], courseActivity: ["eventId"] },
  on: {
    assignment_posted: async (ctx, event, { replay }) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await fanOutBatch(ctx, {
        eventId: event._id,
        courseId: course._id,
        type: "assignment_posted",
        title: `New assignment in ${event.courseName}: ${event.title}`,
        link: { route: "/assignmentpage", course: course._id },
        at: event._creationTime,
        after: 0,
      });
      if (!replay) await scheduleReminder(ctx, event.assignmentId, event.deadlineAt);
    },
    assignment_deadline_changed: async (ctx, event, { replay }) => {
      if (!replay) await scheduleReminder(ctx, event.assignmentId, event.to);
    },
    video_uploaded: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await fanOutBatch(ctx, {
        eventId: event._id,
        courseId: course._id,
        type: "video_uploaded",
        title: `New video in ${event.courseName}: ${event.title}`,
        link: {
          route: "/dashboard/coursedetail/$courseId/$courseName",
          courseId: course._id,
          courseName: event.courseName,
        },
        at: event._creationTime,
        after: 0,
      });
    },
    graded: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (event.subjectUserId === undefined || course === null) return;
      await notify(ctx, {
        userId: event.subjectUserId,
        type: "graded",
        title: `Your work on ${event.title} was graded: ${event.grade}`,
        link: { route: "/assignmentpage", course: course._id },
        eventId: event._id,
        key: `${event._id}:${event.subjectUserId}`,
        at: event._creationTime,
      });
    },
    role_changed: async (ctx, event) => {
      if (event.subjectUserId === undefined) return;
      await notify(ctx, {
        userId: event.subjectUserId,
        type: "role_changed",
        title: `Your role is now ${event.to}`,
        link: { route: "/dashboard" },
        eventId: event._id,
        key: `${event._id}:${event.subjectUserId}`,
        at: event._creationTime,
      });
    },
    enrolled: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "enrolled",
        actorName: event.studentName,
        summary: `${event.studentName} enrolled`,
        at: event._creationTime,
      });
    },
    submitted: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await addActivity(ctx, {
        courseId: course._id,
        eventId: event._id,
        type: "submitted",
        actorName: event.studentName,
        summary: `${event.studentName} submitted ${event.title}${event.lateByMs !== null ? " (late)" : ""}`,
        at: event._creationTime,
      });
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
        summary:
          `${event.studentName} finished the quiz ${event.bankTitle}: ` +
          `${event.score}/${event.total} in ${Math.round(event.durationMs / 1000)} s`,
        at: event._creationTime,
      });
    },
  },
});
