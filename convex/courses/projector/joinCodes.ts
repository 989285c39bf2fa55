/**
 * The courses projector's join codes (ADR 0053): the code as made and revoked, and how many
 * joined with it, sharded by student (ADR 0051) so a class joining at once writes 4 rows.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { EventDoc } from "../../events/types";
import { shardOf } from "../../events/shards";
import { courseByKey } from "../keys";
import { joinCodeByKey } from "../model/joinCodes";

export async function joinCodeCreated(ctx: MutationCtx, event: EventDoc<"join_code_created">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course === null || event.actorId === undefined) return;
  await ctx.db.insert("joinCodes", {
    key: event._id,
    courseId: course._id,
    code: event.code,
    createdBy: event.actorId,
    createdByName: event.createdByName,
    createdAt: event._creationTime,
    ...(event.expiresAt !== undefined ? { expiresAt: event.expiresAt } : {}),
    ...(event.seatLimit !== undefined ? { seatLimit: event.seatLimit } : {}),
  });
}

export async function joinCodeRevoked(ctx: MutationCtx, event: EventDoc<"join_code_revoked">): Promise<void> {
  const joinCode = await joinCodeByKey(ctx, event.joinCodeKey);
  if (joinCode === null || joinCode.revokedAt !== undefined) return;
  await ctx.db.patch("joinCodes", joinCode._id, { revokedAt: event._creationTime });
}

/** One more use of the code, in the student's shard of its count. */
export async function countJoinCodeUse(ctx: MutationCtx, joinCodeKey: string, userId: Id<"users">): Promise<void> {
  const shard = shardOf(userId);
  const row = await ctx.db
    .query("joinCodeUses")
    .withIndex("by_code_shard", (q) => q.eq("joinCodeKey", joinCodeKey).eq("shard", shard))
    .unique();
  if (row === null) await ctx.db.insert("joinCodeUses", { joinCodeKey, shard, count: 1 });
  else await ctx.db.patch("joinCodeUses", row._id, { count: row.count + 1 });
}
