/**
 * The projector: turns each appended event into rows of the read models (notifications, course
 * activity), in the transaction that appended it. `recordEvent` calls it for every event;
 * `projections:rebuild` calls it again for every event of the log (`replay`: nothing is scheduled
 * on the clock). Projection is idempotent: rows are keyed by the event.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { addActivity } from "./activity";
import { fanOutBatch } from "./projectionsFanOut";
import { notify } from "./notifications";
import { scheduleReminder } from "./notificationsDeadline";

export type ProjectOptions = { replay?: boolean };

/** The JSON object some events keep in `detail` (assignment events), or {} when it is not one. */
export function detailObject(detail: string | undefined): Record<string, unknown> {
  if (detail === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(detail);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function stringField(detail: Record<string, unknown>, name: string): string | undefined {
  const value = detail[name];
  return typeof value === "string" ? value : undefined;
}

function numberField(detail: Record<string, unknown>, name: string): number | undefined {
  const value = detail[name];
  return typeof value === "number" ? value : undefined;
}

async function displayName(ctx: MutationCtx, userId: Id<"users"> | undefined): Promise<string> {
  const user = userId === undefined ? null : await ctx.db.get("users", userId);
  return user?.displayName ?? user?.name ?? "Someone";
}

async function assignmentTitle(ctx: MutationCtx, raw: string | undefined, fallback?: string): Promise<string> {
  const id = raw === undefined ? null : ctx.db.normalizeId("assignments", raw);
  const assignment = id === null ? null : await ctx.db.get("assignments", id);
  return assignment?.title ?? fallback ?? "an assignment";
}

export async function project(
  ctx: MutationCtx,
  eventId: Id<"events">,
  event: Doc<"events">,
  options: ProjectOptions = {},
): Promise<void> {
  const at = event._creationTime;
  const detail = detailObject(event.detail);
  // Only the events that name their course in a notification read it (a grade or a hand-in does not).
  const courseOf = async () => (event.courseId === undefined ? null : await ctx.db.get("courses", event.courseId));
  switch (event.type) {
    case "assignment_posted": {
      const course = await courseOf();
      if (course === null) return;
      const title = stringField(detail, "title") ?? (await assignmentTitle(ctx, stringField(detail, "assignmentId")));
      await fanOutBatch(ctx, {
        eventId,
        courseId: course._id,
        type: "assignment_posted",
        title: `New assignment in ${course.name}: ${title}`,
        link: { route: "/assignmentpage", course: course._id },
        at,
        after: 0,
      });
      const assignmentId = ctx.db.normalizeId("assignments", stringField(detail, "assignmentId") ?? "");
      const deadlineAt = numberField(detail, "deadlineAt");
      if (!options.replay && assignmentId !== null && deadlineAt !== undefined) {
        await scheduleReminder(ctx, assignmentId, deadlineAt);
      }
      return;
    }
    case "assignment_deadline_changed": {
      const assignmentId = ctx.db.normalizeId("assignments", stringField(detail, "assignmentId") ?? "");
      const deadlineAt = numberField(detail, "to");
      if (!options.replay && assignmentId !== null && deadlineAt !== undefined) {
        await scheduleReminder(ctx, assignmentId, deadlineAt);
      }
      return;
    }
    case "video_uploaded": {
      const course = await courseOf();
      if (course === null) return;
      await fanOutBatch(ctx, {
        eventId,
        courseId: course._id,
        type: "video_uploaded",
        title: `New video in ${course.name}: ${event.detail ?? "a video"}`,
        link: { route: "/dashboard/coursedetail/$courseId/$courseName", courseId: course._id, courseName: course.name },
        at,
        after: 0,
      });
      return;
    }
    case "graded": {
      if (event.subjectUserId === undefined || event.courseId === undefined) return;
      const title = await assignmentTitle(ctx, stringField(detail, "assignmentId"));
      const grade = numberField(detail, "grade");
      await notify(ctx, {
        userId: event.subjectUserId,
        type: "graded",
        title: `Your work on ${title} was graded${grade === undefined ? "" : `: ${grade}`}`,
        link: { route: "/assignmentpage", course: event.courseId },
        eventId,
        key: `${eventId}:${event.subjectUserId}`,
        at,
      });
      return;
    }
    case "role_changed": {
      if (event.subjectUserId === undefined) return;
      const to = event.detail?.split("->").at(-1)?.trim();
      await notify(ctx, {
        userId: event.subjectUserId,
        type: "role_changed",
        title: to === undefined || to === "" ? "Your role changed" : `Your role is now ${to}`,
        link: { route: "/dashboard" },
        eventId,
        key: `${eventId}:${event.subjectUserId}`,
        at,
      });
      return;
    }
    case "enrolled": {
      if (event.courseId === undefined) return;
      const name = await displayName(ctx, event.actorId);
      await addActivity(ctx, {
        courseId: event.courseId,
        eventId,
        type: "enrolled",
        actorName: name,
        summary: `${name} enrolled`,
        at,
      });
      return;
    }
    case "submitted": {
      if (event.courseId === undefined) return;
      const name = await displayName(ctx, event.actorId);
      const title = await assignmentTitle(ctx, stringField(detail, "assignmentId"));
      const late = numberField(detail, "lateByMs") !== undefined ? " (late)" : "";
      await addActivity(ctx, {
        courseId: event.courseId,
        eventId,
        type: "submitted",
        actorName: name,
        summary: `${name} submitted ${title}${late}`,
        at,
      });
      return;
    }
    case "quiz_finished": {
      // The quiz records no course today; a course's activity shows it once the event carries one.
      if (event.courseId === undefined) return;
      const name = await displayName(ctx, event.actorId);
      await addActivity(ctx, {
        courseId: event.courseId,
        eventId,
        type: "quiz_finished",
        actorName: name,
        summary: `${name} finished the quiz ${event.detail ?? ""}`.trim(),
        at,
      });
      return;
    }
    default:
      return;
  }
}
