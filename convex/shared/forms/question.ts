/**
 * A bank question's and an answer's schemas (issue #31), the rules of ../questionTypes.ts put as
 * Zod: the question editor's form, the importers and the server parse with these. No server-only
 * imports: the browser bundle may use this file.
 */
import { keyed } from "../messages";
import { requiredText } from "./fields";
import { z } from "zod";
import { tooLongMessage } from "../limits";
import {
  EXPLANATION_MAX,
  MAX_ACCEPTED,
  MAX_OPTIONS,
  MAX_TAGS,
  MIN_OPTIONS,
  normaliseTag,
  RESPONSE_TEXT_MAX,
  TAG_MAX,
  TRUE_FALSE_OPTIONS,
} from "../questionTypes";
import { QUIZ_TEXT_MAX } from "../quizRules";

const tagsField = z
  .array(z.string())
  .transform((tags) => [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ""))])
  .pipe(
    z
      .array(z.string().max(TAG_MAX, keyed("server.forms.tagTooLong", { max: TAG_MAX })))
      .max(MAX_TAGS, keyed("server.forms.tooManyTags", { max: MAX_TAGS })),
  );

const explanationField = z
  .string()
  .trim()
  .max(EXPLANATION_MAX, tooLongMessage("server.field.explanation", EXPLANATION_MAX))
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : value));

const optionsField = z
  .array(
    z
      .string()
      .trim()
      .min(1, keyed("server.forms.optionText"))
      .max(QUIZ_TEXT_MAX, tooLongMessage("server.field.anOption", QUIZ_TEXT_MAX)),
  )
  .min(MIN_OPTIONS, keyed("server.forms.tooFewOptions", { min: MIN_OPTIONS }))
  .max(MAX_OPTIONS, keyed("server.forms.tooManyOptions", { max: MAX_OPTIONS }))
  .refine(
    (options) => new Set(options.map((o) => o.toLowerCase())).size === options.length,
    keyed("server.forms.optionsDiffer"),
  );

const solutionField = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("single"), answer: z.number().int().min(1, keyed("server.forms.chooseRightOption")) }),
  z.object({
    kind: z.literal("multiple"),
    answers: z
      .array(z.number().int().min(1))
      .min(1, keyed("server.forms.tickRightOption"))
      .transform((answers) => [...new Set(answers)].sort((a, b) => a - b)),
  }),
  z.object({
    kind: z.literal("truefalse"),
    answer: z.number().int().min(1).max(2, keyed("server.forms.chooseTrueFalse")),
  }),
  z.object({
    kind: z.literal("text"),
    accepted: z
      .array(z.string().trim().max(RESPONSE_TEXT_MAX, tooLongMessage("server.field.acceptedAnswer", RESPONSE_TEXT_MAX)))
      .transform((accepted) => accepted.filter((answer) => answer !== ""))
      .pipe(
        z
          .array(z.string())
          .min(1, keyed("server.forms.acceptedRequired"))
          .max(MAX_ACCEPTED, keyed("server.forms.tooManyAccepted", { max: MAX_ACCEPTED })),
      ),
  }),
  z.object({
    kind: z.literal("numeric"),
    value: z.number({ error: keyed("server.forms.rightNumber") }).finite(keyed("server.forms.rightNumber")),
    tolerance: z.number({ error: keyed("server.forms.tolerance") }).min(0, keyed("server.forms.toleranceNegative")),
  }),
]);

/**
 * A bank question of any kind, as the editor and the importers send it; the server parses with it
 * (parseOrThrow) so the rules live here once. Choice kinds check their key against their options;
 * true/false gets its two fixed options; text and numeric get none.
 */
export const questionContentSchema = z
  .object({
    question: requiredText("server.field.question", QUIZ_TEXT_MAX),
    options: z.array(z.string()).default([]),
    solution: solutionField,
    explanation: explanationField,
    tags: tagsField.default([]),
  })
  .transform((q, ctx) => {
    const kind = q.solution.kind;
    if (kind === "truefalse") return { ...q, options: [...TRUE_FALSE_OPTIONS] };
    if (kind === "text" || kind === "numeric") return { ...q, options: [] };
    const parsed = optionsField.safeParse(q.options);
    if (!parsed.success) {
      // An option's own issue keeps its index (["options", 2]), so a form can put it on that field.
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: ["options", ...issue.path] });
      }
      return z.NEVER;
    }
    const count = parsed.data.length;
    const keys = q.solution.kind === "single" ? [q.solution.answer] : q.solution.answers;
    if (keys.some((n) => n > count)) {
      ctx.addIssue({ code: "custom", message: keyed("server.forms.rightOptionMissing"), path: ["solution"] });
      return z.NEVER;
    }
    return { ...q, options: parsed.data };
  });
export type QuestionContentInput = z.input<typeof questionContentSchema>;

/** A response as a client sends it (the mutation then checks it against the question: responseProblem). */
export const responseSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("choice"), option: z.number().int() }),
  z.object({ kind: z.literal("choices"), options: z.array(z.number().int()).max(MAX_OPTIONS) }),
  z.object({
    kind: z.literal("text"),
    text: z.string().max(RESPONSE_TEXT_MAX, tooLongMessage("server.field.yourAnswer", RESPONSE_TEXT_MAX)),
  }),
]);
