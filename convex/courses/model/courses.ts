import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { courseByKey } from "../keys";
import { lessonTitlesFor } from "./lessonCatalog";
import type { AppUser } from "../../accounts/model/users";
import { courseSchema, type CourseInput } from "../../shared/forms/course";
import { parseOrThrow } from "../../lib/parse";
import { COURSE_PICKER_MAX, TEXT_LIMITS } from "../../shared/limits";
import { COURSE_ARCHIVED } from "../../shared/courseRules";

/** Most lessons one course can have; `lessons.list` returns at most this many. */
export const MAX_LESSONS = 200;
/** Most videos one course can have; `videos.list` returns at most this many. */
export const MAX_VIDEOS = 500;

export type { CourseInput };

/** Checks every field first, so bad input changes nothing; returns the trimmed values (used by the seed). */
export function validateCourseInput(input: CourseInput): CourseInput {
  return parseOrThrow(courseSchema, input);
}

export function searchTextFor(name: string, category: string): string {
  return `${name} ${category}`.toLowerCase();
}

/**
 * Creates a validated course with its fixed lesson list (SPEC §9, by name): the event
 * `course_created`, which the projectors turn into the course, its lessons and its room.
 * Used by `courses.create` and the seed.
 */
export async function insertCourse(
  ctx: MutationCtx,
  input: CourseInput,
  instructorId: Id<"users">,
  image: { imageUrl: string; imageFileId?: Id<"files"> },
): Promise<{ courseId: Id<"courses">; courseKey: string; lessons: number }> {
  const lessonTitles = [...lessonTitlesFor(input.name)];
  const event = await emit(ctx, {
    type: "course_created",
    v: 1,
    actorId: instructorId,
    ...input,
    imageUrl: image.imageUrl,
    ...(image.imageFileId !== undefined ? { imageFileId: image.imageFileId } : {}),
    lessonTitles,
  });
  const course = await courseByKey(ctx, event._id);
  if (course === null) throw new Error("course_created projected no course");
  return { courseId: course._id, courseKey: course.key, lessons: lessonTitles.length };
}

/**
 * Finds a course from any string (route parameters are untrusted): a malformed id, an id of
 * another table and an unknown id all give the same 'Course not found' (SPEC §8).
 */
export async function requireCourse(ctx: QueryCtx, rawId: string): Promise<Doc<"courses">> {
  const courseId = ctx.db.normalizeId("courses", rawId);
  const course = courseId === null ? null : await ctx.db.get("courses", courseId);
  if (course === null) throw appError("NOT_FOUND", "server.courses.courseNotFound");
  return course;
}

/** The course's own teacher and Admins manage its lessons and videos; other teachers do not. */
export function canManageCourse(user: AppUser, course: Doc<"courses">): boolean {
  return user.role === "Admin" || (user.role === "teacher" && course.instructorId === user._id);
}

export function requireCourseManager(user: AppUser, course: Doc<"courses">): void {
  if (!canManageCourse(user, course)) {
    throw appError("FORBIDDEN", "server.courses.onlyStaffCanChange");
  }
}

/** The course, when `user` is its teacher or an Admin (requireCourse, then requireCourseManager). */
export async function requireManagedCourse(ctx: QueryCtx, user: AppUser, rawId: string): Promise<Doc<"courses">> {
  const course = await requireCourse(ctx, rawId);
  requireCourseManager(user, course);
  return course;
}

/**
 * Refuses a new enrolment, hand-in or chat message in an archived course (ADR 0065): CONFLICT
 * "This course is archived." One home for the check and its message.
 */
export function requireActiveCourse(course: Doc<"courses">): void {
  if (course.archived) throw appError("CONFLICT", COURSE_ARCHIVED);
}

/** Where a lesson or video moves: "up", "down" or a position, clamped to first..last; INVALID when not whole. */
export function moveTarget(from: number, to: "up" | "down" | number, first: number, last: number): number {
  const target = to === "up" ? from - 1 : to === "down" ? from + 1 : to;
  if (!Number.isInteger(target)) throw appError("INVALID", "server.courses.newPositionMustWhole");
  return Math.max(first, Math.min(last, target));
}

