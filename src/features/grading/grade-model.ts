/**
 * The grading form's rules, apart from React: a draft made from the current grade, the total the
 * rubric's choices give, what stops a save, and the arguments of `submissions.grade`. The limits
 * and messages are the server's own (convex/shared/rubricRules.ts, assignmentRules.ts).
 */
import { ASSIGNMENT_LIMITS } from "@convex/shared/assignmentRules";
import { gradeFormSchemaFor } from "@convex/shared/forms/assignment";
import {
  RUBRIC_LIMITS,
  RUBRIC_MESSAGES,
  rubricTotal,
  type RubricChoice,
  type RubricCriterion,
} from "@convex/shared/rubricRules";
import type { GradeDraft } from "./drafts";
import { t } from "./i18n";

/** The current grade as `graderWork` gives it (only what the form needs). */
export type CurrentGrade = {
  grade: number;
  feedback: string;
  rubric: ReadonlyArray<{ criterionId: string; levelId: string; comment: string }> | null;
  overrideReason: string | null;
};

/** A form starting from the current grade (or empty when there is none). */
export function draftFrom(criteria: readonly RubricCriterion[] | null, current: CurrentGrade | null): GradeDraft {
  const choices: GradeDraft["choices"] = {};
  for (const criterion of criteria ?? []) {
    const chosen = current?.rubric?.find((choice) => choice.criterionId === criterion.id);
    choices[criterion.id] = { levelId: chosen?.levelId ?? null, comment: chosen?.comment ?? "" };
  }
  const override = criteria !== null && current !== null && current.overrideReason !== null;
  return {
    choices,
    feedback: current?.feedback ?? "",
    override,
    grade: current === null || (criteria !== null && !override) ? "" : String(current.grade),
    reason: current?.overrideReason ?? "",
    updatedAt: 0,
  };
}

/** The rubric's total for the choices so far, or null while a criterion has no level. */
export function draftTotal(criteria: readonly RubricCriterion[], draft: GradeDraft): number | null {
  const choices = choicesOf(criteria, draft);
  return choices.length === criteria.length ? rubricTotal(criteria, choices) : null;
}

function choicesOf(criteria: readonly RubricCriterion[], draft: GradeDraft): RubricChoice[] {
  const choices: RubricChoice[] = [];
  for (const criterion of criteria) {
    const choice = draft.choices[criterion.id];
    if (choice?.levelId) choices.push({ criterionId: criterion.id, levelId: choice.levelId, comment: choice.comment });
  }
  return choices;
}

export type GradeField = "rubric" | "grade" | "reason" | "feedback" | "comment";
export type GradeProblem = { field: GradeField; message: string; criterionId?: string };

export type GradeArgs = {
  grade: number;
  feedback: string;
  rubric?: RubricChoice[];
  overrideReason?: string;
};

/**
 * The arguments of `submissions.grade` for this draft, or the first thing to fix. With a rubric the
 * grade is its total unless overridden, and an override that differs from the total needs a reason.
 */
export function gradeArgs(
  criteria: readonly RubricCriterion[] | null,
  points: number,
  draft: GradeDraft,
): { ok: true; args: GradeArgs } | { ok: false; problem: GradeProblem } {
  const feedback = draft.feedback.trim();
  if (feedback.length > ASSIGNMENT_LIMITS.feedback) {
    return {
      ok: false,
      problem: { field: "feedback", message: t("grading.model.feedbackTooLong", { max: ASSIGNMENT_LIMITS.feedback }) },
    };
  }
  const typedGrade = () => {
    const parsed = gradeFormSchemaFor(points).shape.grade.safeParse(
      draft.grade.trim() === "" ? Number.NaN : Number(draft.grade),
    );
    return parsed.success
      ? ({ ok: true, grade: parsed.data } as const)
      : ({ ok: false, message: parsed.error.issues[0]?.message ?? t("grading.model.gradeNumber") } as const);
  };

  if (criteria === null) {
    const grade = typedGrade();
    if (!grade.ok) return { ok: false, problem: { field: "grade", message: grade.message } };
    return { ok: true, args: { grade: grade.grade, feedback } };
  }

  for (const criterion of criteria) {
    const choice = draft.choices[criterion.id];
    if (!choice?.levelId) {
      return {
        ok: false,
        problem: {
          field: "rubric",
          criterionId: criterion.id,
          message: t("grading.model.chooseLevel", { criterion: criterion.title }),
        },
      };
    }
    if (choice.comment.length > RUBRIC_LIMITS.comment) {
      return {
        ok: false,
        problem: {
          field: "comment",
          criterionId: criterion.id,
          message: t("grading.model.commentTooLong", { max: RUBRIC_LIMITS.comment }),
        },
      };
    }
  }
  const rubric = choicesOf(criteria, draft).map((choice) => ({ ...choice, comment: choice.comment.trim() }));
  const total = rubricTotal(criteria, rubric);
  if (!draft.override) return { ok: true, args: { grade: total, feedback, rubric } };

  const grade = typedGrade();
  if (!grade.ok) return { ok: false, problem: { field: "grade", message: grade.message } };
  if (grade.grade === total) return { ok: true, args: { grade: total, feedback, rubric } };
  const reason = draft.reason.trim();
  if (reason === "") return { ok: false, problem: { field: "reason", message: RUBRIC_MESSAGES.overrideReason } };
  if (reason.length > RUBRIC_LIMITS.overrideReason) {
    return {
      ok: false,
      problem: { field: "reason", message: t("grading.model.reasonTooLong", { max: RUBRIC_LIMITS.overrideReason }) },
    };
  }
  return { ok: true, args: { grade: grade.grade, feedback, rubric, overrideReason: reason } };
}
