/** Finding a projected course from the key an event carries (the id of its `course_created`). */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";

export async function courseByKey(ctx: QueryCtx, key: string | undefined): Promise<Doc<"courses"> | null> {
  if (key === undefined) return null;
  return await ctx.db
    .query("courses")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** The key events use for a course given by its id (one read; "" when the course is gone). */
export async function courseKeyOf(ctx: QueryCtx, courseId: Id<"courses">): Promise<string> {
  return (await ctx.db.get("courses", courseId))?.key ?? "";
}
