/**
 * Checking a roster before anything is written (the preview) and again when it is confirmed:
 * the same rules both times, so what the preview called fine is what gets imported.
 */
import { keyed } from "../../shared/messages";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { isEnrolled } from "../../courses/model/courseMembers";
import { canManageCourse } from "../../courses/model/courses";
import { emailField } from "../../shared/forms/fields";
import { TEXT_LIMITS } from "../../shared/limits";
import { parseRosterCsv, ROSTER, type RosterCsvRow } from "../../shared/rosterRules";

export type PreviewStatus = "new" | "existing" | "error";

export type PreviewRow = {
  line: number;
  name: string;
  email: string;
  studentNumber: string;
  courseName: string;
  status: PreviewStatus;
  /** Why the row will not be imported (status "error"), else null. */
  error: string | null;
};

export type Preview = {
  /** A problem with the whole file (too many rows, no heading): then no row is imported. */
  fileError: string | null;
  rows: PreviewRow[];
  counts: { new: number; existing: number; errors: number };
};

/** A checked row ready to import, with its course. */
export type ReadyRow = { name: string; email: string; studentNumber: string; course: Doc<"courses"> };

/** Why a row is not imported: keys of the server's catalog, worded by the browser (issue #33). */
export const ROW_ERRORS = {
  noName: keyed("server.onboarding.rowNoName"),
  longName: keyed("server.onboarding.rowLongName", { max: TEXT_LIMITS.displayName }),
  badEmail: keyed("server.onboarding.rowBadEmail"),
  badStudentNumber: keyed("server.onboarding.rowBadStudentNumber", { max: ROSTER.studentNumberMax }),
  duplicate: (line: number) => keyed("server.onboarding.rowDuplicate", { line }),
  member: keyed("server.onboarding.rowMember"),
  staff: keyed("server.onboarding.rowStaff"),
  otherCourse: keyed("server.onboarding.rowOtherCourse"),
  noCourse: (name: string) => keyed("server.onboarding.rowNoCourse", { name }),
  manyCourses: (name: string) => keyed("server.onboarding.rowManyCourses", { name }),
  notManager: (name: string) => keyed("server.onboarding.rowNotManager", { name }),
} as const;

const STUDENT_NUMBER = new RegExp(`^[A-Za-z0-9 .\\-]{0,${ROSTER.studentNumberMax}}$`);

/** The course a row names: the opened one when empty; by id or exact name for an Admin. */
async function rowCourse(
  ctx: QueryCtx,
  user: AppUser,
  opened: Doc<"courses">,
  raw: string,
  cache: Map<string, Doc<"courses"> | string>,
): Promise<Doc<"courses"> | string> {
  const wanted = raw.trim();
  if (wanted === "" || wanted === opened._id || wanted.toLowerCase() === opened.name.toLowerCase()) return opened;
  if (user.role !== "Admin") return ROW_ERRORS.otherCourse;
  const cached = cache.get(wanted);
  if (cached !== undefined) return cached;
  let found: Doc<"courses"> | string;
  const id = ctx.db.normalizeId("courses", wanted);
  const byId = id === null ? null : await ctx.db.get("courses", id);
  if (byId !== null) found = byId;
  else {
    const named = await ctx.db
      .query("courses")
      .withIndex("by_name", (q) => q.eq("name", wanted))
      .take(2);
    found =
      named.length === 0 ? ROW_ERRORS.noCourse(wanted) : named.length > 1 ? ROW_ERRORS.manyCourses(wanted) : named[0]!;
  }
  if (typeof found !== "string" && !canManageCourse(user, found)) found = ROW_ERRORS.notManager(found.name);
  cache.set(wanted, found);
  return found;
}

/** The account of an address, if anyone has one (users' `email` index, as Convex Auth keeps it). */
export async function userByEmail(ctx: QueryCtx, email: string): Promise<Doc<"users"> | null> {
  return await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .first();
}

/** Checks each row of the file; the rows to import and what the preview shows. */
export async function checkRoster(
  ctx: QueryCtx,
  user: AppUser,
  opened: Doc<"courses">,
  csv: string,
): Promise<{ preview: Preview; ready: ReadyRow[] }> {
  const parsed = parseRosterCsv(csv);
  const counts = { new: 0, existing: 0, errors: 0 };
  if (parsed.error !== null) return { preview: { fileError: parsed.error, rows: [], counts }, ready: [] };
  const seen = new Map<string, number>();
  const courses = new Map<string, Doc<"courses"> | string>();
  const rows: PreviewRow[] = [];
  const ready: ReadyRow[] = [];
  for (const raw of parsed.rows) {
    const { row, error, course, existing } = await checkRow(ctx, user, opened, raw, seen, courses);
    const status: PreviewStatus = error !== null ? "error" : existing ? "existing" : "new";
    counts[status === "error" ? "errors" : status] += 1;
    rows.push({ ...row, status, error });
    if (error === null && course !== null) ready.push({ ...row, course });
  }
  return { preview: { fileError: null, rows, counts }, ready };
}

async function checkRow(
  ctx: QueryCtx,
  user: AppUser,
  opened: Doc<"courses">,
  raw: RosterCsvRow,
  seen: Map<string, number>,
  courses: Map<string, Doc<"courses"> | string>,
) {
  const parsedEmail = emailField.safeParse(raw.email);
  const email = parsedEmail.success ? parsedEmail.data : raw.email.trim();
  const course = await rowCourse(ctx, user, opened, raw.course, courses);
  const row = {
    line: raw.line,
    name: raw.name,
    email,
    studentNumber: raw.studentNumber,
    courseName: typeof course === "string" ? raw.course : course.name,
  };
  const fail = (error: string) => ({ row, error, course: null, existing: false });
  if (raw.name === "") return fail(ROW_ERRORS.noName);
  if (raw.name.length > TEXT_LIMITS.displayName) return fail(ROW_ERRORS.longName);
  if (!parsedEmail.success) return fail(ROW_ERRORS.badEmail);
  if (!STUDENT_NUMBER.test(raw.studentNumber)) return fail(ROW_ERRORS.badStudentNumber);
  if (typeof course === "string") return fail(course);
  const key = `${email} ${course._id}`;
  const first = seen.get(key);
  if (first !== undefined) return fail(ROW_ERRORS.duplicate(first));
  seen.set(key, raw.line);
  const account = await userByEmail(ctx, email);
  if (account !== null) {
    if (account.role === "teacher" || account.role === "Admin") return fail(ROW_ERRORS.staff);
    if (await isEnrolled(ctx, account._id, course._id)) return fail(ROW_ERRORS.member);
  }
  return { row, error: null, course, existing: account !== null };
}
