/**
 * Quiz questions as text (issue #31): the Aiken and GIFT readers and the GIFT writer, pure, shared
 * by the import preview in the browser and by the import mutation (the server parses the text
 * again: it is the authority). Every question read goes through `questionContentSchema`, so an
 * imported question obeys the same rules as one typed in the editor. What cannot be read is
 * reported with its line number and why, never silently dropped or changed (docs/quiz.md "Import
 * and export", ADR 0077).
 *
 * GIFT subset (Moodle's format, https://docs.moodle.org/en/GIFT_format):
 * - `Question {=right ~wrong ~wrong}` → single; `{~%50%a ~%50%b ~%-100%c}` (no `=`) → multiple,
 *   the options with a positive weight are right (our partial-credit rule then scores them: scoreResponse);
 * - `{T}` `{TRUE}` `{F}` `{FALSE}` → true/false; `{=a =b}` → short text, every `=` accepted;
 * - `{#3.14:0.01}` `{#=3.14:0.01}` `{#1..5}` → number with tolerance;
 * - `####text` inside the braces → explanation; `::title::` is skipped; `[html]`-style markers
 *   are dropped; text after the braces makes a "missing word" question (`_____`);
 * - `//` comments, whose `[tag:name]` give tags (as Moodle writes them); `$CATEGORY: a/b` tags the
 *   questions that follow with its last part; escapes `\~ \= \# \{ \} \: \\ \n`.
 * Matching, essay and description blocks, partial credit on a single answer or a short answer,
 * and several right numbers are reported as problems.
 */
import { keyed, type Keyed } from "./messages";
import { z } from "zod";
import { parseNumber, normaliseTag, TAG_MAX, type QuestionContent } from "./questionTypes";
import { questionContentSchema } from "./forms/question";

export const QUIZ_FORMATS = ["gift", "aiken"] as const;
export type QuizFormat = (typeof QUIZ_FORMATS)[number];
// eslint-disable-next-line lingui/no-unlocalized-strings -- the formats' own names, the same in every language
export const QUIZ_FORMAT_LABELS: Record<QuizFormat, string> = { gift: "GIFT (Moodle)", aiken: "Aiken" };

/**
 * Longest text one import takes (characters). 100,000 keeps the import's one event well under
 * Convex's 1 MiB document limit even at the bank's question limit.
 */
export const IMPORT_TEXT_MAX = 100_000;
/** Files the import reads (in the browser, as UTF-8 text). */
export const IMPORT_FILE_EXTENSIONS = [".txt", ".gift"] as const;
/** Longest file the import reads (bytes): the text limit, at one byte a character. */
export const IMPORT_FILE_MAX_BYTES = IMPORT_TEXT_MAX;

export const IMPORT_TOO_LONG = keyed("server.quiz.importTooLong", { max: IMPORT_TEXT_MAX });
export const IMPORT_EMPTY = keyed("server.quiz.importEmpty");

/** Why a text cannot be imported at all (empty, too long); null when it can be read. */
export function importTextProblem(text: string): Keyed | null {
  if (text.trim() === "") return IMPORT_EMPTY;
  if (text.length > IMPORT_TEXT_MAX) return IMPORT_TOO_LONG;
  return null;
}

/** The import form's format choice: "auto" detects it (detectFormat). */
export const IMPORT_FORMAT_CHOICES = ["auto", ...QUIZ_FORMATS] as const;
export type ImportFormatChoice = (typeof IMPORT_FORMAT_CHOICES)[number];

/** The import form: the format and the text (pasted, or read from a file in the browser). */
export const quizImportFormSchema = z.object({
  format: z.enum(IMPORT_FORMAT_CHOICES),
  text: z.string().superRefine((text, ctx) => {
    const problem = importTextProblem(text);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  }),
});
export type QuizImportForm = z.infer<typeof quizImportFormSchema>;

/** The refusal of a file the import does not read. */
export function importFileProblem(file: { name: string; size: number }): Keyed | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return keyed("server.quiz.importFileType");
  if (file.size > IMPORT_FILE_MAX_BYTES) return IMPORT_TOO_LONG;
  return null;
}

