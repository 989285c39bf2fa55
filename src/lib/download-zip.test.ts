import { afterEach, describe, expect, it, vi } from "vitest";
import { FILE_LINK_TTL_MS } from "@convex/shared/fileLinks";
import { buildSubmissionsZip, type ZipProgress } from "./download-zip";

const encoder = new TextEncoder();
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const opened = {
  zipName: "Essay – submissions.zip",
  files: [
    { url: "https://site/files/a", name: "Alice – Essay.pdf" },
    { url: "https://site/files/b", name: "Bob – Essay.docx" },
  ],
};

afterEach(() => vi.useRealTimers());

describe("buildSubmissionsZip", () => {
  it("puts every file in the ZIP under its readable name, one at a time, saying how far it got", async () => {
    const fetch = vi.fn(async (url: string) => new Response(`bytes of ${url}`));
    const progress: ZipProgress[] = [];
    const zip = await bytesOf(
      await buildSubmissionsZip(opened, { fetch: fetch as never, onProgress: (p) => progress.push({ ...p }) }),
    );
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    for (const file of opened.files) {
      expect(contains(zip, encoder.encode(file.name))).toBe(true);
      expect(contains(zip, encoder.encode(`bytes of ${file.url}`))).toBe(true);
    }
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["https://site/files/a", "https://site/files/b"]);
    expect(progress.at(0)).toEqual({ done: 0, total: 2, current: null });
    expect(progress.at(-1)).toEqual({ done: 2, total: 2, current: null });
  });

  it("asks for fresh links when the ones in hand are about to run out", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const reopen = vi.fn(async () => ({
      ...opened,
      files: opened.files.map((file) => ({ ...file, url: `${file.url}?fresh` })),
    }));
    const fetch = vi.fn(async (url: string) => {
      // The first file takes the links' whole lifetime.
      vi.setSystemTime(start + FILE_LINK_TTL_MS);
      return new Response(url);
    });
    await buildSubmissionsZip(opened, { fetch: fetch as never, reopen });
    expect(reopen).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["https://site/files/a", "https://site/files/b?fresh"]);
  });

  it("names the file that could not be downloaded", async () => {
    const fetch = vi.fn(async (url: string) => new Response(null, { status: url.endsWith("b") ? 410 : 200 }));
    await expect(buildSubmissionsZip(opened, { fetch: fetch as never })).rejects.toThrow(
      "“Bob – Essay.docx” could not be downloaded. Please try again.",
    );
  });
});
