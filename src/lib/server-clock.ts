/**
 * The offset between this browser's clock and the server's (docs/quiz.md, ADR 0013), for every
 * countdown drawn from a server deadline: the quiz's question and the live game's (issue #31). It
 * must be compared with the server's time, not the device's: a device clock that is wrong, or
 * changed during the question, must neither extend nor cut its time.
 *
 * The local clock is `performance.now()` (monotonic: a changed device clock does not move it).
 * Each sample is a round trip to the server: offset = serverNow − midpoint of send and receive,
 * accurate to half the round trip. quiz.syncClock (any signed-in user) gives one on mount and
 * when the tab comes back; every mutation run through `timed` that returns `serverNow` gives another.
 */
import { useMutation } from "convex/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@convex/_generated/api";
import { keepSample, type ClockSample, type Kept } from "./clock-sample";

export { keepSample, type ClockSample };

export type ServerClock = {
  /** Server time ≈ performance.now() + offset; null until the first measurement. */
  offset: number | null;
  /** Runs a mutation and learns from the `serverNow` it returns. */
  timed: <T extends { serverNow: number }>(call: () => Promise<T>) => Promise<T>;
};

export function useServerClock(): ServerClock {
  const syncClock = useMutation(api.quiz.quiz.syncClock);
  const kept = useRef<Kept | null>(null);
  const [offset, setOffset] = useState<number | null>(null);

  const record = useCallback((sample: ClockSample) => {
    const next = keepSample(kept.current, sample);
    if (next === null) return;
    kept.current = next;
    setOffset(next.offset);
  }, []);

  const timed = useCallback(
    async <T extends { serverNow: number }>(call: () => Promise<T>): Promise<T> => {
      const sentAt = performance.now();
      const result = await call();
      record({ sentAt, receivedAt: performance.now(), serverNow: result.serverNow });
      return result;
    },
    [record],
  );

  useEffect(() => {
    const measure = async () => {
      try {
        await timed(() => syncClock({}));
      } catch {
        // No measurement (offline, or refused): fall back to the device clock until one succeeds.
        setOffset((current) => current ?? Date.now() - performance.now());
      }
    };
    void measure();
    const onVisible = () => {
      if (document.visibilityState === "visible") void measure();
    };
    const onOnline = () => void measure();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onOnline);
    };
  }, [syncClock, timed]);

  return { offset, timed };
}
