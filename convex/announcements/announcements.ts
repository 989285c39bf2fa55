/**
 * Course announcements (docs/announcements.md, ADR 0071): a course's teacher and Admins post,
 * edit, pin and delete them; enrolled students read the published ones and comment. Thin wrappers
 * over model/*.ts; every change is an event (announcements/events.ts).
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { authedMutation, authedQuery, internalMutation } from "../functions";
import {
  coursePanel,
  editAnnouncement,
  listStream,
  pinAnnouncement,
  postAnnouncement,
  publishDue as publishDueAnnouncement,
  removeAnnouncement,
} from "./model/announcements";
import { addComment, deleteComment as deleteOneComment, listComments } from "./model/comments";

/**
 * The course page's panel: up to three pinned and three newest published ones, and for managers
 * the scheduled ones; null for a caller who is neither enrolled nor a manager (nothing to show).
 */
export const forCoursePage = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await coursePanel(ctx, ctx.user, courseId),
});

/** The course stream: every published one, pinned first, then newest (pages of at most 50). */
export const list = authedQuery({
  args: { courseId: v.string(), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { courseId, paginationOpts }) => await listStream(ctx, ctx.user, courseId, paginationOpts),
});

const input = {
  title: v.string(),
  body: v.string(),
  publishAt: v.optional(v.number()),
  dateAt: v.optional(v.number()),
};

/** Posts one (the course's teacher or an Admin; not in an archived course); returns its id. */
export const post = authedMutation({
  args: { courseId: v.string(), pinned: v.boolean(), ...input },
  handler: async (ctx, { courseId, ...rest }) => await postAnnouncement(ctx, ctx.user, courseId, rest),
});

/** Changes its title, body and date (and a scheduled one's time). */
export const edit = authedMutation({
  args: { announcementId: v.id("announcements"), ...input },
  handler: async (ctx, { announcementId, ...rest }) => await editAnnouncement(ctx, ctx.user, announcementId, rest),
});

export const setPinned = authedMutation({
  args: { announcementId: v.id("announcements"), pinned: v.boolean() },
  handler: async (ctx, { announcementId, pinned }) => await pinAnnouncement(ctx, ctx.user, announcementId, pinned),
});

export const remove = authedMutation({
  args: { announcementId: v.id("announcements") },
  handler: async (ctx, { announcementId }) => await removeAnnouncement(ctx, ctx.user, announcementId),
});

/** Its comments, oldest first (pages of at most 50). */
export const comments = authedQuery({
  args: { announcementId: v.id("announcements"), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { announcementId, paginationOpts }) =>
    await listComments(ctx, ctx.user, announcementId, paginationOpts),
});

/** Comments on a published one (enrolled students and managers; rate-limited). */
export const comment = authedMutation({
  args: { announcementId: v.id("announcements"), text: v.string() },
  handler: async (ctx, { announcementId, text }) => await addComment(ctx, ctx.user, announcementId, text),
});

/** Deletes a comment (its author, the course's teacher, Admins). */
export const deleteComment = authedMutation({
  args: { commentId: v.id("announcementComments") },
  handler: async (ctx, { commentId }) => await deleteOneComment(ctx, ctx.user, commentId),
});

/** Scheduled at a scheduled announcement's time by post/edit (never by a replay). */
export const publishDue = internalMutation({
  args: { key: v.string() },
  handler: async (ctx, { key }) => await publishDueAnnouncement(ctx, key),
});