/** What a catalogue card shows (SPEC §2 Course catalogue). */
export type CourseCard = {
  _id: Id<"courses">;
  name: string;
  description: string;
  durationHours: number;
  instructorName: string;
  category: string;
  imageUrl: string;
};

export function toCourseCard(course: Doc<"courses">): CourseCard {
  return {
    _id: course._id,
    name: course.name,
    description: course.description,
    durationHours: course.durationHours,
    instructorName: course.instructorName,
    category: course.category,
    imageUrl: course.imageUrl,
  };
}

/**
 * The catalogue (active courses only, ADR 0065): newest first, or with a search text, matches on name or category
 * (by relevance, through the `search_text` index).
 */
export async function listCourseCards(
  ctx: QueryCtx,
  search: string | undefined,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<CourseCard>> {
  const result = await listCourseDocs(ctx, search, paginationOpts);
  return { ...result, page: result.page.map(toCourseCard) };
}

/** The catalogue's page of course documents (see listCourseCards). */
export async function listCourseDocs(
  ctx: QueryCtx,
  search: string | undefined,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"courses">>> {
  const text = (search ?? "").trim().toLowerCase().slice(0, TEXT_LIMITS.courseSearch);
  return text.length === 0
    ? await ctx.db
        .query("courses")
        .withIndex("by_archived", (q) => q.eq("archived", false))
        .order("desc")
        .paginate(paginationOpts)
    : await ctx.db
        .query("courses")
        .withSearchIndex("search_text", (q) => q.search("searchText", text).eq("archived", false))
        .paginate(paginationOpts);
}

/** Overview, detail and course page: the card plus the Instructor tab and the caller's rights. */
export type CourseView = CourseCard & {
  instructorId: Id<"users">;
  /** The instructor's bio, "" when none (the UI then shows SPEC's generic text). */
  instructorBio: string;
  instructorExperience: number | null;
  /** The fixed level text of SPEC §9. */
  level: "Intermediate";
  /** True for the course's own teacher and Admins: lesson editing and video upload. */
  canManage: boolean;
  /** True for the course's own teacher ("Your course"). */
  isOwn: boolean;
  /** Archived (ADR 0065): readable, but no new enrolments, hand-ins or chat. */
  archived: boolean;
  /** The uploaded image, for the settings form (none for an image given as a URL, or none at all). */
  imageFileId: Id<"files"> | null;
};

export async function getCourseView(ctx: QueryCtx, user: AppUser, rawId: string): Promise<CourseView> {
  const course = await requireCourse(ctx, rawId);
  const instructor = await ctx.db.get("users", course.instructorId);
  return {
    ...toCourseCard(course),
    instructorId: course.instructorId,
    instructorBio: instructor?.bio ?? "",
    instructorExperience: instructor?.experience ?? null,
    level: "Intermediate",
    canManage: canManageCourse(user, course),
    isOwn: course.instructorId === user._id,
    archived: course.archived,
    imageFileId: course.imageFileId ?? null,
  };
}

/** A course in the staff course picker (Assignments page). */
export type TeachingCourse = { _id: Id<"courses">; name: string; instructorName: string };

/**
 * The courses a member of staff runs: a teacher's own (by_instructor), for an Admin every
 * course (by_name); at most COURSE_PICKER_MAX, sorted by name.
 */
export async function listTeachingCourses(ctx: QueryCtx, user: AppUser): Promise<TeachingCourse[]> {
  const courses =
    user.role === "Admin"
      ? await ctx.db.query("courses").withIndex("by_name").take(COURSE_PICKER_MAX)
      : user.role === "teacher"
        ? await ctx.db
            .query("courses")
            .withIndex("by_instructor", (q) => q.eq("instructorId", user._id))
            .take(COURSE_PICKER_MAX)
        : [];
  return courses
    .map((course) => ({ _id: course._id, name: course.name, instructorName: course.instructorName }))
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}
