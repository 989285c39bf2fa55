/**
 * How an event type is declared (ADR 0049). Every event is one document of `events`: the fields
 * every event may carry (who acted, whom and which course and entity it concerns) plus its type,
 * the version of its payload and the payload itself. A payload keeps what a reader needs later,
 * as it was when it happened: names, titles, the grade and the feedback, the answer chosen.
 * References to projected documents are keys (`courseKey`, `assignmentKey`, ...): a replay gives
 * the documents new `_id`s, never new keys. People are `Id<"users">`: `users` is Convex Auth's table
 * and is not rebuilt.
 */
import { v, type PropertyValidators } from "convex/values";

export const eventMeta = {
  /** Who did it; none for the system (a scheduled job, the seed). */
  actorId: v.optional(v.id("users")),
  /** The person it is about (the student graded, the member whose role changed). */
  subjectUserId: v.optional(v.id("users")),
  /** The key of the course it belongs to. */
  courseKey: v.optional(v.string()),
  /** The key of the entity it creates or changes: the Admin's "who changed this". */
  entityKey: v.optional(v.string()),
};

/** One event type: `defineEvent("graded", 1, { grade: v.number(), ... })`. */
export function defineEvent<T extends string, N extends number, F extends PropertyValidators>(
  type: T,
  version: N,
  fields: F,
) {
  // The type first: a document is checked against the members of the events union in turn, and
  // each other member then fails at its first field instead of after the four of eventMeta.
  return v.object({ type: v.literal(type), v: v.literal(version), ...eventMeta, ...fields });
}
