import { formatNumber } from "@/lib/i18n/format";
import { t } from "../i18n";

/** How long a quiz took, e.g. "8.4 s", "1 min 05 s" (the leaderboard's tie-breaker is the time). */
export function formatDuration(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  if (tenths < 600) {
    return t("quiz.duration.seconds", {
      seconds: formatNumber(tenths / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });
  }
  const seconds = Math.round(ms / 1000);
  return t("quiz.duration.minutes", {
    minutes: formatNumber(Math.floor(seconds / 60)),
    seconds: formatNumber(seconds % 60, { minimumIntegerDigits: 2 }),
  });
}

/** A score in the reader's digits, kept to hundredths ("7.5"; formatScore's rounding). */
export function scoreText(score: number): string {
  return formatNumber(Math.round(score * 100) / 100, { maximumFractionDigits: 2 });
}

/** A whole number in the reader's digits. */
export function numberText(value: number): string {
  return formatNumber(value);
}
