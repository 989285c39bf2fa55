import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { EventType } from "../schema";
import { project } from "./projections";

/**
 * Appends to the audit trail; call it in the same mutation as the change it records. The one way
 * events are written: it also projects the event into the read models (model/projections.ts).
 */
export async function recordEvent(
  ctx: MutationCtx,
  type: EventType,
  fields: {
    actorId?: Id<"users">;
    subjectUserId?: Id<"users">;
    courseId?: Id<"courses">;
    detail?: string;
  } = {},
): Promise<void> {
  const eventId = await ctx.db.insert("events", { type, ...fields });
  const event = await ctx.db.get("events", eventId);
  // The read models (notifications, course activity) follow in the same transaction.
  if (event !== null) await project(ctx, eventId, event);
}
