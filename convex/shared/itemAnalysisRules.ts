/**
 * Item analysis (docs/quiz.md "Item analysis", ADR 0078), its limits and words written once: the
 * server's statistics (convex/quiz/model/itemStats.ts) and the analysis screen import them.
 */

/** Latest answers of a bank the analysis reads (one indexed range, newest first). */
export const ITEM_ANALYSIS_ANSWERS = 500;

/** Fewest answers from finished attempts a question needs before its discrimination is shown. */
export const MIN_DISCRIMINATION_ANSWERS = 5;

/** The bands of a discrimination, highest first (common rules of thumb for classroom tests). */
export const DISCRIMINATION_BANDS = [
  { from: 0.3, band: "well" },
  { from: 0.2, band: "fair" },
  { from: 0, band: "weak" },
  { from: -Infinity, band: "check" },
] as const;

/** A discrimination's band, worded by the screen; "tooFew" when there is none. */
export type DiscriminationBand = (typeof DISCRIMINATION_BANDS)[number]["band"] | "tooFew";

export function discriminationBand(value: number | null): DiscriminationBand {
  if (value === null) return "tooFew";
  return DISCRIMINATION_BANDS.find((band) => value >= band.from)?.band ?? "check";
}
