/**
 * Course settings (ADR 0065): the fields of Add New Course edited by the course's teacher or an
 * Admin (`course_edited`, only what changed), and archive/restore (`course_archived`,
 * `course_restored`). The courses projector applies them.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { fileUrl, requireOwnedFile } from "../../accounts/model/files";
import { emit } from "../../events/emit";
import { appError } from "../../lib/appError";
import type { CourseSettings } from "../events";
import { requireManagedCourse, type CourseInput } from "./courses";

/** The image after an edit: as it was, a newly uploaded file ("courseImage"), or none. */
export type ImageChange = { keep: true } | { fileId: Id<"files"> } | { remove: true };

const TEXT_FIELDS = ["name", "description", "durationHours", "instructorName", "category"] as const;

/** Saves the course's settings; returns whether anything changed (no event when nothing did). */
export async function editCourse(
  ctx: MutationCtx,
  user: AppUser,
  rawCourseId: string,
  input: CourseInput,
  image: ImageChange,
): Promise<{ changed: boolean }> {
  const course = await requireManagedCourse(ctx, user, rawCourseId);
  const before: CourseSettings = {};
  const after: CourseSettings = {};
  for (const field of TEXT_FIELDS) {
    if (input[field] !== course[field]) {
      Object.assign(before, { [field]: course[field] });
      Object.assign(after, { [field]: input[field] });
    }
  }
  const oldFileId = course.imageFileId ?? null;
  let next: { imageUrl: string; imageFileId: Id<"files"> | null } | null = null;
  if ("fileId" in image && image.fileId !== oldFileId) {
    const file = await requireOwnedFile(ctx, image.fileId, user._id, "courseImage");
    next = { imageUrl: await fileUrl(ctx, file), imageFileId: image.fileId };
  } else if ("remove" in image && course.imageUrl !== "") {
    next = { imageUrl: "", imageFileId: null };
  }
  if (next !== null) {
    Object.assign(before, { imageUrl: course.imageUrl, imageFileId: oldFileId });
    Object.assign(after, next);
  }
  if (Object.keys(after).length === 0) return { changed: false };
  await emit(ctx, { type: "course_edited", v: 1, actorId: user._id, courseKey: course.key, before, after });
  return { changed: true };
}

/** Archives (or restores) the course; refuses one already so with CONFLICT. */
export async function setCourseArchived(
  ctx: MutationCtx,
  user: AppUser,
  rawCourseId: string,
  archived: boolean,
): Promise<null> {
  const course = await requireManagedCourse(ctx, user, rawCourseId);
  if (course.archived === archived) {
    throw appError("CONFLICT", archived ? "server.courses.alreadyArchived" : "server.courses.notArchived");
  }
  await emit(ctx, {
    type: archived ? "course_archived" : "course_restored",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    name: course.name,
  });
  return null;
}
