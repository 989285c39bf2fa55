/**
 * The announcements projector (ADR 0049, ADR 0071): `announcements` and `announcementComments`
 * are written here and nowhere else. Whether a new one is published comes from the event's own
 * time (`publishAt` absent or not after it), never the clock; scheduling the publication is the
 * posting mutation's (live only), so a replay schedules nothing.
 */
import { ANNOUNCEMENT_COMMENTS_DELETED_MAX } from "../shared/announcementRules";
import { courseByKey } from "../courses/keys";
import { defineProjector } from "../events/projector";
import { announcementByKey, commentByKey } from "./model/keys";

export const announcementsProjector = defineProjector({
  name: "announcements",
  tables: { announcements: ["key"], announcementComments: ["key"] },
  on: {
    announcement_posted: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null || event.actorId === undefined) return;
      const publishAt = event.publishAt ?? event._creationTime;
      await ctx.db.insert("announcements", {
        key: event._id,
        courseId: course._id,
        authorId: event.actorId,
        authorName: event.authorName,
        title: event.title,
        body: event.body,
        pinned: event.pinned,
        publishAt,
        published: publishAt <= event._creationTime,
        ...(event.dateAt !== undefined ? { dateAt: event.dateAt } : {}),
      });
    },
    announcement_published: async (ctx, event) => {
      const row = await announcementByKey(ctx, event.announcementKey);
      if (row === null || row.published) return;
      await ctx.db.patch("announcements", row._id, { published: true });
    },
    announcement_edited: async (ctx, event) => {
      const row = await announcementByKey(ctx, event.announcementKey);
      if (row === null) return;
      await ctx.db.replace("announcements", row._id, {
        key: row.key,
        courseId: row.courseId,
        authorId: row.authorId,
        authorName: row.authorName,
        title: event.title,
        body: event.body,
        pinned: row.pinned,
        publishAt: !row.published && event.publishAt !== undefined ? event.publishAt : row.publishAt,
        published: row.published,
        ...(event.dateAt !== undefined ? { dateAt: event.dateAt } : {}),
        ...(row.published ? { editedAt: event._creationTime } : {}),
      });
    },
    announcement_pinned: async (ctx, event) => {
      const row = await announcementByKey(ctx, event.announcementKey);
      if (row === null || row.pinned === event.pinned) return;
      await ctx.db.patch("announcements", row._id, { pinned: event.pinned });
    },
    announcement_deleted: async (ctx, event) => {
      const row = await announcementByKey(ctx, event.announcementKey);
      if (row === null) return;
      const comments = await ctx.db
        .query("announcementComments")
        .withIndex("by_announcement", (q) => q.eq("announcementId", row._id))
        .take(ANNOUNCEMENT_COMMENTS_DELETED_MAX);
      for (const comment of comments) await ctx.db.delete("announcementComments", comment._id);
      await ctx.db.delete("announcements", row._id);
    },
    announcement_commented: async (ctx, event) => {
      const row = await announcementByKey(ctx, event.announcementKey);
      if (row === null || event.actorId === undefined) return;
      await ctx.db.insert("announcementComments", {
        key: event._id,
        announcementId: row._id,
        courseId: row.courseId,
        authorId: event.actorId,
        authorName: event.authorName,
        text: event.text,
      });
    },
    announcement_comment_deleted: async (ctx, event) => {
      const comment = await commentByKey(ctx, event.commentKey);
      if (comment !== null) await ctx.db.delete("announcementComments", comment._id);
    },
  },
});
