/**
 * Sets of table names, as read sets of subscribed queries and write sets of commits. Plain data,
 * no convex-test in here: which tables a syscall or a commit touches is worked out in
 * convex-internals.ts.
 */

/** Table names, or "all" when they could not be narrowed down (read or written: assume everything). */
export type TableSet = ReadonlySet<string> | "all";

export function tablesOverlap(a: TableSet, b: TableSet): boolean {
  if (a === "all" || b === "all") return true;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const table of small) if (large.has(table)) return true;
  return false;
}

export function unionTables(a: TableSet, b: TableSet): TableSet {
  if (a === "all" || b === "all") return "all";
  return new Set([...a, ...b]);
}
