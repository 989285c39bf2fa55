/**
 * The bank editor's form values and their check. The form has one field per option (so each has
 * its own label, id and message); the check is the shared quizQuestionSchema (convex/model/
 * quizRules.ts), the same the server parses, with each issue put on the field it is about.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { questionContentSchema, type QuestionContent } from "@convex/shared/questionTypes";
import { QUIZ_TEXT_MAX } from "@convex/shared/quizRules";

export const OPTION_FIELDS = ["option1", "option2", "option3", "option4"] as const;
type OptionField = (typeof OPTION_FIELDS)[number];

/** The form's fields in screen order, for focusing the first invalid one. */
export const QUESTION_FIELD_ORDER = ["question", ...OPTION_FIELDS, "answer"] as const;
type QuestionField = (typeof QUESTION_FIELD_ORDER)[number];

/** `answer` is the picked option's number as text, "" while none is picked. */
export type QuestionFormValues = Record<QuestionField, string>;

export const EMPTY_QUESTION: QuestionFormValues = {
  question: "",
  option1: "",
  option2: "",
  option3: "",
  option4: "",
  answer: "",
};

/** An existing question as form values (editing in place). */
export function questionFormValues(q: Pick<QuestionContent, "question" | "options" | "solution">): QuestionFormValues {
  const [option1 = "", option2 = "", option3 = "", option4 = ""] = q.options;
  const answer = q.solution.kind === "single" ? String(q.solution.answer) : "";
  return { question: q.question, option1, option2, option3, option4, answer };
}

function schemaInput(values: QuestionFormValues) {
  return {
    question: values.question,
    options: OPTION_FIELDS.map((field) => values[field]),
    solution: { kind: "single", answer: values.answer === "" ? 0 : Number(values.answer) },
    tags: [],
  };
}

const normalized = (text: string) => text.trim().toLowerCase();

/** The option fields whose text another option repeats (the schema's "must differ" rule). */
function repeatedOptions(values: QuestionFormValues): OptionField[] {
  return OPTION_FIELDS.filter((field) =>
    OPTION_FIELDS.some((other) => other !== field && normalized(values[other]) === normalized(values[field])),
  );
}

/** Which fields an issue at `path` (with `message`) belongs to. */
function fieldsOf(path: readonly PropertyKey[], message: string, values: QuestionFormValues): QuestionField[] {
  const [head, index] = path;
  if (head === "question") return [head];
  if (head === "solution") return ["answer"];
  if (head === "options" && typeof index === "number" && OPTION_FIELDS[index]) return [OPTION_FIELDS[index]];
  // The schema says a rule of the options once: put it on the options it is about.
  const empty = OPTION_FIELDS.filter((field) => values[field].trim() === "");
  if (message === "Every option needs text." && empty.length > 0) return empty;
  const long = OPTION_FIELDS.filter((field) => values[field].trim().length > QUIZ_TEXT_MAX);
  if (message.startsWith("An option must be at most") && long.length > 0) return long;
  const repeated = repeatedOptions(values);
  return repeated.length > 0 ? repeated : ["option1"];
}

/** react-hook-form resolver: the schema's output (what the mutations take) or one message per field. */
export const questionResolver: Resolver<QuestionFormValues, unknown, QuestionContent> = (values) => {
  const input = schemaInput(values);
  const result = questionContentSchema.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  // The options are checked once the key is readable: with no right option chosen yet, check them
  // as if the first were right, so every field says what is wrong at once.
  const issues = [...result.error.issues];
  if (issues.every((issue) => issue.path[0] !== "options")) {
    const placeholder = questionContentSchema.safeParse({
      ...input,
      question: "?",
      solution: { kind: "single", answer: 1 },
    });
    if (!placeholder.success) issues.push(...placeholder.error.issues.filter((issue) => issue.path[0] === "options"));
  }
  const errors: FieldErrors<QuestionFormValues> = {};
  for (const issue of issues) {
    for (const field of fieldsOf(issue.path, issue.message, values)) {
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
