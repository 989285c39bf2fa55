/** What an event's payload says, in one line for the Admin's log ("grade: 80 · was: 70, …"). */
import type { Doc } from "../_generated/dataModel";
import { eventMeta } from "./eventTypes/define";

const NOT_PAYLOAD = new Set(["_id", "_creationTime", "type", "v", ...Object.keys(eventMeta)]);

function show(value: unknown): string {
  if (value === null) return "none";
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([name, inner]) => `${name} ${show(inner)}`)
      .join(", ");
  }
  return String(value);
}

export function describePayload(event: Doc<"events">): string {
  return Object.entries(event)
    .filter(([name]) => !NOT_PAYLOAD.has(name))
    .map(([name, value]) => `${name}: ${show(value)}`)
    .join(" · ");
}
