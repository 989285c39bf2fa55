/**
 * Copy to a new term (ADR 0069): the name the dialog proposes, how assignment dates shift, and
 * the messages, written once for the server (courses/model/courseCopy.ts) and the dialog. No
 * server code here, so the browser can import it.
 */
import { keyed, type Keyed, type ServerMessage } from "./messages";
import { TEXT_LIMITS } from "./limits";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The name the dialog proposes: "<name> (copy)", cut so it stays within the course-name limit. */
export function defaultCopyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, TEXT_LIMITS.courseName - suffix.length).trimEnd()}${suffix}`;
}

/** yyyy-mm-dd moved by whole days (calendar days, no time zone involved). */
export function shiftIsoDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one yyyy-mm-dd to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (iso: string) => {
    const [year, month, day] = iso.split("-").map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((at(to) - at(from)) / DAY_MS);
}

/** The earliest assigned date of a course's assignments: the old term's start the dialog shifts from. */
export function termStart(assignments: readonly { assignedDate: string }[]): string | null {
  let earliest: string | null = null;
  for (const { assignedDate } of assignments) {
    if (earliest === null || assignedDate < earliest) earliest = assignedDate;
  }
  return earliest;
}

/**
 * Lesson text one copy (or import) transaction writes at most, in characters: each character is
 * written about five times (the draft and published events, the content row and its rewrite), so
 * a batch stays well inside Convex's 16 MiB written per transaction. Further lessons follow in
 * scheduled batches.
 */
export const COPY_BATCH_CHARS = 1_500_000;
/** Lessons one copy (or import) transaction fills at most. */
export const COPY_BATCH_LESSONS = 50;

export const COPY_UNKNOWN_ASSIGNMENT = keyed("server.courses.copyUnknownAssignment");

/** "“Essay 1”: That deadline has already passed." — a dated problem names its assignment. */
export function assignmentDateProblem(title: string, message: ServerMessage): Keyed {
  return keyed("server.courses.assignmentDateProblem", { title, problem: message });
}
