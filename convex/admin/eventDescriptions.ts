/**
 * What an event's payload says, in one line for the Admin's log: a change as "before → after"
 * ("student → teacher", "bio: Old → New"), then the other fields as "name: value". Keys and ids
 * are left out (the row names the person and course; History follows the entity).
 */
import type { Doc } from "../_generated/dataModel";
import { eventMeta } from "../events/define";

const NOT_PAYLOAD = new Set(["_id", "_creationTime", "type", "v", ...Object.keys(eventMeta)]);

/** Items of a list a line shows before "… (N in all)". */
const LIST_SHOWN = 5;

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    // A roster's rows (up to 1,000) would make a line of the log the size of a file.
    if (value.length > LIST_SHOWN)
      return `${value.slice(0, LIST_SHOWN).map(show).join(", ")}, … (${value.length} in all)`;
    return value.map(show).join(", ");
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([name, inner]) => `${name} ${show(inner)}`)
      .join(", ");
  }
  // A time (ms since the epoch, 2001–2286) reads as a date.
  if (typeof value === "number" && value > 1e12 && value < 1e13) {
    return `${new Date(value).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  }
  return String(value);
}

const isIdentifier = (name: string) => name.endsWith("Key") || name.endsWith("Id") || name.endsWith("Ids");
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function describePayload(event: Doc<"events">): string {
  const payload = Object.fromEntries(Object.entries(event).filter(([name]) => !NOT_PAYLOAD.has(name)));
  const parts: string[] = [];
  const { from, to, before, after, ...rest } = payload;
  if (from !== undefined && to !== undefined && !isRecord(from) && !isRecord(to)) {
    parts.push(`${show(from)} → ${show(to)}`);
  } else {
    if (from !== undefined) rest.from = from;
    if (to !== undefined) rest.to = to;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (show(before[name]) !== show(after[name])) parts.push(`${name}: ${show(before[name])} → ${show(after[name])}`);
    }
  } else {
    if (before !== undefined) rest.before = before;
    if (after !== undefined) rest.after = after;
  }
  for (const [name, value] of Object.entries(rest)) {
    if (!isIdentifier(name)) parts.push(`${name}: ${show(value)}`);
  }
  return parts.join(" · ");
}
