/**
 * The bank editor's form values and their check. The form has one field per option (so each has
 * its own label, id and message); the check is the shared quizQuestionSchema (convex/model/
 * quizRules.ts), the same the server parses, with each issue put on the field it is about.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { quizQuestionSchema, type QuizQuestion } from "@convex/shared/quizRules";

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
export function questionFormValues(q: {
  question: string;
  options: readonly string[];
  answer: number;
}): QuestionFormValues {
  const [option1 = "", option2 = "", option3 = "", option4 = ""] = q.options;
  return { question: q.question, option1, option2, option3, option4, answer: String(q.answer) };
}

function schemaInput(values: QuestionFormValues) {
  return {
    question: values.question,
    options: OPTION_FIELDS.map((field) => values[field]),
    answer: values.answer === "" ? undefined : Number(values.answer),
  };
}

const normalized = (text: string) => text.trim().toLowerCase();

/** The option fields whose text another option repeats (the schema's "must differ" rule). */
function repeatedOptions(values: QuestionFormValues): OptionField[] {
  return OPTION_FIELDS.filter((field) =>
    OPTION_FIELDS.some((other) => other !== field && normalized(values[other]) === normalized(values[field])),
  );
}

/** Which fields an issue at `path` belongs to. */
function fieldsOf(path: readonly PropertyKey[], values: QuestionFormValues): QuestionField[] {
  const [head, index] = path;
  if (head === "question" || head === "answer") return [head];
  if (head === "options" && typeof index === "number" && OPTION_FIELDS[index]) return [OPTION_FIELDS[index]];
  // A rule about the options together ("must differ", "exactly four"): on the options it is about.
  const repeated = repeatedOptions(values);
  return repeated.length > 0 ? repeated : ["option1"];
}

/** react-hook-form resolver: the schema's output (what the mutations take) or one message per field. */
export const questionResolver: Resolver<QuestionFormValues, unknown, QuizQuestion> = (values) => {
  const result = quizQuestionSchema.safeParse(schemaInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<QuestionFormValues> = {};
  for (const issue of result.error.issues) {
    for (const field of fieldsOf(issue.path, values)) {
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
