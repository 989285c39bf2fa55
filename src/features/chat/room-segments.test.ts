import { describe, expect, it } from "vitest";
import { segmentsToAsk, type Segment } from "./room-segments";

/** Segments by their `before`, each with `size` messages (their contents do not matter here). */
function room(segments: Record<number, { size: number; older: number | null }>) {
  return (before: number): Segment | undefined => {
    const found = segments[before];
    return (
      found && { page: Array.from({ length: found.size }, () => ({}) as Segment["page"][number]), older: found.older }
    );
  };
}

describe("segmentsToAsk", () => {
  it("asks for nothing when the room has no marker (all of it is live)", () => {
    expect(segmentsToAsk(null, room({}), null, 50)).toEqual({ befores: [], status: "Exhausted", loaded: 0 });
  });

  it("walks down from the anchor until the history holds what is wanted", () => {
    const segments = room({
      900: { size: 13, older: 800 },
      800: { size: 40, older: 700 },
      700: { size: 13, older: 600 },
    });
    expect(segmentsToAsk(900, segments, null, 50)).toEqual({ befores: [900, 800], status: "CanLoadMore", loaded: 53 });
    // Wanting more asks for the next one, which is loading.
    expect(
      segmentsToAsk(900, room({ 900: { size: 13, older: 800 }, 800: { size: 40, older: 700 } }), null, 100),
    ).toEqual({
      befores: [900, 800, 700],
      status: "LoadingMore",
      loaded: 53,
    });
  });

  it("is loading its first segment until the anchor's arrives, and exhausted at the room's first message", () => {
    expect(segmentsToAsk(900, room({}), null, 50).status).toBe("LoadingFirstPage");
    expect(segmentsToAsk(900, room({ 900: { size: 10, older: null } }), null, 50)).toEqual({
      befores: [900],
      status: "Exhausted",
      loaded: 10,
    });
  });

  it("keeps what was loaded (down to the floor) when the anchor moves on, while the new segment loads", () => {
    const before = room({ 900: { size: 50, older: 800 }, 800: { size: 50, older: 700 } });
    expect(segmentsToAsk(1000, before, 800, 50, [900, 800])).toEqual({
      befores: [1000, 900, 800],
      status: "CanLoadMore",
      loaded: 100,
    });
  });

  it("stops on a segment that does not lead further down (no endless asking)", () => {
    expect(segmentsToAsk(900, room({ 900: { size: 5, older: 900 } }), null, 50)).toEqual({
      befores: [900],
      status: "Exhausted",
      loaded: 5,
    });
  });
});
