/**
 * The grader's presence rooms (ADR 0063), one per student's work on one assignment:
 * "grade:<assignmentId>:<studentId>". Browser-safe: the grader names the room it joins with this,
 * and convex/assignments/graderPresence.ts reads it back with `parseGraderRoom`.
 */
const PREFIX = "grade:";

export function graderRoom(assignmentId: string, studentId: string): string {
  return `${PREFIX}${assignmentId}:${studentId}`;
}

/** The room's two ids as written, or null when it is not a grader room. */
export function parseGraderRoom(room: string): { assignmentId: string; studentId: string } | null {
  if (!room.startsWith(PREFIX)) return null;
  const parts = room.slice(PREFIX.length).split(":");
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "") return null;
  return { assignmentId: parts[0], studentId: parts[1] };
}

/**
 * How often an open grader says it is still there (ms): a teacher who closes the laptop stops
 * showing as "also grading" after 2.5 intervals (the presence component's rule).
 */
export const GRADER_PRESENCE_INTERVAL = 15_000;
