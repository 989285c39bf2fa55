/** Comments under an announcement (docs/announcements.md): like the chat's messages, rate-limited. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { canManageCourse, requireActiveCourse } from "../../courses/model/courses";
import { emit } from "../../events/emit";
import { announcementCommentSchema, CANNOT_DELETE_COMMENT, COMMENT_NOT_FOUND } from "../../shared/announcementRules";
import { appError } from "../../lib/appError";
import { parseOrThrow } from "../../lib/parse";
import { boundedPage, requireReadableAnnouncement } from "./announcements";
import { takeCommentToken } from "./announcementRateLimit";
import { commentByKey } from "./keys";

export type CommentView = {
  _id: Id<"announcementComments">;
  _creationTime: number;
  authorId: Id<"users">;
  authorName: string;
  text: string;
  /** The caller may delete it: its author, the course's teacher, an Admin. */
  canDelete: boolean;
};

/** A page of the announcement's comments, oldest first. */
export async function listComments(
  ctx: QueryCtx,
  user: AppUser,
  announcementId: Id<"announcements">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<CommentView>> {
  const { row, canManage } = await requireReadableAnnouncement(ctx, user, announcementId);
  const result = await ctx.db
    .query("announcementComments")
    .withIndex("by_announcement", (q) => q.eq("announcementId", row._id))
    .paginate(boundedPage(paginationOpts));
  return {
    ...result,
    page: result.page.map((comment) => ({
      _id: comment._id,
      _creationTime: comment._creationTime,
      authorId: comment.authorId,
      authorName: comment.authorName,
      text: comment.text,
      canDelete: canManage || comment.authorId === user._id,
    })),
  };
}

export async function addComment(
  ctx: MutationCtx,
  user: AppUser,
  announcementId: Id<"announcements">,
  rawText: string,
): Promise<Id<"announcementComments">> {
  const { row, course } = await requireReadableAnnouncement(ctx, user, announcementId);
  requireActiveCourse(course);
  const text = parseOrThrow(announcementCommentSchema, rawText);
  await takeCommentToken(ctx, user._id);
  const event = await emit(ctx, {
    type: "announcement_commented",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    announcementKey: row.key,
    text,
    authorName: user.displayName,
  });
  const comment = await commentByKey(ctx, event._id);
  if (comment === null) throw appError("NOT_FOUND", COMMENT_NOT_FOUND);
  return comment._id;
}

/** Deletes a comment: its author (while still a member) or a course manager. */
export async function deleteComment(
  ctx: MutationCtx,
  user: AppUser,
  commentId: Id<"announcementComments">,
): Promise<null> {
  const comment = await ctx.db.get("announcementComments", commentId);
  if (comment === null) throw appError("NOT_FOUND", COMMENT_NOT_FOUND);
  const { row, course } = await requireReadableAnnouncement(ctx, user, comment.announcementId);
  if (comment.authorId !== user._id && !canManageCourse(user, course)) {
    throw appError("FORBIDDEN", CANNOT_DELETE_COMMENT);
  }
  await emit(ctx, {
    type: "announcement_comment_deleted",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    announcementKey: row.key,
    commentKey: comment.key,
  });
  return null;
}
