import { useEffect, useState } from "react";

/** Whole seconds left until `deadline` (server clock), given the clock offset; never below 0. */
export function secondsLeftAt(deadline: number, serverTime: number): number {
  return Math.max(0, Math.ceil((deadline - serverTime) / 1000));
}

/**
 * The countdown of the question on screen, re-rendering once per second exactly when the number
 * changes. null while there is no deadline to count to (untimed) or no clock offset yet. When
 * the deadline goes away (the question locked), the last value stays, so the timer stops.
 */
export function useSecondsLeft(deadline: number | null, offset: number | null): number | null {
  const [seconds, setSeconds] = useState<number | null>(() =>
    deadline === null || offset === null ? null : secondsLeftAt(deadline, performance.now() + offset),
  );
  useEffect(() => {
    if (deadline === null || offset === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const serverTime = performance.now() + offset;
      const remaining = deadline - serverTime;
      setSeconds(secondsLeftAt(deadline, serverTime));
      // Wake up just after the displayed number changes.
      if (remaining > 0) timer = setTimeout(tick, (remaining % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline, offset]);
  return seconds;
}
