/**
 * The settings of a course's own quiz (ADR 0056, ADR 0076), written once for the server and the
 * rules panel: the attempt rules (quizRules.ts), the pass mark, whether the certificate needs the
 * quiz, and the tags an attempt draws from. Plain data and pure functions.
 */
import { z } from "zod";
import { PASS_PERCENT } from "./certificateRules";
import { normaliseTag, TAG_MAX } from "./questionTypes";
import { DEFAULT_ATTEMPT_RULES, quizAttemptRulesSchema, type QuizAttemptRules } from "./quizRules";

/** The lowest and highest pass mark a teacher may set (whole percent of the questions' credit). */
export const PASS_PERCENT_MIN = 1;
export const PASS_PERCENT_MAX = 100;
/** Most tags a quiz may draw from. */
export const MAX_DRAW_TAGS = 20;

export type QuizSettings = QuizAttemptRules & {
  /** A finished attempt passes from this whole percent of its questions' credit. */
  passPercent: number;
  /** The course's certificate asks for a pass of this quiz (the course's own bank only). */
  requiredForCertificate: boolean;
  /** An attempt draws only questions with one of these tags; [] draws from the whole bank. */
  drawTags: string[];
};

/** No settings row: SPEC's open quiz, its pass mark, needed for the certificate, the whole bank. */
export const DEFAULT_QUIZ_SETTINGS: QuizSettings = {
  ...DEFAULT_ATTEMPT_RULES,
  passPercent: PASS_PERCENT,
  requiredForCertificate: true,
  drawTags: [],
};

export const NO_MATCHING_TAG = (tag: string) => `No question of this bank has the tag "${tag}".`;

/** The panel's form and the server's parse (the server also checks each tag is in the bank). */
export const quizSettingsSchema = quizAttemptRulesSchema.extend({
  passPercent: z
    .number()
    .int("The pass mark must be a whole percent.")
    .min(PASS_PERCENT_MIN, `The pass mark must be at least ${PASS_PERCENT_MIN}%.`)
    .max(PASS_PERCENT_MAX, `The pass mark can be at most ${PASS_PERCENT_MAX}%.`),
  requiredForCertificate: z.boolean(),
  drawTags: z
    .array(z.string())
    .transform((tags) => [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ""))].sort())
    .pipe(
      z
        .array(z.string().max(TAG_MAX, `A tag can be at most ${TAG_MAX} characters.`))
        .max(MAX_DRAW_TAGS, `Draw from at most ${MAX_DRAW_TAGS} tags.`),
    ),
});

/** Whether two settings say the same (tags compared as sets, both sorted by the schema). */
export function sameSettings(a: QuizSettings, b: QuizSettings): boolean {
  return (
    a.maxAttempts === b.maxAttempts &&
    a.cooldownMinutes === b.cooldownMinutes &&
    a.passPercent === b.passPercent &&
    a.requiredForCertificate === b.requiredForCertificate &&
    a.drawTags.length === b.drawTags.length &&
    a.drawTags.every((tag, i) => tag === b.drawTags[i])
  );
}

/** The tags of a bank's questions, each once, sorted: what the panel offers to draw from. */
export function tagsOfBank(questions: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(questions.flatMap((question) => question.tags))].sort();
}
