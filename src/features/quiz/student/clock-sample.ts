/**
 * The rule for keeping a clock-offset sample (server-clock.ts). Plain code with no imports, so
 * scripts/bench-quiz-clock.ts measures the rule the browser really runs.
 */
export type ClockSample = { sentAt: number; receivedAt: number; serverNow: number };
export type Kept = { offset: number; roundTrip: number; keptAt: number };

/** A sample older than this is replaced by the next one, however slow (e.g. after the laptop slept). */
const MAX_AGE_MS = 30_000;

/**
 * Whether a new sample should replace the one in use: a fast round trip is precise; a slow one
 * (a busy network) is kept only when it is not much slower than the kept one, or that one is old.
 */
export function keepSample(kept: Kept | null, sample: ClockSample): Kept | null {
  const roundTrip = Math.max(0, sample.receivedAt - sample.sentAt);
  const next = {
    offset: sample.serverNow - (sample.sentAt + sample.receivedAt) / 2,
    roundTrip,
    keptAt: sample.receivedAt,
  };
  if (kept === null) return next;
  const precise = roundTrip <= Math.max(2 * kept.roundTrip, kept.roundTrip + 250);
  const stale = sample.receivedAt - kept.keptAt > MAX_AGE_MS;
  return precise || stale ? next : null;
}
