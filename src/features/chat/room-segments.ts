/**
 * Which history segments an open room shows (ADR 0081). The server cuts a room's history at its
 * markers; the live end says where history starts (`anchor`), and each segment where the next
 * one does (`older`). Every member asks for the same segments, so the server answers each once.
 * Pure, so the rules are tested without a server (room-segments.test.ts).
 */
import type { PaginationStatus } from "convex/react";
import type { ServerMessage } from "./types";

export type Segment = { page: ServerMessage[]; older: number | null };

/** Most segments one room keeps asked for (a long, busy visit drops none below this many). */
export const MAX_SEGMENTS = 200;

/**
 * The segments to ask for, newest first: from the anchor down, following each loaded segment's
 * `older`, while the segment is at or above `floor` (what the reader had loaded: kept when the
 * anchor moves on) or the loaded history holds fewer than `want` messages. `asked` (the segments
 * asked for before) that are at or above `floor` stay asked for, so a moved anchor does not drop
 * what is loaded while its new segment loads.
 */
export function segmentsToAsk(
  anchor: number | null,
  segmentAt: (before: number) => Segment | undefined,
  floor: number | null,
  want: number,
  asked: readonly number[] = [],
): { befores: number[]; status: PaginationStatus; loaded: number } {
  if (anchor === null) return { befores: [], status: "Exhausted", loaded: 0 };
  const befores = new Set<number>([anchor]);
  if (floor !== null) for (const before of asked) if (before >= floor && before <= anchor) befores.add(before);
  // Walk down from the anchor, adding each loaded segment's `older` while it is wanted.
  let loaded = 0;
  for (let i = 0; i < MAX_SEGMENTS; i++) {
    const sorted = [...befores].sort((a, b) => b - a);
    loaded = 0;
    let added = false;
    for (const before of sorted) {
      const segment = segmentAt(before);
      if (segment === undefined) continue;
      loaded += segment.page.length;
      const older = segment.older;
      if (older === null || older >= before || befores.has(older)) continue;
      if ((floor !== null && older >= floor) || loaded < want) {
        befores.add(older);
        added = true;
        break;
      }
    }
    if (!added) break;
  }
  const list = [...befores].sort((a, b) => b - a);
  const oldest = segmentAt(list.at(-1)!);
  const status: PaginationStatus =
    oldest === undefined
      ? list.length === 1
        ? "LoadingFirstPage"
        : "LoadingMore"
      : oldest.older === null || oldest.older >= list.at(-1)!
        ? "Exhausted"
        : "CanLoadMore";
  return { befores: list, status, loaded };
}
