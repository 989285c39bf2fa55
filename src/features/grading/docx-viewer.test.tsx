import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docxToSafeHtml } from "./docx-viewer";

const fixture = path.resolve(import.meta.dirname, "../../../tests/e2e/fixtures/essay.docx");

describe("A .docx shown in the page", () => {
  it("becomes plain HTML with the document's text, and nothing that runs", async () => {
    const bytes = readFileSync(fixture);
    // The page's own ArrayBuffer, as fetch gives it (not Node's Buffer memory).
    const copy = new ArrayBuffer(bytes.length);
    new Uint8Array(copy).set(bytes);
    const html = await docxToSafeHtml(copy);
    expect(html).toContain("<h1>On Computing Machinery</h1>");
    expect(html).toContain("Turing replaced the question <strong>");
    // The document's own "<script>" is text, shown as written.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; stays text");
    expect(html).not.toMatch(/<script/i);
  });
});
