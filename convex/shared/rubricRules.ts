/**
 * Rules of rubrics, declared once (ADR 0060): the server checks a rubric and a rubric grade with
 * these, and the rubric editor and the grader import the same ones; the rubric's schema is in
 * ./forms/rubric.ts. Plain values and functions, no Zod: a student's assignment card imports this
 * file (issue #32). No server-only imports: the browser bundle uses this file.
 *
 * A rubric is a list of criteria, each with 2 to 6 levels that carry whole points and a
 * description. Ids of criteria and levels are made by the client (`crypto.randomUUID().slice(0, 8)`)
 * and checked here: at most 32 characters, unique within the rubric.
 */
import { keyed, type Keyed } from "./messages";
import { ASSIGNMENT_LIMITS } from "./assignmentRules";

export const RUBRIC_LIMITS = {
  title: 120,
  criteriaMin: 1,
  criteriaMax: 12,
  levelsMin: 2,
  levelsMax: 6,
  criterionTitle: 120,
  levelTitle: 60,
  levelDescription: 500,
  /** The grader's comment on one criterion. */
  comment: 1000,
  pointsMin: 0,
  /** A level's points and the rubric's total: the most an assignment is worth (it takes the total). */
  pointsMax: ASSIGNMENT_LIMITS.pointsMax,
  overrideReason: 500,
  /** Most rubrics one course keeps. */
  perCourse: 50,
  /** Longest id of a criterion or a level. */
  id: 32,
} as const;

export type RubricLevel = { id: string; title: string; points: number; description: string };
export type RubricCriterion = { id: string; title: string; levels: RubricLevel[] };
export type Rubric = { title: string; criteria: RubricCriterion[] };
export type RubricChoice = { criterionId: string; levelId: string; comment: string };
/** A choice as a grade keeps it: the level's title and points as they were when it was given. */
export type RubricChoiceSnapshot = RubricChoice & { criterionTitle: string; levelTitle: string; points: number };

export const RUBRIC_MESSAGES = {
  duplicateId: keyed("server.rubrics.duplicateId"),
  totalRange: keyed("server.rubrics.totalRange", { pointsMax: RUBRIC_LIMITS.pointsMax }),
  tooMany: keyed("server.rubrics.tooMany", { perCourse: RUBRIC_LIMITS.perCourse }),
  notFound: keyed("server.rubrics.notFound"),
  /** A rubric in use by graded work keeps its total (the assignments' points follow it). */
  totalLocked: keyed("server.rubrics.totalLocked"),
  chooseEvery: keyed("server.rubrics.chooseEvery"),
  unknownLevel: keyed("server.rubrics.unknownLevel"),
  noRubric: keyed("server.rubrics.noRubric"),
  overrideReason: keyed("server.rubrics.overrideReason"),
} as const;

/** The most one criterion gives: the points of its best level. */
export function criterionMaxPoints(criterion: RubricCriterion): number {
  return Math.max(0, ...criterion.levels.map((level) => level.points));
}

/** The most a rubric gives: the sum of each criterion's best level. */
export function rubricMaxPoints(criteria: readonly RubricCriterion[]): number {
  return criteria.reduce((sum, criterion) => sum + criterionMaxPoints(criterion), 0);
}

/**
 * The total of the chosen levels (a choice naming no level of the rubric counts nothing; the
 * server refuses such a grade before it gets here, see `rubricChoicesProblem`).
 */
export function rubricTotal(criteria: readonly RubricCriterion[], choices: readonly RubricChoice[]): number {
  let total = 0;
  for (const choice of choices) {
    const criterion = criteria.find((c) => c.id === choice.criterionId);
    total += criterion?.levels.find((level) => level.id === choice.levelId)?.points ?? 0;
  }
  return total;
}

/**
 * Why these choices cannot grade with this rubric (one level of the rubric for each of its
 * criteria, each criterion once, comments within bounds), or null when they can.
 */
export function rubricChoicesProblem(
  criteria: readonly RubricCriterion[],
  choices: readonly RubricChoice[],
): Keyed | null {
  const seen = new Set<string>();
  for (const choice of choices) {
    const criterion = criteria.find((c) => c.id === choice.criterionId);
    if (criterion === undefined || seen.has(choice.criterionId)) return RUBRIC_MESSAGES.unknownLevel;
    if (!criterion.levels.some((level) => level.id === choice.levelId)) return RUBRIC_MESSAGES.unknownLevel;
    if (choice.comment.length > RUBRIC_LIMITS.comment) {
      return keyed("server.rubrics.commentTooLong", { max: RUBRIC_LIMITS.comment });
    }
    seen.add(choice.criterionId);
  }
  if (seen.size !== criteria.length) return RUBRIC_MESSAGES.chooseEvery;
  return null;
}

/** The choices as a grade keeps them (titles and points copied), in the rubric's order. */
export function snapshotChoices(
  criteria: readonly RubricCriterion[],
  choices: readonly RubricChoice[],
): RubricChoiceSnapshot[] {
  const snapshots: RubricChoiceSnapshot[] = [];
  for (const criterion of criteria) {
    const choice = choices.find((c) => c.criterionId === criterion.id);
    const level = criterion.levels.find((l) => l.id === choice?.levelId);
    if (choice === undefined || level === undefined) continue;
    snapshots.push({
      criterionId: criterion.id,
      levelId: level.id,
      comment: choice.comment.trim(),
      criterionTitle: criterion.title,
      levelTitle: level.title,
      points: level.points,
    });
  }
  return snapshots;
}