/** A question read from the text, with the 1-based line it starts on. */
export type ParsedQuestion = { line: number; content: QuestionContent };
/** A line or block that could not be read: its line number, its (first line's) text, and why. */
export type ImportProblem = { line: number; text: string; reason: string };
export type ImportResult = { format: QuizFormat; questions: ParsedQuestion[]; problems: ImportProblem[] };

/** The problem's text: the line as written, cut to a readable length. */
const PROBLEM_TEXT_MAX = 120;
function excerpt(line: string): string {
  const trimmed = line.trim();
  return trimmed.length > PROBLEM_TEXT_MAX ? `${trimmed.slice(0, PROBLEM_TEXT_MAX - 1)}…` : trimmed;
}

function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
}

/** Validates one question with the editor's schema: its content, or the first rule it breaks. */
function validate(input: unknown): { content: QuestionContent } | { reason: string } {
  const parsed = questionContentSchema.safeParse(input);
  if (parsed.success) return { content: parsed.data };
  return { reason: parsed.error.issues[0]?.message ?? keyed("server.quizImport.unreadable") };
}

// ------------------------------------------------------------------------------------------------
// Format detection

const AIKEN_ANSWER = /^ANSWER\s*:\s*(.*)$/i;
const AIKEN_OPTION = /^([A-Z])[.)]\s+(.*)$/;

/** Aiken when some line is `ANSWER: X` and no line holds a GIFT answer block; GIFT otherwise. */
export function detectFormat(text: string): QuizFormat {
  const lines = splitLines(text).map((line) => line.trim());
  const aiken = lines.some((line) => /^ANSWER\s*:\s*[A-Z]\s*$/i.test(line));
  const gift = lines.some((line) => !line.startsWith("//") && /(^|[^\\])\{/.test(line));
  return aiken && !gift ? "aiken" : "gift";
}

/** Reads `text` in `format` ("auto": detectFormat). */
export function parseQuestions(text: string, format: ImportFormatChoice): ImportResult {
  const chosen = format === "auto" ? detectFormat(text) : format;
  return chosen === "aiken" ? parseAiken(text) : parseGift(text);
}

// ------------------------------------------------------------------------------------------------
// Aiken: a question line, options "A." or "A)" in order, then "ANSWER: B". Single answer only.

export function parseAiken(text: string): ImportResult {
  const questions: ParsedQuestion[] = [];
  const problems: ImportProblem[] = [];
  type Pending = { line: number; first: string; question: string[]; options: string[]; broken: string | null };
  let pending: Pending | null = null;

  const fail = (reason: string) => {
    if (pending !== null && pending.broken === null) pending.broken = reason;
  };
  const close = (answerLetter: string | null) => {
    if (pending === null) return;
    const current = pending;
    pending = null;
    const problem = (reason: string) => problems.push({ line: current.line, text: excerpt(current.first), reason });
    if (current.broken !== null) return problem(current.broken);
    if (answerLetter === null) return problem(keyed("server.quizImport.aikenNoAnswer"));
    const letter = answerLetter.trim().toUpperCase();
    if (!/^[A-Z]$/.test(letter)) return problem(keyed("server.quizImport.aikenAnswerLetter"));
    const answer = letter.charCodeAt(0) - 64;
    if (answer > current.options.length) return problem(keyed("server.quizImport.aikenUnknownLetter", { letter }));
    const result = validate({
      question: current.question.join("\n"),
      options: current.options,
      solution: { kind: "single", answer },
      tags: [],
    });
    if ("reason" in result) return problem(result.reason);
    questions.push({ line: current.line, content: result.content });
  };

  for (const [index, raw] of splitLines(text).entries()) {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (line === "") continue;
    const answer = AIKEN_ANSWER.exec(line);
    if (answer !== null) {
      if (pending === null) {
        problems.push({ line: lineNumber, text: excerpt(line), reason: keyed("server.quizImport.aikenAnswerAlone") });
      } else {
        if (pending.options.length === 0) fail(keyed("server.quizImport.aikenNoOptions"));
        close(answer[1]);
      }
      continue;
    }
    const option = AIKEN_OPTION.exec(line);
    if (option !== null && pending !== null && (pending.options.length > 0 || option[1] === "A")) {
      const expected = String.fromCharCode(65 + pending.options.length);
      if (option[1] !== expected) fail(keyed("server.quizImport.aikenOptionOrder", { letter: option[1]!, expected }));
      pending.options.push(option[2]);
      continue;
    }
    if (option !== null && pending === null) {
      problems.push({ line: lineNumber, text: excerpt(line), reason: keyed("server.quizImport.aikenOptionAlone") });
      continue;
    }
    if (pending !== null && pending.options.length > 0) close(null);
    if (pending === null) pending = { line: lineNumber, first: line, question: [line], options: [], broken: null };
    else pending.question.push(line);
  }
  close(null);
  return { format: "aiken", questions, problems };
}

// ------------------------------------------------------------------------------------------------
// GIFT

/** Escaped characters become private-use code points while parsing, and come back at the end. */
const ESCAPABLE = "\\~=#{}:";
const PLACEHOLDER_BASE = 0xe000;

function protect(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const next = text[i + 1];
    if (char === "\\" && next !== undefined && ESCAPABLE.includes(next)) {
      out += String.fromCharCode(PLACEHOLDER_BASE + ESCAPABLE.indexOf(next));
      i += 1;
    } else if (char === "\\" && next === "n") {
      out += "\n";
      i += 1;
    } else out += char;
  }
  return out;
}

