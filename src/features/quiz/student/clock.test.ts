import { describe, expect, it } from "vitest";
import { announcementFor } from "./countdown";
import { keepSample } from "./server-clock";
import { secondsLeftAt } from "./use-seconds-left";

describe("keepSample", () => {
  it("takes the server's time minus the midpoint of the round trip", () => {
    expect(keepSample(null, { sentAt: 1_000, receivedAt: 1_200, serverNow: 50_100 })).toEqual({
      offset: 49_000,
      roundTrip: 200,
      keptAt: 1_200,
    });
  });

  it("keeps a precise sample over a much slower one, unless the kept one is old", () => {
    const kept = { offset: 49_000, roundTrip: 40, keptAt: 1_000 };
    expect(keepSample(kept, { sentAt: 2_000, receivedAt: 4_000, serverNow: 52_000 })).toBeNull();
    expect(keepSample(kept, { sentAt: 2_000, receivedAt: 2_200, serverNow: 51_150 })).toEqual({
      offset: 49_050,
      roundTrip: 200,
      keptAt: 2_200,
    });
    expect(keepSample(kept, { sentAt: 40_000, receivedAt: 42_000, serverNow: 90_000 })).toEqual({
      offset: 49_000,
      roundTrip: 2_000,
      keptAt: 42_000,
    });
  });
});

describe("secondsLeftAt", () => {
  it("rounds up to whole seconds and stops at 0", () => {
    expect(secondsLeftAt(30_000, 0)).toBe(30);
    expect(secondsLeftAt(30_000, 1)).toBe(30);
    expect(secondsLeftAt(30_000, 1_000)).toBe(29);
    expect(secondsLeftAt(30_000, 29_999)).toBe(1);
    expect(secondsLeftAt(30_000, 31_000)).toBe(0);
  });
});

describe("announcementFor", () => {
  it("speaks only when the count crosses 10, 5 and 0, also when a tick was skipped", () => {
    const spoken = [];
    for (let s = 30; s > 0; s -= 1) spoken.push(announcementFor(s, s - 1));
    expect(spoken.filter((text) => text !== null)).toEqual(["10 seconds left", "5 seconds left", "Time is up"]);
    expect(announcementFor(12, 8)).toBe("10 seconds left");
    expect(announcementFor(7, 3)).toBe("5 seconds left");
    expect(announcementFor(null, 7)).toBeNull();
    expect(announcementFor(5, 5)).toBeNull();
  });
});
