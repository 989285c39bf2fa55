/**
 * Drafts of grades, one per (assignment, student), kept in this browser's localStorage as they are
 * typed (ADR 0063): moving to another student, a reload or a lost connection loses nothing. A draft
 * is dropped only once the server has the grade (the save's promise resolved), so a save queued
 * while offline keeps its draft until it lands.
 */

/** What the grading form holds. `grade` is the override's text as typed ("" while not overriding). */
export type GradeDraft = {
  /** criterionId → the level chosen and the comment on it. */
  choices: Record<string, { levelId: string | null; comment: string }>;
  feedback: string;
  override: boolean;
  grade: string;
  reason: string;
  /** When it was last typed in (ms). */
  updatedAt: number;
};

const PREFIX = "lyceum:grade-draft:";

export function draftKey(assignmentId: string, studentId: string): string {
  return `${PREFIX}${assignmentId}:${studentId}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage switched off (a privacy setting): drafts live only as long as the page.
    return null;
  }
}

function isDraft(value: unknown): value is GradeDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<GradeDraft>;
  return (
    typeof draft.choices === "object" &&
    draft.choices !== null &&
    typeof draft.feedback === "string" &&
    typeof draft.override === "boolean" &&
    typeof draft.grade === "string" &&
    typeof draft.reason === "string" &&
    typeof draft.updatedAt === "number"
  );
}

export function readDraft(assignmentId: string, studentId: string): GradeDraft | null {
  const text = storage()?.getItem(draftKey(assignmentId, studentId));
  if (text == null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(assignmentId: string, studentId: string, draft: GradeDraft): void {
  try {
    storage()?.setItem(draftKey(assignmentId, studentId), JSON.stringify(draft));
  } catch {
    // Quota full: the form still holds it; nothing better to do here.
  }
}

export function dropDraft(assignmentId: string, studentId: string): void {
  storage()?.removeItem(draftKey(assignmentId, studentId));
}

/** Students of the assignment with a draft on this device (for the list's "draft" mark). */
export function draftStudents(assignmentId: string): Set<string> {
  const found = new Set<string>();
  const store = storage();
  if (store === null) return found;
  const prefix = `${PREFIX}${assignmentId}:`;
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) found.add(key.slice(prefix.length));
  }
  return found;
}