function restore(text: string): string {
  return text.replace(/[\ue000-\ue006]/g, (char) => ESCAPABLE[char.charCodeAt(0) - PLACEHOLDER_BASE]);
}

/** An answer of a GIFT block: `=` or `~`, its weight (percent) if written, its text. */
type GiftAnswer = { mark: "=" | "~"; weight: number | null; text: string };

const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;

function giftAnswers(body: string): GiftAnswer[] {
  const answers: GiftAnswer[] = [];
  const parts = body.split(/(?=[=~])/);
  for (const part of parts) {
    const mark = part[0];
    if (mark !== "=" && mark !== "~") {
      if (part.trim() !== "") answers.push({ mark: "=", weight: Number.NaN, text: part.trim() });
      continue;
    }
    let rest = part.slice(1);
    const weight = WEIGHT.exec(rest);
    if (weight !== null) rest = rest.slice(weight[0].length);
    // Per-answer feedback (`#...`) is not kept: Lyceum has an explanation per question.
    const text = rest.split("#")[0].trim();
    answers.push({ mark, weight: weight === null ? null : Number(weight[1]), text });
  }
  return answers;
}

const TRUE_FALSE = /^(T|TRUE|F|FALSE)$/i;

/** The solution and options a GIFT answer block describes, or why it cannot be one of our kinds. */
function giftSolution(body: string): { options: string[]; solution: QuestionContent["solution"] } | { reason: string } {
  const trimmed = body.trim();
  if (trimmed === "") return { reason: keyed("server.quizImport.giftEssay") };
  if (trimmed.startsWith("#")) return giftNumeric(trimmed.slice(1));
  const head = trimmed.split("#")[0].trim();
  if (TRUE_FALSE.test(head)) return { options: [], solution: { kind: "truefalse", answer: /^T/i.test(head) ? 1 : 2 } };
  const answers = giftAnswers(trimmed);
  if (answers.some((a) => Number.isNaN(a.weight))) {
    return { reason: keyed("server.quizImport.giftAnswerStart") };
  }
  if (answers.some((a) => a.text.includes("->"))) return { reason: keyed("server.quizImport.giftMatching") };
  if (answers.some((a) => a.mark === "~")) {
    const options = answers.map((a) => a.text);
    const marked = answers.flatMap((a, i) => (a.mark === "=" ? [i + 1] : []));
    if (marked.length > 1) {
      return { reason: keyed("server.quizImport.giftOneRight") };
    }
    if (marked.length === 1) {
      if (answers.some((a) => a.mark === "~" && a.weight !== null && a.weight > 0)) {
        return { reason: keyed("server.quizImport.giftPartialSingle") };
      }
      return { options, solution: { kind: "single", answer: marked[0] } };
    }
    const right = answers.flatMap((a, i) => (a.weight !== null && a.weight > 0 ? [i + 1] : []));
    if (right.length === 0) return { reason: keyed("server.quizImport.giftNoRight") };
    return { options, solution: { kind: "multiple", answers: right } };
  }
  if (answers.some((a) => a.weight !== null && a.weight !== 100)) {
    return { reason: keyed("server.quizImport.giftPartialText") };
  }
  return { options: [], solution: { kind: "text", accepted: answers.map((a) => a.text) } };
}

