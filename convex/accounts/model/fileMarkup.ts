/**
 * Finds web-page markup (HTML, SVG, XML style sheets, script tags) in an uploaded file's bytes.
 * Lyceum takes images, videos, PDF and Office files only; none of them carries such tags in the
 * clear, while a polyglot (a PNG or PDF header followed by a web page) does. Served with its real
 * type and `nosniff` such a file is harmless, but not every host sends `nosniff`, so it is refused.
 *
 * A marker is `<` + one of the names below (any case) + a delimiter (space, `/` or `>`). In random
 * bytes (compressed video or images) the likeliest false alarm is `<svg` + delimiter: about 4e-11
 * per byte, so roughly 1 in 1,000 of 25 MB files (docs/files.md).
 */
const MARKER_NAMES = ["script", "html", "svg", "iframe", "object", "embed", "body", "!doctype", "?xml-stylesheet"];
const MARKERS = MARKER_NAMES.map((name) => [...name].map((c) => c.charCodeAt(0)));
const LONGEST = Math.max(...MARKERS.map((marker) => marker.length)) + 2;
const LT = 0x3c;
const DELIMITERS = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f, 0x3e]);

const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);

function markerAt(bytes: Uint8Array, at: number): boolean {
  return MARKERS.some(
    (marker) =>
      marker.every((byte, i) => lower(bytes[at + 1 + i]) === byte) && DELIMITERS.has(bytes[at + 1 + marker.length]),
  );
}

/** Scans a file chunk by chunk (a marker may straddle two chunks); bounded memory. */
export class MarkupScanner {
  private carry = new Uint8Array(0);
  private seen = false;

  /** Feeds the next chunk; true once markup has been seen. */
  push(chunk: Uint8Array): boolean {
    if (this.seen) return true;
    const bytes = this.carry.length === 0 ? chunk : concat(this.carry, chunk);
    // The last LONGEST bytes are checked again with the next chunk, when a marker could straddle.
    const checkUntil = bytes.length - LONGEST;
    let at = bytes.indexOf(LT);
    while (at !== -1 && at <= checkUntil) {
      if (markerAt(bytes, at)) {
        this.seen = true;
        return true;
      }
      at = bytes.indexOf(LT, at + 1);
    }
    this.carry = bytes.slice(Math.max(0, checkUntil + 1));
    return false;
  }

  /** Ends the scan (checks what is left); true when markup was seen anywhere. */
  finish(): boolean {
    if (this.seen) return true;
    const padded = concat(this.carry, new Uint8Array(LONGEST).fill(0x20));
    this.carry = new Uint8Array(0);
    this.seen = this.push(padded);
    return this.seen;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Whether these bytes contain markup (one chunk; see MarkupScanner for a stream). */
export function containsMarkup(bytes: Uint8Array): boolean {
  const scanner = new MarkupScanner();
  scanner.push(bytes);
  return scanner.finish();
}

/** How much of a Blob is read at a time while scanning it. */
const SCAN_CHUNK_BYTES = 1024 * 1024;

/** Whether a stored Blob contains markup, read a megabyte at a time. */
export async function blobContainsMarkup(blob: Blob): Promise<boolean> {
  const scanner = new MarkupScanner();
  for (let start = 0; start < blob.size; start += SCAN_CHUNK_BYTES) {
    const chunk = new Uint8Array(await blob.slice(start, start + SCAN_CHUNK_BYTES).arrayBuffer());
    if (scanner.push(chunk)) return true;
  }
  return scanner.finish();
}
