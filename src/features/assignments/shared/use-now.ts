import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `everyMs` (a minute by default), so "Due in 5 hours" and the
 * late warning follow the clock while the page stays open. Display only: the server decides.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
