import { useCallback, useMemo, useState } from "react";

/**
 * Changes on their way to the server, by item: `track(id, value, work)` records that `id` is
 * meant to become `value` until `work` settles (several changes to one item count up and down; the
 * latest value wins), so a screen can draw what the person did and say "Saving…" or "Not sent yet"
 * beside it. The screen draws from this, not only from the client's optimistic update: that update
 * finds nothing to change when the query's result is briefly out of the client's store (a
 * resubscription in flight) and the connection drops then, and the tick would not show.
 */
export function usePendingChanges<V>(): {
  pending: ReadonlyMap<string, V>;
  track: <T>(id: string, value: V, work: Promise<T>) => Promise<T>;
} {
  const [changes, setChanges] = useState<ReadonlyMap<string, { value: V; count: number }>>(new Map());

  const track = useCallback(<T>(id: string, value: V, work: Promise<T>): Promise<T> => {
    setChanges((previous) => new Map(previous).set(id, { value, count: (previous.get(id)?.count ?? 0) + 1 }));
    return work.finally(() =>
      setChanges((previous) => {
        const next = new Map(previous);
        const change = next.get(id);
        if (change === undefined || change.count <= 1) next.delete(id);
        else next.set(id, { ...change, count: change.count - 1 });
        return next;
      }),
    );
  }, []);

  const pending = useMemo(() => new Map([...changes].map(([id, { value }]) => [id, value])), [changes]);
  return { pending, track };
}
