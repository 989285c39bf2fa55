import { rubricMaxPoints, RUBRIC_LIMITS, type RubricCriterion } from "@convex/shared/rubricRules";
import { rubricFormSchema, type RubricForm } from "@convex/shared/forms/rubric";
import { wordMessage } from "@/lib/errors";

/**
 * The rubric editor's working copy: points as typed (a string, so a half-typed number stays as
 * it is), parsed with the shared `rubricFormSchema` (what `rubrics.save` checks) on save.
 */
export type LevelDraft = { id: string; title: string; points: string; description: string };
export type CriterionDraft = { id: string; title: string; levels: LevelDraft[] };
export type RubricDraft = { title: string; criteria: CriterionDraft[] };

/** A fresh id for a criterion or a level (unique within the rubric, ≤ 32 characters). */
export function newRubricId(): string {
  return crypto.randomUUID().slice(0, 8);
}

export function blankLevel(): LevelDraft {
  return { id: newRubricId(), title: "", points: "", description: "" };
}

export function blankCriterion(): CriterionDraft {
  return {
    id: newRubricId(),
    title: "",
    levels: Array.from({ length: RUBRIC_LIMITS.levelsMin }, blankLevel),
  };
}

export function blankRubric(): RubricDraft {
  return { title: "", criteria: [blankCriterion()] };
}

/** The draft of a saved rubric, to edit it. */
export function draftOf(rubric: { title: string; criteria: readonly RubricCriterion[] }): RubricDraft {
  return {
    title: rubric.title,
    criteria: rubric.criteria.map((criterion) => ({
      id: criterion.id,
      title: criterion.title,
      levels: criterion.levels.map((level) => ({ ...level, points: String(level.points) })),
    })),
  };
}

/** A level's points as typed; "" and anything not a number parse as NaN, which the schema refuses. */
function pointsOf(typed: string): number {
  return typed.trim() === "" ? Number.NaN : Number(typed);
}

function toForm(draft: RubricDraft) {
  return {
    title: draft.title,
    criteria: draft.criteria.map((criterion) => ({
      ...criterion,
      levels: criterion.levels.map((level) => ({ ...level, points: pointsOf(level.points) })),
    })),
  };
}

/** The total so far: each criterion's best level, what is not a number yet counting nothing. */
export function draftTotal(draft: RubricDraft): number {
  return rubricMaxPoints(
    toForm(draft).criteria.map((criterion) => ({
      ...criterion,
      levels: criterion.levels.map((level) => ({ ...level, points: Number.isFinite(level.points) ? level.points : 0 })),
    })),
  );
}

/**
 * The draft checked by the shared rules: the rubric to save, or one message per field, keyed by its
 * path ("title", "criteria.0.title", "criteria.0.levels.1.points"; "criteria" for the whole rubric).
 */
export function parseDraft(
  draft: RubricDraft,
): { ok: true; rubric: RubricForm } | { ok: false; errors: Record<string, string> } {
  const parsed = rubricFormSchema.safeParse(toForm(draft));
  if (parsed.success) return { ok: true, rubric: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= wordMessage(issue.message);
  }
  return { ok: false, errors };
}

/** The list with the item at `index` moved by `by` (-1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
