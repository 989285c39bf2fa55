/**
 * Course announcements (docs/announcements.md): who may read and change them, and the reads the
 * course page and the stream make. Every change is an event (announcements/events.ts).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { canManageCourse, requireActiveCourse, requireCourse, requireManagedCourse } from "../../courses/model/courses";
import { isEnrolled } from "../../courses/model/courseMembers";
import { emit } from "../../events/emit";
import {
  ALREADY_PUBLISHED,
  ANNOUNCEMENT_NOT_FOUND,
  ANNOUNCEMENTS_PAGE_MAX,
  ANNOUNCEMENTS_PINNED_SHOWN,
  ANNOUNCEMENTS_RECENT_SHOWN,
  ANNOUNCEMENTS_SCHEDULED_SHOWN,
  announcementBodySchema,
  announcementTitleSchema,
  dateAtProblem,
  NOT_A_MEMBER,
  publishAtProblem,
} from "../../shared/announcementRules";
import { appError } from "../../lib/appError";
import { parseOrThrow } from "../../lib/parse";
import { announcementByKey } from "./keys";

/** An announcement as the course page and the stream show it. */
export type AnnouncementView = {
  _id: Id<"announcements">;
  title: string;
  body: string;
  authorName: string;
  pinned: boolean;
  publishAt: number;
  published: boolean;
  dateAt: number | null;
  editedAt: number | null;
};

function toView(row: Doc<"announcements">): AnnouncementView {
  return {
    _id: row._id,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    pinned: row.pinned,
    publishAt: row.publishAt,
    published: row.published,
    dateAt: row.dateAt ?? null,
    editedAt: row.editedAt ?? null,
  };
}

/** The course, when `user` may read its announcements (`canManage`: they may change them too). */
export async function courseForReader(
  ctx: QueryCtx,
  user: AppUser,
  rawCourseId: string,
): Promise<{ course: Doc<"courses">; canManage: boolean } | null> {
  const course = await requireCourse(ctx, rawCourseId);
  if (canManageCourse(user, course)) return { course, canManage: true };
  return (await isEnrolled(ctx, user._id, course._id)) ? { course, canManage: false } : null;
}

/** The announcement and its course, when `user` may read it: a student only a published one. */
export async function requireReadableAnnouncement(
  ctx: QueryCtx,
  user: AppUser,
  announcementId: Id<"announcements">,
): Promise<{ row: Doc<"announcements">; course: Doc<"courses">; canManage: boolean }> {
  const row = await ctx.db.get("announcements", announcementId);
  if (row === null) throw appError("NOT_FOUND", ANNOUNCEMENT_NOT_FOUND);
  const reader = await courseForReader(ctx, user, row.courseId);
  if (reader === null) throw appError("FORBIDDEN", NOT_A_MEMBER);
  if (!row.published && !reader.canManage) throw appError("NOT_FOUND", ANNOUNCEMENT_NOT_FOUND);
  return { row, ...reader };
}

async function requireManagedAnnouncement(ctx: QueryCtx, user: AppUser, announcementId: Id<"announcements">) {
  const row = await ctx.db.get("announcements", announcementId);
  if (row === null) throw appError("NOT_FOUND", ANNOUNCEMENT_NOT_FOUND);
  const course = await requireManagedCourse(ctx, user, row.courseId);
  return { row, course };
}

export type AnnouncementInput = {
  title: string;
  body: string;
  /** A later publishing time; absent: at once. */
  publishAt?: number;
  dateAt?: number;
};

function checkInput(input: AnnouncementInput, now: number) {
  const title = parseOrThrow(announcementTitleSchema, input.title);
  const body = parseOrThrow(announcementBodySchema, input.body);
  if (input.publishAt !== undefined) {
    const problem = publishAtProblem(input.publishAt, now);
    if (problem !== null) throw appError("INVALID", problem);
  }
  if (input.dateAt !== undefined) {
    const problem = dateAtProblem(input.dateAt, now);
    if (problem !== null) throw appError("INVALID", problem);
  }
  return { title, body };
}

/** Publishes the announcement at `publishAt` (live only: the mutations call it, never a projector). */
async function schedulePublication(ctx: MutationCtx, key: string, publishAt: number): Promise<void> {
  await ctx.scheduler.runAt(publishAt, internal.announcements.announcements.publishDue, { key });
}

export async function postAnnouncement(
  ctx: MutationCtx,
  user: AppUser,
  rawCourseId: string,
  input: AnnouncementInput & { pinned: boolean },
): Promise<Id<"announcements">> {
  const course = await requireManagedCourse(ctx, user, rawCourseId);
  requireActiveCourse(course);
  const { title, body } = checkInput(input, Date.now());
  const event = await emit(ctx, {
    type: "announcement_posted",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    title,
    body,
    pinned: input.pinned,
    ...(input.publishAt !== undefined ? { publishAt: input.publishAt } : {}),
    ...(input.dateAt !== undefined ? { dateAt: input.dateAt } : {}),
    authorName: user.displayName,
  });
  const row = await announcementByKey(ctx, event._id);
  if (row === null) throw appError("NOT_FOUND", ANNOUNCEMENT_NOT_FOUND);
  if (!row.published) await schedulePublication(ctx, row.key, row.publishAt);
  return row._id;
}

