// Not deployed (two dots in the name): the sign-in throttle's clock in tests, and a stranger
// guessing in parallel (signInThrottle.test.ts, passwords.test.ts). Needs vi.useFakeTimers (Date).
import { ConvexError } from "convex/values";
import { expect, vi } from "vitest";
import { throttleClock } from "./model/signInThrottle";

/**
 * The throttle's waits, recorded instead of waited. While `runs`, each wait moves the fake Date on
 * by what it asked for (attempts one after another); while not, the clock stands still (attempts
 * sent at one instant).
 */
export type FakeThrottleClock = { delays: number[]; runs: boolean };

export function fakeThrottleClock(): FakeThrottleClock {
  const clock: FakeThrottleClock = { delays: [], runs: true };
  vi.spyOn(throttleClock, "sleep").mockImplementation(async (ms) => {
    clock.delays.push(ms);
    if (clock.runs) vi.setSystemTime(Date.now() + ms);
  });
  return clock;
}

/** The retry time of a RATE_LIMITED refusal, or undefined for any other outcome. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ConvexError)) return undefined;
  const data = error.data as { code?: string; retryAfter?: number };
  return data.code === "RATE_LIMITED" ? data.retryAfter : undefined;
}

/**
 * A stranger sends `count` guesses at once with `guess(n)`; refused ones are sent again (all at
 * once) as soon as the earliest refusal said. Every judged guess must fail with `wrong`. Returns
 * the fake time from the start until the last guess was judged (its password checked).
 */
export async function storm(
  clock: FakeThrottleClock,
  count: number,
  guess: (n: number) => Promise<unknown>,
  wrong: RegExp | string,
): Promise<number> {
  clock.runs = false;
  const started = Date.now();
  let lastJudged = started;
  let pending = Array.from({ length: count }, (_, n) => n);
  while (pending.length > 0) {
    const roundAt = Date.now();
    clock.delays = [];
    const outcomes = await Promise.all(
      pending.map((n) =>
        guess(n).then(
          () => ({ n, error: undefined as unknown, retryAfter: undefined }),
          (error: unknown) => ({ n, error, retryAfter: retryAfterOf(error) }),
        ),
      ),
    );
    for (const { error, retryAfter } of outcomes) {
      if (retryAfter !== undefined) continue;
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(wrong);
    }
    // Every judged guess slept before its check: the last of them was judged at its slot.
    if (clock.delays.length > 0) lastJudged = Math.max(lastJudged, roundAt + Math.max(...clock.delays));
    const refused = outcomes.filter((outcome) => outcome.retryAfter !== undefined);
    pending = refused.map((outcome) => outcome.n);
    if (refused.length > 0) vi.setSystemTime(roundAt + Math.min(...refused.map((outcome) => outcome.retryAfter!)));
  }
  clock.runs = true;
  vi.setSystemTime(Math.max(Date.now(), lastJudged));
  return lastJudged - started;
}

/** The same guesses one after another (each waits its delay, then is judged): their total wait. */
export async function oneByOne(
  count: number,
  guess: (n: number) => Promise<unknown>,
  wrong: RegExp | string,
): Promise<number> {
  const started = Date.now();
  for (let n = 0; n < count; n++) await expect(guess(n)).rejects.toThrow(wrong);
  return Date.now() - started;
}
