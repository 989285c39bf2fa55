/** A piece of a message: plain text, or an http(s) address to show as a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A run of non-space characters starting with http:// or https:// (case-insensitive). Anything
// else (javascript:, data:, mailto:, bare domains) stays plain text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that usually ends a sentence rather than an address: "see https://x.org."
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits a message into text and links. Only addresses the URL parser accepts with the http or
 * https protocol become links; the text itself is never interpreted as HTML (React escapes it).
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate);
    // Keep a closing bracket that belongs to the address, e.g. https://en.wikipedia.org/wiki/X_(Y)
    if (trailing && !(trailing[0] === ")" && candidate.includes("(")))
      candidate = candidate.slice(0, -trailing[0].length);
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return mergeText(parts);
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function mergeText(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
