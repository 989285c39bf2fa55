/**
 * The rubric's schema (ADR 0060): what the rubric editor's form checks and `rubrics.save` accepts,
 * made of the limits and messages of ../rubricRules.ts. No server-only imports: the browser
 * bundle may use this file.
 */
import { keyed } from "../messages";
import { optionalText, requiredText } from "./fields";
import { z } from "zod";
import { RUBRIC_LIMITS, RUBRIC_MESSAGES, rubricMaxPoints } from "../rubricRules";

const idSchema = z
  .string()
  .min(1, { message: keyed("server.forms.missingId") })
  .max(RUBRIC_LIMITS.id, { message: keyed("server.forms.idTooLong", { max: RUBRIC_LIMITS.id }) });

const POINTS_RANGE = keyed("server.forms.levelPointsRange", {
  min: RUBRIC_LIMITS.pointsMin,
  max: RUBRIC_LIMITS.pointsMax,
});

export const rubricLevelSchema = z.object({
  id: idSchema,
  title: requiredText("server.field.levelTitle", RUBRIC_LIMITS.levelTitle),
  points: z
    .number({ message: POINTS_RANGE })
    .int({ message: POINTS_RANGE })
    .min(RUBRIC_LIMITS.pointsMin, { message: POINTS_RANGE })
    .max(RUBRIC_LIMITS.pointsMax, { message: POINTS_RANGE }),
  description: optionalText("server.field.levelDescription", RUBRIC_LIMITS.levelDescription),
});

export const rubricCriterionSchema = z.object({
  id: idSchema,
  title: requiredText("server.field.criterionTitle", RUBRIC_LIMITS.criterionTitle),
  levels: z
    .array(rubricLevelSchema)
    .min(RUBRIC_LIMITS.levelsMin, { message: keyed("server.forms.tooFewLevels", { min: RUBRIC_LIMITS.levelsMin }) })
    .max(RUBRIC_LIMITS.levelsMax, { message: keyed("server.forms.tooManyLevels", { max: RUBRIC_LIMITS.levelsMax }) }),
});

/** The rubric editor's form, and what `rubrics.save` accepts. */
export const rubricFormSchema = z
  .object({
    title: requiredText("server.field.rubricTitle", RUBRIC_LIMITS.title),
    criteria: z
      .array(rubricCriterionSchema)
      .min(RUBRIC_LIMITS.criteriaMin, { message: keyed("server.forms.noCriteria") })
      .max(RUBRIC_LIMITS.criteriaMax, {
        message: keyed("server.forms.tooManyCriteria", { max: RUBRIC_LIMITS.criteriaMax }),
      }),
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