function giftNumber(text: string): { value: number; tolerance: number } | null {
  const spec = text.split("#")[0].trim();
  const range = /^(.+?)\.\.(.+)$/.exec(spec);
  if (range !== null) {
    const low = parseNumber(range[1]);
    const high = parseNumber(range[2]);
    if (low === null || high === null || low > high) return null;
    return { value: (low + high) / 2, tolerance: (high - low) / 2 };
  }
  const [valueText, toleranceText, extra] = spec.split(":");
  if (extra !== undefined) return null;
  const value = parseNumber(valueText);
  const tolerance = toleranceText === undefined ? 0 : parseNumber(toleranceText);
  if (value === null || tolerance === null || tolerance < 0) return null;
  return { value, tolerance };
}

function giftNumeric(body: string): { options: string[]; solution: QuestionContent["solution"] } | { reason: string } {
  const unreadable = { reason: keyed("server.quizImport.giftNumberForm") };
  const trimmed = body.trim();
  if (!trimmed.startsWith("=")) {
    const number = giftNumber(trimmed);
    return number === null ? unreadable : { options: [], solution: { kind: "numeric", ...number } };
  }
  const answers = giftAnswers(trimmed);
  if (answers.some((a) => a.mark !== "=")) return unreadable;
  const full = answers.filter((a) => a.weight === null || a.weight === 100);
  if (full.length !== 1) return { reason: keyed("server.quizImport.giftOneNumber") };
  const number = giftNumber(full[0].text);
  return number === null ? unreadable : { options: [], solution: { kind: "numeric", ...number } };
}

/** Tags named in `//` comments as Moodle writes them: `// [tag:loops] [tag:basics]`. */
function commentTags(comment: string): string[] {
  return [...comment.matchAll(/\[tag:((?:\\\]|[^\]])+)\]/g)].map((m) => m[1].replace(/\\\]/g, "]"));
}

/** The tag a `$CATEGORY:` path gives: its last part, skipping Moodle's `$course$`-style contexts and "top". */
function categoryTag(path: string): string {
  const parts = path
    .split("/")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !/^\$\w+\$$/.test(part) && part.toLowerCase() !== "top");
  return normaliseTag(parts.at(-1) ?? "");
}

const FORMAT_MARKER = /^\[(html|moodle|plain|markdown)\]/i;

type GiftBlock = { line: number; first: string; lines: string[]; tags: string[] };

function readGiftBlock(block: GiftBlock, category: string | null): { content: QuestionContent } | { reason: string } {
  let text = protect(block.lines.join("\n")).trim();
  if (text.startsWith("::")) {
    const end = text.indexOf("::", 2);
    if (end === -1) return { reason: keyed("server.quizImport.giftTitleOpen") };
    text = text.slice(end + 2).trim();
  }
  text = text.replace(FORMAT_MARKER, "").trim();
  const open = text.indexOf("{");
  const close = text.indexOf("}");
  if (open === -1 && close === -1) return { reason: keyed("server.quizImport.giftNoAnswers") };
  if (open === -1 || close === -1 || close < open) return { reason: keyed("server.quizImport.giftBraces") };
  const after = text.slice(close + 1).trim();
  if (after.includes("{") || after.includes("}")) return { reason: keyed("server.quizImport.giftOneBlock") };
  let body = text.slice(open + 1, close);
  let explanation: string | undefined;
  const feedbackAt = body.indexOf("####");
  if (feedbackAt !== -1) {
    explanation = restore(body.slice(feedbackAt + 4).trim());
    body = body.slice(0, feedbackAt);
  }
  const solved = giftSolution(body);
  if ("reason" in solved) return solved;
  const before = text.slice(0, open).trim().replace(FORMAT_MARKER, "").trim();
  const question = after === "" ? before : `${before} _____${/^[.,;:!?)]/.test(after) ? "" : " "}${after}`;
  return validate({
    question: restore(question),
    options: solved.options.map(restore),
    solution:
      solved.solution.kind === "text"
        ? { kind: "text", accepted: solved.solution.accepted.map(restore) }
        : solved.solution,
    ...(explanation !== undefined ? { explanation } : {}),
    tags: [...(category !== null ? [category] : []), ...block.tags],
  });
}

