/**
 * The rubric's schema (ADR 0060): what the rubric editor's form checks and `rubrics.save` accepts,
 * made of the limits and messages of ../rubricRules.ts. No server-only imports: the browser
 * bundle may use this file.
 */
import { z } from "zod";
import { RUBRIC_LIMITS, RUBRIC_MESSAGES, rubricMaxPoints } from "../rubricRules";

const idSchema = z
  .string()
  .min(1, { message: "Missing id." })
  .max(RUBRIC_LIMITS.id, { message: `Ids are at most ${RUBRIC_LIMITS.id} characters.` });

const text = (label: string, max: number, required: boolean) => {
  const base = z.string().trim();
  const bounded = required ? base.min(1, { message: `${label} is required.` }) : base;
  return bounded.max(max, { message: `${label} must be at most ${max} characters.` });
};

const POINTS_RANGE = `Points must be whole numbers from ${RUBRIC_LIMITS.pointsMin} to ${RUBRIC_LIMITS.pointsMax}.`;

export const rubricLevelSchema = z.object({
  id: idSchema,
  title: text("Level title", RUBRIC_LIMITS.levelTitle, true),
  points: z
    .number({ message: POINTS_RANGE })
    .int({ message: POINTS_RANGE })
    .min(RUBRIC_LIMITS.pointsMin, { message: POINTS_RANGE })
    .max(RUBRIC_LIMITS.pointsMax, { message: POINTS_RANGE }),
  description: text("Level description", RUBRIC_LIMITS.levelDescription, false),
});

export const rubricCriterionSchema = z.object({
  id: idSchema,
  title: text("Criterion title", RUBRIC_LIMITS.criterionTitle, true),
  levels: z
    .array(rubricLevelSchema)
    .min(RUBRIC_LIMITS.levelsMin, { message: `Each criterion needs at least ${RUBRIC_LIMITS.levelsMin} levels.` })
    .max(RUBRIC_LIMITS.levelsMax, { message: `A criterion can have at most ${RUBRIC_LIMITS.levelsMax} levels.` }),
});

/** The rubric editor's form, and what `rubrics.save` accepts. */
export const rubricFormSchema = z
  .object({
    title: text("Rubric title", RUBRIC_LIMITS.title, true),
    criteria: z
      .array(rubricCriterionSchema)
      .min(RUBRIC_LIMITS.criteriaMin, { message: "A rubric needs at least one criterion." })
      .max(RUBRIC_LIMITS.criteriaMax, { message: `A rubric can have at most ${RUBRIC_LIMITS.criteriaMax} criteria.` }),
  })
  .superRefine((rubric, ctx) => {
    const ids = rubric.criteria.flatMap((criterion) => [criterion.id, ...criterion.levels.map((level) => level.id)]);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: RUBRIC_MESSAGES.duplicateId, path: ["criteria"] });
    }
    const total = rubricMaxPoints(rubric.criteria);
    if (total < 1 || total > RUBRIC_LIMITS.pointsMax) {
      ctx.addIssue({ code: "custom", message: RUBRIC_MESSAGES.totalRange, path: ["criteria"] });
    }
  });
export type RubricForm = z.infer<typeof rubricFormSchema>;
