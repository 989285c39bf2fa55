/**
 * Item analysis (docs/quiz.md "Item analysis", ADR 0078), its limits and words written once: the
 * server's statistics (convex/quiz/model/itemStats.ts) and the analysis screen import them.
 */

/** Latest answers of a bank the analysis reads (one indexed range, newest first). */
export const ITEM_ANALYSIS_ANSWERS = 500;

/** Fewest answers from finished attempts a question needs before its discrimination is shown. */
export const MIN_DISCRIMINATION_ANSWERS = 5;

/** How discrimination is measured, as the screen states it. */
export const DISCRIMINATION_METHOD = "Item–rest correlation (point-biserial)";
export const DISCRIMINATION_EXPLAINED =
  "How well a question separates strong from weak students: the correlation, from −1 to 1, of the credit " +
  "students earned on it with their score on the rest of the attempt. Above 0.3 separates well; " +
  "near 0 does not; below 0, stronger students got it wrong more often: check the key.";

/** The bands of a discrimination, highest first (common rules of thumb for classroom tests). */
export const DISCRIMINATION_BANDS = [
  { from: 0.3, label: "Separates well" },
  { from: 0.2, label: "Fair" },
  { from: 0, label: "Weak" },
  { from: -Infinity, label: "Check the key" },
] as const;

/** The band's label of a discrimination; "Too few answers" when there is none. */
export function discriminationLabel(value: number | null): string {
  if (value === null) return "Too few answers";
  return DISCRIMINATION_BANDS.find((band) => value >= band.from)?.label ?? "Check the key";
}

/** "Based on the latest 500 answers", as the screen says where its figures come from. */
export function basisText(answers: number, window: number = ITEM_ANALYSIS_ANSWERS): string {
  if (answers === 0) return "No answers yet.";
  return answers >= window
    ? `Based on the latest ${window} answers to this quiz.`
    : `Based on all ${answers} answer${answers === 1 ? "" : "s"} to this quiz.`;
}
