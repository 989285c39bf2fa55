import { useCallback, useState } from "react";

/**
 * Which items have a change on its way to the server: `track(id, work)` marks `id` pending until
 * `work` settles (several changes to one item count up and down), so a screen can say "Saving…"
 * or "Not sent yet" beside it instead of looking saved.
 */
export function usePendingIds(): {
  pending: ReadonlySet<string>;
  track: <T>(id: string, work: Promise<T>) => Promise<T>;
} {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());

  const add = useCallback((id: string, delta: number) => {
    setCounts((previous) => {
      const next = new Map(previous);
      const count = (next.get(id) ?? 0) + delta;
      if (count > 0) next.set(id, count);
      else next.delete(id);
      return next;
    });
  }, []);

  const track = useCallback(
    <T>(id: string, work: Promise<T>): Promise<T> => {
      add(id, 1);
      return work.finally(() => add(id, -1));
    },
    [add],
  );

  return { pending: new Set(counts.keys()), track };
}
