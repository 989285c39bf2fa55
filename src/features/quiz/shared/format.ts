/** How long a quiz took, e.g. "8.4 s", "1 min 05 s" (the leaderboard's tie-breaker is the time). */
export function formatDuration(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** "A", "B", "C", "D" for options 1-4 (1-based, as the server numbers them). */
export function optionLetter(option: number): string {
  return String.fromCharCode(64 + option);
}
