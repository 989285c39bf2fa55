/**
 * The bank editor's form values and their check, for every question type (issue #31). The form has
 * one flat field per option (so each has its own label, id and message) and the fields of each
 * kind; the check is the shared questionContentSchema (convex/shared/forms/question.ts), the same
 * the server parses, with each issue put on the field it is about.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import {
  hasOwnOptions,
  MAX_OPTIONS,
  MIN_OPTIONS,
  parseNumber,
  type QuestionContent,
  type QuestionKind,
} from "@convex/shared/questionTypes";
import { questionContentSchema } from "@convex/shared/forms/question";
import { wordMessage } from "@/lib/errors";
import { t } from "../i18n";

export const OPTION_FIELDS = ["option1", "option2", "option3", "option4", "option5", "option6"] as const;
type OptionField = (typeof OPTION_FIELDS)[number];

/**
 * What the form holds. `answer` is the right option's number as text ("" while none is picked) for
 * single and true/false; `rights` the ticked right options of a multiple-answers question;
 * `accepted` one accepted answer per line; `tags` comma-separated.
 */
export type QuestionFormValues = {
  kind: QuestionKind;
  question: string;
  optionCount: number;
  answer: string;
  rights: string[];
  accepted: string;
  value: string;
  tolerance: string;
  explanation: string;
  tags: string;
} & Record<OptionField, string>;

type FieldName = Exclude<keyof QuestionFormValues, "kind" | "optionCount">;

export const EMPTY_QUESTION: QuestionFormValues = {
  kind: "single",
  question: "",
  optionCount: 4,
  option1: "",
  option2: "",
  option3: "",
  option4: "",
  option5: "",
  option6: "",
  answer: "",
  rights: [],
  accepted: "",
  value: "",
  tolerance: "0",
  explanation: "",
  tags: "",
};

/** The fields of a kind in screen order, for focusing the first invalid one. */
export function fieldOrder(values: Pick<QuestionFormValues, "kind" | "optionCount">): FieldName[] {
  const options = OPTION_FIELDS.slice(0, values.optionCount);
  const byKind: Record<QuestionKind, FieldName[]> = {
    single: [...options, "answer"],
    multiple: [...options, "rights"],
    truefalse: ["answer"],
    text: ["accepted"],
    numeric: ["value", "tolerance"],
  };
  return ["question", ...byKind[values.kind], "explanation", "tags"];
}

/** An existing question as form values (editing in place). */
export function questionFormValues(q: QuestionContent): QuestionFormValues {
  const values: QuestionFormValues = {
    ...EMPTY_QUESTION,
    kind: q.solution.kind,
    question: q.question,
    explanation: q.explanation ?? "",
    tags: q.tags.join(", "),
  };
  if (hasOwnOptions(q.solution.kind)) {
    values.optionCount = Math.max(MIN_OPTIONS, Math.min(MAX_OPTIONS, q.options.length));
    OPTION_FIELDS.forEach((field, i) => (values[field] = q.options[i] ?? ""));
  }
  switch (q.solution.kind) {
    case "single":
    case "truefalse":
      values.answer = String(q.solution.answer);
      break;
    case "multiple":
      values.rights = q.solution.answers.map(String);
      break;
    case "text":
      values.accepted = q.solution.accepted.join("\n");
      break;
    case "numeric":
      values.value = String(q.solution.value);
      values.tolerance = String(q.solution.tolerance);
      break;
  }
  return values;
}

/** A typed number, or NaN (which the schema refuses with the field's message). */
const numberOf = (text: string) => parseNumber(text) ?? Number.NaN;

function solutionInput(values: QuestionFormValues) {
  switch (values.kind) {
    case "single":
    case "truefalse":
      return { kind: values.kind, answer: values.answer === "" ? 0 : Number(values.answer) };
    case "multiple":
      return { kind: "multiple" as const, answers: values.rights.map(Number) };
    case "text":
      return { kind: "text" as const, accepted: values.accepted.split("\n") };
    case "numeric":
      return {
        kind: "numeric" as const,
        value: numberOf(values.value),
        tolerance: values.tolerance.trim() === "" ? 0 : numberOf(values.tolerance),
      };
  }
}

function schemaInput(values: QuestionFormValues) {
  const hasOptions = hasOwnOptions(values.kind);
  return {
    question: values.question,
    options: hasOptions ? OPTION_FIELDS.slice(0, values.optionCount).map((field) => values[field]) : [],
    solution: solutionInput(values),
    explanation: values.explanation,
    tags: values.tags.split(","),
  };
}

const normalized = (text: string) => text.trim().toLowerCase();

/** Which fields an issue at `path` belongs to. */
function fieldsOf(path: readonly PropertyKey[], values: QuestionFormValues): FieldName[] {
  const [head, inner] = path;
  const options = OPTION_FIELDS.slice(0, values.optionCount);
  if (head === "question" || head === "explanation" || head === "tags") return [head];
  if (head === "solution") {
    if (values.kind === "multiple") return ["rights"];
    if (values.kind === "text") return ["accepted"];
    if (values.kind === "numeric") return [inner === "tolerance" ? "tolerance" : "value"];
    return ["answer"];
  }
  // An option's own issue names its index; the options' shared rule (they must differ) goes on
  // the options that repeat another.
  if (typeof inner === "number" && inner < options.length) return [options[inner]];
  const repeated = options.filter((field) =>
    options.some((other) => other !== field && normalized(values[other]) === normalized(values[field])),
  );
  return repeated.length > 0 ? repeated : [options[0]];
}

/** react-hook-form resolver: the schema's output (what the mutations take) or one message per field. */
export const questionResolver: Resolver<QuestionFormValues, unknown, QuestionContent> = (values) => {
  const input = schemaInput(values);
  const result = questionContentSchema.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  // The options are checked once the key is readable: with no right option chosen yet, check them
  // as if the first were right, so every field says what is wrong at once.
  const issues = [...result.error.issues];
  if (input.options.length > 0 && issues.every((issue) => issue.path[0] !== "options")) {
    const placeholder = questionContentSchema.safeParse({
      ...input,
      question: "?",
      solution: { kind: "single", answer: 1 },
      explanation: "",
      tags: [],
    });
    if (!placeholder.success) issues.push(...placeholder.error.issues.filter((issue) => issue.path[0] === "options"));
  }
  const errors: FieldErrors<QuestionFormValues> = {};
  for (const issue of issues) {
    const message =
      values.kind === "truefalse" && issue.path[0] === "solution"
        ? t("quiz.form.chooseTrueFalseError")
        : wordMessage(issue.message);
    for (const field of fieldsOf(issue.path, values)) {
      errors[field] ??= { type: issue.code, message };
    }
  }
  return { values: {}, errors };
};
