/**
 * The courses projector's course settings (ADR 0065): an edit patches the course (and its search
 * text); a new name also reaches the enrolments' copy, which Assignments' course picker reads.
 * Certificates keep the name they were issued with. Archive and restore flip `archived`.
 */
import type { MutationCtx } from "../../_generated/server";
import type { EventDoc } from "../../events/types";
import { courseByKey } from "../keys";
import { searchTextFor } from "../model/courses";

export async function courseEdited(ctx: MutationCtx, event: EventDoc<"course_edited">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course === null) return;
  const { imageFileId, ...after } = event.after;
  const name = after.name ?? course.name;
  const category = after.category ?? course.category;
  await ctx.db.patch("courses", course._id, {
    ...after,
    ...(imageFileId !== undefined ? { imageFileId: imageFileId ?? undefined } : {}),
    searchText: searchTextFor(name, category),
  });
  if (after.name === undefined) return;
  for await (const enrollment of ctx.db
    .query("enrollments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))) {
    await ctx.db.patch("enrollments", enrollment._id, { courseName: name });
  }
}

export async function courseArchived(ctx: MutationCtx, event: EventDoc<"course_archived">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course !== null) await ctx.db.patch("courses", course._id, { archived: true });
}

export async function courseRestored(ctx: MutationCtx, event: EventDoc<"course_restored">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course !== null) await ctx.db.patch("courses", course._id, { archived: false });
}
