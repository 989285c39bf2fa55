/**
 * `emit`, the one way to change the data (ADR 0049): appends a typed event to the log and applies
 * it to every read model in the same transaction (model/projectors/), so every view stays live.
 * Mutations decide (check rights and rules, read what the event must keep), then emit; they never
 * write a projected table themselves (convex/projectionWriters.test.ts proves it).
 */
import type { MutationCtx } from "../_generated/server";
import type { AppEvent, EventDoc } from "./eventTypes";
import { project } from "./projectors";

export async function emit<E extends AppEvent>(ctx: MutationCtx, event: E): Promise<EventDoc<E["type"]>> {
  const eventId = await ctx.db.insert("events", event);
  const stored = (await ctx.db.get("events", eventId)) as EventDoc<E["type"]>;
  await project(ctx, stored, { replay: false });
  return stored;
}
