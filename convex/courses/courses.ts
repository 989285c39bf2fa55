import { paginationOptsValidator } from "convex/server";
import { zid } from "convex-helpers/server/zod4";
import { z } from "zod";
import { v } from "convex/values";
import { authedQuery, staffMutation, staffQuery, zStaffMutation } from "../functions";
import { editCourse, setCourseArchived } from "./model/courseSettings";
import { getCourseView, insertCourse, listCourseDocs, listTeachingCourses, toCourseCard } from "./model/courses";
import { courseFields } from "../shared/forms/course";
import { fileUrl, requireOwnedFile } from "../accounts/model/files";
import { listMyTeaching, viewerStatusOf } from "./model/teaching";

/**
 * Add New Course (SPEC §2). Teachers and Admins only (the wrapper refuses everyone else);
 * the caller becomes the course's teacher. A course named like one of SPEC §9's six courses
 * gets its fixed lesson list. Returns the new course id.
 */
export const create = zStaffMutation({
  args: {
    ...courseFields,
    /** A file the caller uploaded with purpose "courseImage" (type and size checked then). */
    imageFileId: zid("files").optional(),
  },
  handler: async (ctx, { imageFileId, ...input }) => {
    let image: { imageUrl: string; imageFileId?: typeof imageFileId } = { imageUrl: "" };
    if (imageFileId !== undefined) {
      const file = await requireOwnedFile(ctx, imageFileId, ctx.user._id, "courseImage");
      image = { imageUrl: await fileUrl(ctx, file), imageFileId };
    }
    const { courseId } = await insertCourse(ctx, input, ctx.user._id, image);
    return courseId;
  },
});

/**
 * Course settings (ADR 0065): the course's teacher or an Admin saves every field of Add New Course
 * with the same rules and messages. The image: `imageFileId` a new upload (purpose
 * "courseImage"), `removeImage` none, neither keeps it. Returns whether anything changed.
 */
export const update = zStaffMutation({
  args: {
    courseId: z.string(),
    ...courseFields,
    imageFileId: zid("files").optional(),
    removeImage: z.boolean().optional(),
  },
  handler: async (ctx, { courseId, imageFileId, removeImage, ...input }) =>
    await editCourse(
      ctx,
      ctx.user,
      courseId,
      input,
      imageFileId !== undefined ? { fileId: imageFileId } : removeImage === true ? { remove: true } : { keep: true },
    ),
});

/**
 * Archives the course (its teacher or an Admin): it leaves the catalogue and My learning's active
 * list, stays readable, and takes no new enrolments, hand-ins or chat (ADR 0065).
 */
export const archive = staffMutation({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await setCourseArchived(ctx, ctx.user, courseId, true),
});

/** Makes an archived course active again (its teacher or an Admin). */
export const restore = staffMutation({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await setCourseArchived(ctx, ctx.user, courseId, false),
});

/**
 * The catalogue (archived courses left out), newest first; with `search`, courses whose name or category matches
 * (word prefixes, best match first). Use with `usePaginatedQuery`. Each card says whether it is
 * the caller's own course ("own") or one they are enrolled in ("enrolled"): one indexed read a card.
 */
export const list = authedQuery({
  args: { paginationOpts: paginationOptsValidator, search: v.optional(v.string()) },
  handler: async (ctx, { paginationOpts, search }) => {
    const result = await listCourseDocs(ctx, search, paginationOpts);
    const page = [];
    for (const course of result.page) {
      page.push({ ...toCourseCard(course), status: await viewerStatusOf(ctx, ctx.user, course) });
    }
    return { ...result, page };
  },
});

/**
 * One course for the overview, detail and course pages. `courseId` is the raw route
 * parameter: anything that is not an existing course gives NOT_FOUND 'Course not found'.
 */
export const get = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await getCourseView(ctx, ctx.user, courseId),
});

/**
 * The courses the caller runs, for the staff course picker (Assignments): a teacher's own
 * courses, for an Admin every course (at most 200), sorted by name. Teachers and Admins only.
 */
export const teaching = staffQuery({
  args: {},
  handler: async (ctx) => await listTeachingCourses(ctx, ctx.user),
});

/**
 * "My teaching", newest first, paginated: a teacher's own courses, for an Admin every course, each
 * with its enrolled count. Teachers and Admins only.
 */
export const myTeaching = staffQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => await listMyTeaching(ctx, ctx.user, paginationOpts),
});
