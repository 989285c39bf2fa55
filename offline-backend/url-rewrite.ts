/**
 * convex-test hard-codes storage URLs on https://some-deployment.convex.cloud. Outgoing values get
 * that origin replaced by the backend's own; incoming arguments get the backend's storage URLs turned
 * back, so what functions store does not depend on the port the backend happens to run on.
 */
import type { JSONValue } from "convex/values";

export const FAKE_ORIGIN = "https://some-deployment.convex.cloud";

function mapStrings(value: JSONValue, map: (s: string) => string): JSONValue {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === "object") {
    const out: Record<string, JSONValue> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mapStrings(item, map);
    return out;
  }
  return value;
}

export class UrlRewriter {
  constructor(private readonly origin: string) {}

  /** Fake origin -> backend origin, in every string of a JSON value. */
  outgoing(value: JSONValue): JSONValue {
    return mapStrings(value, (s) => (s.includes(FAKE_ORIGIN) ? s.split(FAKE_ORIGIN).join(this.origin) : s));
  }

  outgoingText(text: string): string {
    return text.split(FAKE_ORIGIN).join(this.origin);
  }

  /** Backend storage URLs -> fake origin, in every string of a JSON value. */
  incoming(value: JSONValue): JSONValue {
    const prefix = `${this.origin}/api/storage/`;
    return mapStrings(value, (s) => (s.includes(prefix) ? s.split(prefix).join(`${FAKE_ORIGIN}/api/storage/`) : s));
  }
}
