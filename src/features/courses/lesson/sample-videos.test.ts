// The seed's sample videos (convex/model/sampleVideos.ts) are files the app ships: each URL
// must name a WebM under public/ of the stated size, with a Duration (so players can seek).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_VIDEOS } from "@convex/shared/sampleVideos";

const PUBLIC = path.resolve(import.meta.dirname, "../../../../public");

describe("sample videos", () => {
  it("one per SPEC course, a few hundred KB in all", () => {
    expect(Object.keys(SAMPLE_VIDEOS).sort()).toEqual(
      ["Android Development", "Java", "JavaScript", "Node js", "Python Course", "React Js"].sort(),
    );
    const total = Object.values(SAMPLE_VIDEOS).reduce((sum, video) => sum + video.bytes, 0);
    expect(total).toBeLessThan(400 * 1024);
  });

  it.each(Object.entries(SAMPLE_VIDEOS))(
    "%s: the file is there, WebM, of the stated size, with a Duration",
    (_, video) => {
      const file = path.join(PUBLIC, video.url);
      expect(statSync(file).size).toBe(video.bytes);
      const bytes = readFileSync(file);
      expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      // EBML id 0x4489 (Duration) followed by an 8-byte float size marker.
      expect(bytes.includes(Buffer.from([0x44, 0x89, 0x88]))).toBe(true);
    },
  );
});
