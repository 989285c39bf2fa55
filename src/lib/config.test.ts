import { describe, expect, it } from "vitest";
import { readConvexSiteUrl } from "./config";

describe("readConvexSiteUrl", () => {
  it("follows Convex Cloud's convention", () => {
    expect(readConvexSiteUrl(undefined, "https://happy-otter-123.convex.cloud")).toBe(
      "https://happy-otter-123.convex.site",
    );
  });

  it("takes the next port of a local backend", () => {
    expect(readConvexSiteUrl("", "http://127.0.0.1:3210")).toBe("http://127.0.0.1:3211");
  });

  it("prefers VITE_CONVEX_SITE_URL when it is set", () => {
    expect(readConvexSiteUrl(" http://127.0.0.1:4999/ ", "http://127.0.0.1:3210")).toBe("http://127.0.0.1:4999");
  });

  it("refuses a site URL that is not http(s)", () => {
    expect(() => readConvexSiteUrl("ftp://x", "http://127.0.0.1:3210")).toThrow(
      /VITE_CONVEX_SITE_URL must be an http\(s\) URL/,
    );
  });
});
