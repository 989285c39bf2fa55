import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { EventType } from "../schema";

/** Appends to the audit trail; call it in the same mutation as the change it records. */
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
  await ctx.db.insert("events", { type, ...fields });
}
