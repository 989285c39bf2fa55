import { formatNumber } from "@/lib/i18n/format";

/** A grade or points in the reader's digits, without grouping ("1000", "87.5"; "87,5" in Spanish). */
export function formatScore(value: number): string {
  return formatNumber(value, { useGrouping: false });
}
