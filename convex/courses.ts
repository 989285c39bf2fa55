import { paginationOptsValidator } from "convex/server";
import { zid } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import { authedQuery, staffQuery, zStaffMutation } from "./functions";
import { getCourseView, insertCourse, listCourseCards, listTeachingCourses } from "./model/courses";
import { courseFields } from "./model/forms/course";
import { fileUrl, requireOwnedFile } from "./model/files";

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
 * The catalogue, newest first; with `search`, courses whose name or category matches
 * (word prefixes, best match first). Use with `usePaginatedQuery`.
 */
export const list = authedQuery({
  args: { paginationOpts: paginationOptsValidator, search: v.optional(v.string()) },
  handler: async (ctx, { paginationOpts, search }) => await listCourseCards(ctx, search, paginationOpts),
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
