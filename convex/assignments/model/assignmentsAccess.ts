/** Who may see and change a course's assignments, and the shared look-ups behind it. */
import { keyed } from "../../shared/messages";
import type { Infer } from "convex/values";
import type { z } from "zod";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { canManageCourse, requireCourse } from "../../courses/model/courses";
import { isEnrolled } from "../../courses/model/courseMembers";
import { appError } from "../../lib/appError";
import { firstIssueMessage } from "../../shared/forms/parse";
import type { assignmentFileValidator } from "../events";
import { assignmentByKey } from "../projector/keys";
import type { AppUser } from "../../accounts/model/users";

export const NOT_ENROLLED = keyed("server.assignments.notEnrolled");
export const NOT_STAFF = keyed("server.assignments.notStaff");
export const ASSIGNMENT_NOT_FOUND = keyed("server.assignments.assignmentNotFound");

/** Parses with a shared form schema; the first problem becomes the error the user sees. */
export function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw appError("INVALID", firstIssueMessage(result.error.issues));
  }
  return result.data;
}

export async function requireAssignment(ctx: QueryCtx, assignmentId: Id<"assignments">): Promise<Doc<"assignments">> {
  const assignment = await ctx.db.get("assignments", assignmentId);
  if (assignment === null) throw appError("NOT_FOUND", ASSIGNMENT_NOT_FOUND);
  return assignment;
}

/** The course, when the caller is its teacher or an Admin. */
export async function requireStaffCourse(ctx: QueryCtx, user: AppUser, courseId: string): Promise<Doc<"courses">> {
  const course = await requireCourse(ctx, courseId);
  if (!canManageCourse(user, course)) throw appError("FORBIDDEN", NOT_STAFF);
  return course;
}

/** The course, when the caller is enrolled in it. */
export async function requireEnrolledCourse(ctx: QueryCtx, user: AppUser, courseId: string): Promise<Doc<"courses">> {
  const course = await requireCourse(ctx, courseId);
  if (!(await isEnrolled(ctx, user._id, course._id))) throw appError("FORBIDDEN", NOT_ENROLLED);
  return course;
}

/** The assignment and its course, for the course's teacher or an Admin. */
export async function requireStaffAssignment(ctx: QueryCtx, user: AppUser, assignmentId: Id<"assignments">) {
  const assignment = await requireAssignment(ctx, assignmentId);
  const course = await requireStaffCourse(ctx, user, assignment.courseId);
  return { assignment, course };
}

/** A person's name as they have it now (their display name), else `fallback`. */
export async function nameOf(ctx: QueryCtx, userId: Id<"users">, fallback = "Unknown"): Promise<string> {
  const person = await ctx.db.get("users", userId);
  return person?.displayName ?? person?.name ?? fallback;
}

/** Refuses a student who is not enrolled in the assignment's course (or was given another's id). */
export async function requireEnrolledStudent(
  ctx: QueryCtx,
  studentId: Id<"users">,
  courseId: Id<"courses">,
): Promise<void> {
  if (!(await isEnrolled(ctx, studentId, courseId))) {
    throw appError("NOT_FOUND", "server.common.studentNotEnrolled");
  }
}

export async function findSubmission(ctx: QueryCtx, assignmentId: Id<"assignments">, studentId: Id<"users">) {
  return await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignmentId).eq("studentId", studentId))
    .unique();
}

export async function findExtension(ctx: QueryCtx, assignmentId: Id<"assignments">, studentId: Id<"users">) {
  return await ctx.db
    .query("extensions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignmentId).eq("studentId", studentId))
    .unique();
}

/** An assignment's extensions by student (at most ASSIGNMENT_LIMITS.students, one per student). */
export async function extensionsByStudent(
  ctx: QueryCtx,
  assignmentId: Id<"assignments">,
): Promise<Map<Id<"users">, Doc<"extensions">>> {
  const extensions = await ctx.db
    .query("extensions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignmentId))
    .take(ASSIGNMENT_LIMITS.students);
  return new Map(extensions.map((extension) => [extension.studentId, extension]));
}

/**
 * A stored file as a read shows it: never its address. It is opened through a short-lived link
 * (`fileLinks.open`, ADR 0062).
 */
export type FileLink = { name: string; contentType: string; size: number };

/** A file as an assignment keeps it: the question, a handed-in version (assignments/events.ts). */
export type AssignmentFile = Infer<typeof assignmentFileValidator>;

/**
 * What the events and the rows keep of a `files` row when it is attached. Its `fileKey` is the
 * file's own stable name (its Convex storage id, or its UploadThing key), which a replay keeps.
 */
export function assignmentFileOf(file: Doc<"files">): AssignmentFile {
  return {
    fileKey: file.storageId ?? file.key ?? file.url ?? file.path,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    ...(file.url !== undefined ? { url: file.url } : {}),
    ...(file.storageId !== undefined ? { storageId: file.storageId } : {}),
  };
}

/** A kept file as a read shows it: name, type and size only (no URL, no storage id: ADR 0062). */
export function fileLink(file: AssignmentFile): FileLink {
  return { name: file.name, contentType: file.contentType, size: file.size };
}

/** The assignment an event just created, by its key (the event's id). */
export async function requireAssignmentByKey(ctx: QueryCtx, key: string): Promise<Doc<"assignments">> {
  const assignment = await assignmentByKey(ctx, key);
  if (assignment === null) throw appError("NOT_FOUND", ASSIGNMENT_NOT_FOUND);
  return assignment;
}
