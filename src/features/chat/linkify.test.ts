import { describe, expect, it } from "vitest";
import { splitLinks } from "./linkify";

describe("splitLinks", () => {
  it("turns http and https addresses into links and keeps the rest as text", () => {
    expect(splitLinks("See https://convex.dev/docs and http://example.org/a?b=1 now")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://convex.dev/docs", href: "https://convex.dev/docs" },
      { kind: "text", text: " and " },
      { kind: "link", text: "http://example.org/a?b=1", href: "http://example.org/a?b=1" },
      { kind: "text", text: " now" },
    ]);
  });

  it("leaves other schemes and bare domains as plain text", () => {
    const text = "javascript:alert(1) data:text/html,<b>x</b> mailto:a@b.c ftp://x.org example.com";
    expect(splitLinks(text)).toEqual([{ kind: "text", text }]);
  });

  it("does not swallow the sentence's closing punctuation", () => {
    expect(splitLinks("Read https://a.org/x.")).toEqual([
      { kind: "text", text: "Read " },
      { kind: "link", text: "https://a.org/x", href: "https://a.org/x" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a bracket that is part of the address", () => {
    expect(splitLinks("https://en.wikipedia.org/wiki/Rust_(language)")[0]).toMatchObject({
      kind: "link",
      text: "https://en.wikipedia.org/wiki/Rust_(language)",
    });
  });

  it("stops an address at markup characters", () => {
    expect(splitLinks('https://a.org/"><img src=x>')).toEqual([
      { kind: "link", text: "https://a.org/", href: "https://a.org/" },
      { kind: "text", text: '"><img src=x>' },
    ]);
  });
});
