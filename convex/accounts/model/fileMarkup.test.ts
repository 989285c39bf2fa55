import { describe, expect, test } from "vitest";
import { blobContainsMarkup, containsMarkup, MarkupScanner } from "./fileMarkup";
import { agreedContentType, assertDeclaredTypeAllowed, contentDisposition, normalizeType } from "./uploadChecks";

const text = (value: string) => new TextEncoder().encode(value);

describe("markup anywhere in the bytes", () => {
  test.each([
    "<script>alert(1)</script>",
    "<SCRIPT src=//evil>",
    "<html>",
    "<!DOCTYPE html>",
    "<svg onload=alert(1)>",
    "<iframe src=x>",
    "<body onload=x>",
    '<?xml-stylesheet href="x"?>',
    "<svg",
  ])("finds %s", (markup) => {
    expect(containsMarkup(text(`\x89PNG\r\n\x1a\n....${markup}`))).toBe(true);
  });

  test.each(["<svgx", "a < b", "<scripts", "%PDF-1.7 <</Type /Catalog>>", "<x:xmpmeta>"])("ignores %s", (bytes) => {
    expect(containsMarkup(text(bytes))).toBe(false);
  });

  test("finds a marker that straddles two chunks", () => {
    const scanner = new MarkupScanner();
    expect(scanner.push(text("....<scr"))).toBe(false);
    scanner.push(text("ipt>...."));
    expect(scanner.finish()).toBe(true);
    const long = new MarkupScanner();
    expect(long.push(text(`${".".repeat(100)}<scr`))).toBe(false);
    expect(long.push(text(`ipt>${".".repeat(100)}`))).toBe(true);
  });

  test("scans a Blob a megabyte at a time, to its last bytes", async () => {
    const bytes = new Uint8Array(2 * 1024 * 1024 + 3).fill(0x41);
    expect(await blobContainsMarkup(new Blob([bytes]))).toBe(false);
    bytes.set(text("<html>"), bytes.length - 6);
    expect(await blobContainsMarkup(new Blob([bytes]))).toBe(true);
    bytes.fill(0x41).set(text("<svg "), 1024 * 1024 - 2);
    expect(await blobContainsMarkup(new Blob([bytes]))).toBe(true);
  });
});

describe("type agreement", () => {
  test("types are compared without parameters or case; octet-stream says nothing", () => {
    expect(normalizeType("Image/PNG; charset=x")).toBe("image/png");
    expect(normalizeType("application/octet-stream")).toBe("");
    expect(normalizeType(undefined)).toBe("");
  });

  test("only the purpose's types may be declared; no type only where documents are taken", () => {
    expect(() => assertDeclaredTypeAllowed("avatar", "image/svg+xml")).toThrow(/PNG, JPEG, GIF or WebP/);
    expect(() => assertDeclaredTypeAllowed("avatar", "")).toThrow(/PNG/);
    expect(() => assertDeclaredTypeAllowed("submission", "text/html")).toThrow(/PDF/);
    expect(() => assertDeclaredTypeAllowed("submission", "")).not.toThrow();
    expect(() => assertDeclaredTypeAllowed("courseVideo", "video/mp4")).not.toThrow();
  });

  test("the bytes must prove the declared type, with no markup", () => {
    expect(agreedContentType("avatar", "image/png", { sniffed: "image/png", markup: false })).toBe("image/png");
    expect(() => agreedContentType("avatar", "image/png", { sniffed: "image/jpeg", markup: false })).toThrow(
      /do not match/,
    );
    expect(() => agreedContentType("avatar", "image/png", { sniffed: "image/png", markup: true })).toThrow(
      /not accepted/,
    );
    expect(() => agreedContentType("submission", "", { sniffed: null, markup: false })).toThrow(/PDF/);
    expect(agreedContentType("submission", "", { sniffed: "application/pdf", markup: false })).toBe("application/pdf");
  });

  test("only images and videos are served inline", () => {
    expect(contentDisposition("image/png")).toBe("inline");
    expect(contentDisposition("video/webm")).toBe("inline");
    expect(contentDisposition("application/pdf")).toBe("attachment");
    expect(contentDisposition("image/svg+xml")).toBe("attachment");
    expect(contentDisposition("text/html")).toBe("attachment");
  });
});
