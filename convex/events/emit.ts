/**
 * `emit`, the one way to change the data (ADR 0049): appends a typed event to the log and applies
 * it to every read model in the same transaction (<domain>/projector/), so every view stays live.
 * Mutations decide (check rights and rules, read what the event must keep), then emit; they never
 * write a projected table themselves (convex/events/writers.test.ts proves it).
 */
import type { MutationCtx } from "../_generated/server";
import type { AppEvent, EventDoc } from "./types";
import { project } from "./projectors";

/**
 * The payload fields that name the entity an event changes, most specific first; then the person
 * it is about, then its course. An event that creates an entity names none of these for it: it is
 * that entity's first event, found by its id (the entity's key).
 */
const ENTITY_FIELDS = [
  "assignmentKey",
  "lessonKey",
  "messageKey",
  "questionKey",
  "attemptKey",
  "videoKey",
  "fileKey",
  "commentKey",
  "announcementKey",
] as const;

/** The entity an event changes, for the Admin's "who changed this" (by_entity). */
export function entityKeyOf(event: AppEvent): string | undefined {
  if (event.entityKey !== undefined) return event.entityKey;
  const fields = event as Record<string, unknown>;
  for (const field of ENTITY_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") return value;
  }
  return event.subjectUserId ?? event.courseKey;
}

export async function emit<E extends AppEvent>(ctx: MutationCtx, event: E): Promise<EventDoc<E["type"]>> {
  const entityKey = entityKeyOf(event);
  const eventId = await ctx.db.insert("events", entityKey === undefined ? event : { ...event, entityKey });
  const stored = (await ctx.db.get("events", eventId)) as EventDoc<E["type"]>;
  await project(ctx, stored, { replay: false });
  return stored;
}
