/**
 * The class roster's rules (ADR 0068), one home for the server and the page: its page size, its
 * sort keys and filters, and the reason a teacher gives for removing a student.
 */
import { keyed, type Keyed } from "./messages";

/** Students per roster page. */
export const CLASS_ROSTER_PAGE = 25;

/** Characters of a roster name search that count (a name is short): the box stops there, the server cuts there. */
export const ROSTER_SEARCH_MAX = 100;

export const ROSTER_SORTS = ["name", "progress", "quiz", "grade", "activity"] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

/**
 * "not_started": no lesson done; "behind": fewer than half the course's lessons done (those not
 * started too); "late": a hand-in after its deadline.
 */
export const ROSTER_FILTERS = ["all", "not_started", "behind", "late"] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

/** Lessons done below which a student is behind: half the course's (rounded up). */
export function behindBelow(lessonCount: number): number {
  return Math.ceil(lessonCount / 2);
}

/** The reason for removing a student from a course (kept in the event log). */
export const REMOVAL_REASON = { min: 1, max: 500 } as const;
export const REMOVAL_REASON_REQUIRED = keyed("server.roster.removalReasonRequired");
export const REMOVAL_REASON_TOO_LONG = keyed("server.roster.removalReasonTooLong", { max: REMOVAL_REASON.max + 1 });
export const NOT_A_STUDENT_OF_COURSE = keyed("server.roster.notAStudentOfCourse");

/** The reason, trimmed, or the message that refuses it. */
export function checkRemovalReason(raw: string): { ok: true; reason: string } | { ok: false; message: Keyed } {
  const reason = raw.trim();
  if (reason.length < REMOVAL_REASON.min) return { ok: false, message: REMOVAL_REASON_REQUIRED };
  if (reason.length > REMOVAL_REASON.max) return { ok: false, message: REMOVAL_REASON_TOO_LONG };
  return { ok: true, reason };
}
