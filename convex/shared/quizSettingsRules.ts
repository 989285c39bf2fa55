/**
 * The settings of a course's own quiz (ADR 0056, ADR 0076), written once for the server and the
 * rules panel: the attempt rules (quizRules.ts), the pass mark, whether the certificate needs the
 * quiz, and the tags an attempt draws from. Plain data and pure functions.
 */
import { keyed } from "./messages";
import { z } from "zod";
import { PASS_PERCENT } from "./certificateRules";
import { normaliseTag, TAG_MAX } from "./questionTypes";
import { DEFAULT_ATTEMPT_RULES, MAX_ATTEMPTS_LIMIT, MAX_COOLDOWN_MINUTES, type QuizAttemptRules } from "./quizRules";

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

export const NO_MATCHING_TAG = (tag: string) => keyed("server.quiz.noMatchingTag", { tag });

/** The editor's rules form (`maxAttempts` null = no limit). */
const quizAttemptRulesSchema = z.object({
  maxAttempts: z
    .number()
    .int(keyed("server.quiz.attemptsWhole"))
    .min(1, keyed("server.quiz.attemptsMin"))
    .max(MAX_ATTEMPTS_LIMIT, keyed("server.quiz.attemptsMax", { max: MAX_ATTEMPTS_LIMIT }))
    .nullable(),
  cooldownMinutes: z
    .number()
    .int(keyed("server.quiz.cooldownWhole"))
    .min(0, keyed("server.quiz.cooldownNegative"))
    .max(MAX_COOLDOWN_MINUTES, keyed("server.quiz.cooldownMax")),
});

/** The panel's form and the server's parse (the server also checks each tag is in the bank). */
export const quizSettingsSchema = quizAttemptRulesSchema.extend({
  passPercent: z
    .number({ error: keyed("server.quiz.passMarkRange", { min: PASS_PERCENT_MIN, max: PASS_PERCENT_MAX }) })
    .int(keyed("server.quiz.passMarkWhole"))
    .min(PASS_PERCENT_MIN, keyed("server.quiz.passMarkMin", { min: PASS_PERCENT_MIN }))
    .max(PASS_PERCENT_MAX, keyed("server.quiz.passMarkMax", { max: PASS_PERCENT_MAX })),
  requiredForCertificate: z.boolean(),
  drawTags: z
    .array(z.string())
    .transform((tags) => [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ""))].sort())
    .pipe(
      z
        .array(z.string().max(TAG_MAX, keyed("server.forms.tagTooLong", { max: TAG_MAX })))
        .max(MAX_DRAW_TAGS, keyed("server.quiz.tooManyDrawTags", { max: MAX_DRAW_TAGS })),
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

/** Each tag of a bank with how many of its questions have it, sorted by tag. */
export function tagCounts(questions: readonly { tags: readonly string[] }[]): { tag: string; questions: number }[] {
  return tagsOfBank(questions).map((tag) => ({
    tag,
    questions: questions.filter((question) => question.tags.includes(tag)).length,
  }));
}

/** The rules panel's "no limit" choice of attempts. */
export const NO_ATTEMPT_LIMIT = "none";

/** The rules panel's values: selects and the pass mark as typed, the switch, the ticked tags. */
export type QuizSettingsFormValues = {
  maxAttempts: string;
  cooldownMinutes: string;
  passPercent: string;
  requiredForCertificate: boolean;
  drawTags: string[];
};

export function quizSettingsFormValues(settings: QuizSettings): QuizSettingsFormValues {
  return {
    maxAttempts: settings.maxAttempts === null ? NO_ATTEMPT_LIMIT : String(settings.maxAttempts),
    cooldownMinutes: String(settings.cooldownMinutes),
    passPercent: String(settings.passPercent),
    requiredForCertificate: settings.requiredForCertificate,
    drawTags: settings.drawTags,
  };
}

/** The panel's check: its values read as settings, then the server's own schema. */
export const quizSettingsFormSchema = z
  .object({
    maxAttempts: z.string(),
    cooldownMinutes: z.string(),
    passPercent: z.string(),
    requiredForCertificate: z.boolean(),
    drawTags: z.array(z.string()),
  })
  .transform((values) => ({
    maxAttempts: values.maxAttempts === NO_ATTEMPT_LIMIT ? null : Number(values.maxAttempts),
    cooldownMinutes: Number(values.cooldownMinutes),
    passPercent: values.passPercent.trim() === "" ? Number.NaN : Number(values.passPercent),
    requiredForCertificate: values.requiredForCertificate,
    drawTags: values.drawTags,
  }))
  .pipe(quizSettingsSchema);