export function parseGift(text: string): ImportResult {
  const questions: ParsedQuestion[] = [];
  const problems: ImportProblem[] = [];
  let category: string | null = null;
  let comments: string[] = [];
  let block: GiftBlock | null = null;

  const flush = () => {
    if (block !== null) {
      const result = readGiftBlock(block, category);
      if ("reason" in result) problems.push({ line: block.line, text: excerpt(block.first), reason: result.reason });
      else questions.push({ line: block.line, content: result.content });
    }
    block = null;
    comments = [];
  };

  for (const [index, raw] of splitLines(text).entries()) {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (line === "") {
      flush();
    } else if (line.startsWith("//")) {
      comments.push(line);
    } else if (block === null && /^\$CATEGORY:/i.test(line)) {
      const tag = categoryTag(line.slice("$CATEGORY:".length));
      category = tag === "" ? null : tag;
      if (tag.length > TAG_MAX) {
        category = null;
        problems.push({
          line: lineNumber,
          text: excerpt(line),
          reason: keyed("server.quizImport.giftCategoryTooLong", { max: TAG_MAX }),
        });
      }
      comments = [];
    } else if (block === null) {
      block = { line: lineNumber, first: line, lines: [raw], tags: commentTags(comments.join("\n")) };
    } else {
      block.lines.push(raw);
    }
  }
  flush();
  return { format: "gift", questions, problems };
}

// ------------------------------------------------------------------------------------------------
// GIFT writer

/** Text as GIFT needs it: the special characters escaped, line breaks as \n. */
function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`).replace(/\r?\n/g, "\\n");
}

/** A weight as Moodle accepts it: at most five decimals ("33.33333"). */
function weight(n: number): string {
  return String(Number(n.toFixed(5)));
}

function giftAnswerLines(content: QuestionContent): string[] {
  const { solution, options } = content;
  switch (solution.kind) {
    case "single":
      return options.map((option, i) => `${i + 1 === solution.answer ? "=" : "~"}${escapeGift(option)}`);
    case "multiple": {
      const share = 100 / solution.answers.length;
      return options.map((option, i) => {
        const right = solution.answers.includes(i + 1);
        return `~%${right ? "" : "-"}${weight(share)}%${escapeGift(option)}`;
      });
    }
    case "truefalse":
      return [solution.answer === 1 ? "TRUE" : "FALSE"];
    case "text":
      return solution.accepted.map((answer) => `=${escapeGift(answer)}`);
    case "numeric":
      return [`#${solution.value}:${solution.tolerance}`];
  }
}

/**
 * A bank as GIFT: each question with its tags as `// [tag:…]` comments, its answers one per line,
 * its explanation as `####`. `parseGift` reads it back to the same questions (tested).
 */
export function toGift(questions: readonly QuestionContent[], heading?: string): string {
  const blocks = questions.map((content) => {
    const lines: string[] = [];
    if (content.tags.length > 0) {
      lines.push(`// ${content.tags.map((tag) => `[tag:${tag.replace(/\]/g, "\\]")}]`).join(" ")}`);
    }
    lines.push(`${escapeGift(content.question)} {`);
    for (const answer of giftAnswerLines(content)) lines.push(`\t${answer}`);
    if (content.explanation !== undefined) lines.push(`\t####${escapeGift(content.explanation)}`);
    lines.push("}");
    return lines.join("\n");
  });
  const head = heading === undefined ? [] : [`// ${heading.replace(/\r?\n/g, " ")}`, ""];
  return `${[...head, ...blocks].join("\n\n")}\n`;
}

/** The export's file name: the course's name made safe for a file system, `.gift`. */
export function giftFileName(courseName: string): string {
  const safe = courseName
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .trim()
    .replace(/\s+/g, "-");
  return `${safe === "" ? "quiz" : safe}.gift`;
}
