/**
 * A game question's options and answers in the language in force, as the quiz words them
 * (src/lib/words/question-words.ts): a true/false question's options in the reader's words, a
 * typed question's key with the reader's digits, an option by its letter ("B. String").
 */
import type { GameQuestion } from "@convex/games/types";
import type { Response, TypedSolution } from "@convex/shared/questionTypes";
import { formatList } from "@/lib/i18n/format";
import { optionLetter } from "@/lib/i18n/letters";
import { shownOptions, typedAnswerWords } from "@/lib/words/question-words";
import { t } from "../i18n";

/** The question's options as the screens show them (True/False in the reader's language). */
export function gameOptions(question: GameQuestion | null): string[] {
  return question === null ? [] : shownOptions(question.kind, question.options);
}

/** "B. String", "A. int, C. char": options by their shown position, each with its letter. */
function lettersWords(positions: readonly number[], options: readonly string[]): string {
  return formatList(
    positions.map((position) =>
      t("games.answer.option", { letter: optionLetter(position), option: options[position - 1] ?? "" }),
    ),
    { type: "unit" },
  );
}

/** The player's own answer said back: "B. Paris", "A. int, C. char", or the text they typed. */
export function responseWords(response: Response, options: readonly string[]): string {
  switch (response.kind) {
    case "choice":
      return lettersWords([response.option], options);
    case "choices":
      return lettersWords(response.options, options);
    case "text":
      return response.text;
  }
}

/**
 * A closed question's right answer in words: its right options (by letter on the phone, `letters`;
 * by their words alone on the big screen, where the tiles show the letters), or a typed question's
 * key ("String / java.lang.String", "8,25 ± 0,5").
 */
export function rightAnswerWords(
  answer: { rightOptions: readonly number[]; typedAnswer: TypedSolution | null },
  options: readonly string[],
  letters: boolean,
): string {
  if (answer.typedAnswer !== null) return typedAnswerWords(answer.typedAnswer);
  if (letters) return lettersWords(answer.rightOptions, options);
  return formatList(
    answer.rightOptions.map((position) => options[position - 1] ?? ""),
    { type: "unit" },
  );
}
