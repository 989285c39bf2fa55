/**
 * Sizes of the read-count tests. The suite runs them small and asserts budgets ("reads at most N",
 * "no more at 3x the data"); `npm run bench:reads` (scripts/bench-reads.ts) runs the same files
 * with FIGURES=bench at the large sizes and prints the figures; FIGURES=1 (or full) goes to the
 * sizes of the docs' figures (up to 1,000,000 events, many minutes; where a test has no such size,
 * the bench's); FIGURES=smoke is the suite's size, for `npm run bench:smoke`.
 * See docs/decisions/0045-benchmarks-out-of-the-suite.md.
 */
// eslint-disable-next-line @convex-dev/no-process-env -- a switch of this test run, not deployment config.
const MODE = process.env.FIGURES ?? "";

const FULL = MODE === "1" || MODE === "full";

/** The large sizes are on (bench:reads); a test may then take minutes. */
export const FIGURES = FULL || MODE === "bench";

/** The suite's size, the bench's (FIGURES=bench), and the docs' (FIGURES=1 or full; else the bench's). */
export function figureSize<T>(suite: T, bench: T, full: T = bench): T {
  if (FULL) return full;
  return FIGURES ? bench : suite;
}

/** A test's timeout: vitest's default in the suite, `ms` at the large sizes. */
export function figureTimeout(ms: number): number | undefined {
  return FIGURES ? ms : undefined;
}
