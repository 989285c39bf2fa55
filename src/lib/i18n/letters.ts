import { t } from "./messages";

/**
 * The letter of an option, by its 1-based position as shown (the quiz's options, a live game's
 * tiles): "A", "B", "C"… in English and Spanish, "أ", "ب", "ج"… in Arabic; the number past the
 * alphabet's end.
 */
export function optionLetter(position: number): string {
  return [...t("i18n.optionLetters")][position - 1] ?? String(position);
}
