/**
 * Rules of assignments, declared once: limits, messages and the checks the forms' schemas
 * (./forms/assignment.ts) are made of. Plain values and functions, no Zod: the student's screen
 * imports this file and should not load a schema library it does not use (issue #32).
 *
 * SPEC §5 leaves the bounds open ("not shown"); these are ours (see docs/assignments.md).
 */
import { keyed } from "./messages";
export const ASSIGNMENT_LIMITS = {
  title: 200,
  feedback: 2000,
  timeZone: 64,
  /** Most assignments one course holds; the lists return at most this many. */
  perCourse: 100,
  /** Most versions one student may submit for one assignment. */
  versions: 20,
  /** Most students one course's gradebook and counts cover. */
  students: 1000,
  /** Students per page of the teacher's roster, and most ids one `rosterWork` call takes. */
  rosterPage: 25,
  /**
   * Students per `rosterWork` subscription on the assignment detail (ADR 0039): a grade re-runs
   * only its chunk, and each chunk costs 4 documents of its own (session, user, assignment, course).
   * 7 splits a page of 25 into 7 + 7 + 7 + 4: the page view stays within its read budget of 72
   * documents (chunks of 5 would read 76).
   */
  rosterWorkChunk: 7,
  /** Most grades one student's grade history shows (the newest). */
  gradeHistory: 50,
  gradeMin: 0,
  /** An assignment's points (its maximum grade): whole, from 1 to this. The form proposes 100. */
  pointsMax: 1000,
  pointsDefault: 100,
  /** Instructions, safe Markdown shown beside the question file. */
  instructions: 10_000,
  /** The due time the form proposes (24 h "HH:MM"). */
  deadlineTimeDefault: "23:59",
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (what `<input type="date">` gives), years 2000–2199. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An IANA time zone name the runtime knows (e.g. "Europe/Paris"); the browser's own zone. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > ASSIGNMENT_LIMITS.timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A time of day written "HH:MM" on a 24-hour clock (what `<input type="time">` gives). */
export function isTimeOfDay(value: string): boolean {
  return HH_MM.test(value);
}

/** With a rubric attached, the assignment is worth exactly the rubric's total. */
export const pointsMustMatchRubric = (total: number) => keyed("server.assignments.pointsMustMatchRubric", { total });
export const POINTS_LOCKED = keyed("server.assignments.pointsLocked");

export const DEADLINE_BEFORE_ASSIGNED = keyed("server.assignments.deadlineBeforeAssigned");

/** SPEC §8 messages of the student's submission form. */
export const SUBMISSION_MESSAGES = {
  noFile: keyed("server.assignments.noFile"),
  success: keyed("server.assignments.success"),
  failure: keyed("server.assignments.failure"),
  uploadSuccess: keyed("server.assignments.uploadSuccess"),
  uploadFailure: keyed("server.assignments.uploadFailure"),
} as const;
