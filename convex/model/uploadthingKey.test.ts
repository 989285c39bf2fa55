import { describe, expect, test } from "vitest";
import { appIdKeyPrefix, generateFileKey, sqidsEncode } from "./uploadthingKey";

// Expected values computed with the real packages (@uploadthing/shared 7.1.10 `generateKey`
// with these hash parts, and sqids 0.3.0), so the port cannot drift unnoticed.
describe("UploadThing file keys", () => {
  test.each([
    ["lyceumapp1", ["me.png", 12, "image/png", 1, 1700000000000], "JFl5wLDkIFmz0cHfreTjTaRA5rQSDq9lcuwmLoXfI8eBGPp6"],
    ["x9k2p7q1zr", ["lecture.mp4", 52428800, "video/mp4", 0, 1712345678901], "nURuJV1lY6AP6Z83G5uMahC7pNkEYiscDIl3R5Z8KdwW1mqH"],
  ] as const)("match uploadthing's generateKey for app %s", (appId, parts, expected) => {
    const key = generateFileKey(appId, parts);
    expect(key).toBe(expected);
    expect(key.startsWith(appIdKeyPrefix(appId))).toBe(true);
    expect(key.length).toBeGreaterThanOrEqual(48);
  });

  test("ids containing a blocked word are re-generated as sqids does", () => {
    const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    expect(sqidsEncode(5004821, alphabet, 12)).toBe("oKND9lrKdXja");
  });
});
