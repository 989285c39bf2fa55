import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { authedMutation, authedQuery } from "../functions";
import { requireCourse, toCourseCard, type CourseCard } from "./model/courses";
import { MAX_MY_COURSES } from "./model/enrollments";
import { appError } from "../lib/appError";
import { emit } from "../events/emit";

/**
 * The "Add to Cart" list (SPEC §2 Course overview): a saved list of courses per user. Adding and
 * removing are events (`cart_added`, `cart_removed`) the courses projector applies.
 */

async function findItem(ctx: QueryCtx, userId: Id<"users">, courseId: Id<"courses">) {
  return await ctx.db
    .query("cartItems")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .first();
}

/** Saves a course; adding it again changes nothing. Returns the cart item id. */
export const add = authedMutation({
  args: { courseId: v.string() },
  handler: async (ctx, args) => {
    const course = await requireCourse(ctx, args.courseId);
    const existing = await findItem(ctx, ctx.user._id, course._id);
    if (existing !== null) return existing._id;
    const items = await ctx.db
      .query("cartItems")
      .withIndex("by_user_course", (q) => q.eq("userId", ctx.user._id))
      .take(MAX_MY_COURSES);
    if (items.length >= MAX_MY_COURSES) {
      throw appError("INVALID", "server.courses.cartFull", { max: MAX_MY_COURSES });
    }
    await emit(ctx, {
      type: "cart_added",
      v: 1,
      actorId: ctx.user._id,
      courseKey: course.key,
      courseName: course.name,
    });
    const item = await findItem(ctx, ctx.user._id, course._id);
    if (item === null) throw new Error("cart_added projected no cart item");
    return item._id;
  },
});

/** Takes a course out of the cart; removing one that is not there changes nothing. */
export const remove = authedMutation({
  args: { courseId: v.string() },
  handler: async (ctx, args) => {
    const courseId = ctx.db.normalizeId("courses", args.courseId);
    if (courseId === null) return;
    const item = await findItem(ctx, ctx.user._id, courseId);
    const course = item === null ? null : await ctx.db.get("courses", courseId);
    if (course === null) return;
    await emit(ctx, {
      type: "cart_removed",
      v: 1,
      actorId: ctx.user._id,
      courseKey: course.key,
      courseName: course.name,
    });
  },
});

/** Whether the course is in the caller's cart (for the Add to Cart button's state). */
export const has = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, args) => {
    const courseId = ctx.db.normalizeId("courses", args.courseId);
    return courseId !== null && (await findItem(ctx, ctx.user._id, courseId)) !== null;
  },
});

/** The caller's saved courses (at most 100), most recently added first. */
export const list = authedQuery({
  args: {},
  handler: async (ctx): Promise<(CourseCard & { addedAt: number })[]> => {
    const items = await ctx.db
      .query("cartItems")
      .withIndex("by_user_course", (q) => q.eq("userId", ctx.user._id))
      .take(MAX_MY_COURSES);
    items.sort((a, b) => b.addedAt - a.addedAt);
    const cards: (CourseCard & { addedAt: number })[] = [];
    for (const item of items) {
      const course = await ctx.db.get("courses", item.courseId);
      if (course !== null) cards.push({ ...toCourseCard(course), addedAt: item.addedAt });
    }
    return cards;
  },
});