/** Changes title, body and date; a scheduled one's time too (a published one's time is refused). */
export async function editAnnouncement(
  ctx: MutationCtx,
  user: AppUser,
  announcementId: Id<"announcements">,
  input: AnnouncementInput,
): Promise<null> {
  const { row, course } = await requireManagedAnnouncement(ctx, user, announcementId);
  requireActiveCourse(course);
  if (row.published && input.publishAt !== undefined) throw appError("CONFLICT", ALREADY_PUBLISHED);
  const { title, body } = checkInput(input, Date.now());
  await emit(ctx, {
    type: "announcement_edited",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    announcementKey: row.key,
    title,
    body,
    ...(input.dateAt !== undefined ? { dateAt: input.dateAt } : {}),
    ...(input.publishAt !== undefined ? { publishAt: input.publishAt } : {}),
  });
  if (input.publishAt !== undefined && input.publishAt !== row.publishAt) {
    await schedulePublication(ctx, row.key, input.publishAt);
  }
  return null;
}

export async function pinAnnouncement(
  ctx: MutationCtx,
  user: AppUser,
  announcementId: Id<"announcements">,
  pinned: boolean,
): Promise<null> {
  const { row, course } = await requireManagedAnnouncement(ctx, user, announcementId);
  requireActiveCourse(course);
  if (row.pinned === pinned) return null;
  await emit(ctx, {
    type: "announcement_pinned",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    announcementKey: row.key,
    pinned,
  });
  return null;
}

/** Deletes it and its comments (also in an archived course: taking something down stays possible). */
export async function removeAnnouncement(
  ctx: MutationCtx,
  user: AppUser,
  announcementId: Id<"announcements">,
): Promise<null> {
  const { row, course } = await requireManagedAnnouncement(ctx, user, announcementId);
  await emit(ctx, {
    type: "announcement_deleted",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    announcementKey: row.key,
  });
  return null;
}

/**
 * The scheduled job at an announcement's time: publishes it unless it is gone, already published
 * or was moved later (the job of its new time does it then).
 */
export async function publishDue(ctx: MutationCtx, key: string): Promise<null> {
  const row = await announcementByKey(ctx, key);
  if (row === null || row.published || row.publishAt > Date.now()) return null;
  const course = await ctx.db.get("courses", row.courseId);
  if (course === null) return null;
  await emit(ctx, { type: "announcement_published", v: 1, courseKey: course.key, announcementKey: key });
  return null;
}

/** What the course page shows: null for someone who is neither enrolled nor a manager. */
export type CoursePanel = {
  canManage: boolean;
  archived: boolean;
  pinned: AnnouncementView[];
  recent: AnnouncementView[];
  /** Managers only: the scheduled ones, soonest first. */
  scheduled: AnnouncementView[];
  /** Whether there are more published ones than shown (the stream has them all). */
  more: boolean;
};

export async function coursePanel(ctx: QueryCtx, user: AppUser, rawCourseId: string): Promise<CoursePanel | null> {
  const reader = await courseForReader(ctx, user, rawCourseId);
  if (reader === null) return null;
  const courseId = reader.course._id;
  const published = (pinned: boolean, n: number) =>
    ctx.db
      .query("announcements")
      .withIndex("by_course_published_pinned", (q) =>
        q.eq("courseId", courseId).eq("published", true).eq("pinned", pinned),
      )
      .order("desc")
      .take(n);
  const pinned = await published(true, ANNOUNCEMENTS_PINNED_SHOWN + 1);
  const recent = await published(false, ANNOUNCEMENTS_RECENT_SHOWN + 1);
  const scheduled = reader.canManage
    ? await ctx.db
        .query("announcements")
        .withIndex("by_course_published", (q) => q.eq("courseId", courseId).eq("published", false))
        .take(ANNOUNCEMENTS_SCHEDULED_SHOWN)
    : [];
  return {
    canManage: reader.canManage,
    archived: reader.course.archived,
    pinned: pinned.slice(0, ANNOUNCEMENTS_PINNED_SHOWN).map(toView),
    recent: recent.slice(0, ANNOUNCEMENTS_RECENT_SHOWN).map(toView),
    scheduled: scheduled.map(toView),
    more: pinned.length > ANNOUNCEMENTS_PINNED_SHOWN || recent.length > ANNOUNCEMENTS_RECENT_SHOWN,
  };
}

/** A page size between 1 and ANNOUNCEMENTS_PAGE_MAX. */
export function boundedPage(opts: PaginationOptions): PaginationOptions {
  return { ...opts, numItems: Math.min(Math.max(1, Math.floor(opts.numItems) || 1), ANNOUNCEMENTS_PAGE_MAX) };
}

/** The course stream: every published one, pinned first, then newest; FORBIDDEN for others. */
export async function listStream(
  ctx: QueryCtx,
  user: AppUser,
  rawCourseId: string,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<AnnouncementView>> {
  const reader = await courseForReader(ctx, user, rawCourseId);
  if (reader === null) throw appError("FORBIDDEN", NOT_A_MEMBER);
  const result = await ctx.db
    .query("announcements")
    .withIndex("by_course_published_pinned", (q) => q.eq("courseId", reader.course._id).eq("published", true))
    .order("desc")
    .paginate(boundedPage(paginationOpts));
  return { ...result, page: result.page.map(toView) };
}
