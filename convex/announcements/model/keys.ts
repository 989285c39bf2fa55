/** Finding announcement rows by the keys events carry. */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

export async function announcementByKey(ctx: QueryCtx, key: string): Promise<Doc<"announcements"> | null> {
  return await ctx.db
    .query("announcements")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

export async function commentByKey(ctx: QueryCtx, key: string): Promise<Doc<"announcementComments"> | null> {
  return await ctx.db
    .query("announcementComments")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}
