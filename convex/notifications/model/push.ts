/**
 * The devices people allowed Web Push on (ADR 0088), as the push functions and the projector read
 * them.
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/** The device allowed with this push endpoint (one person's at a time), or null. */
export async function subscriptionByEndpoint(
  ctx: QueryCtx,
  endpoint: string,
): Promise<Doc<"pushSubscriptions"> | null> {
  return await ctx.db
    .query("pushSubscriptions")
    .withIndex("by_endpoint", (q) => q.eq("endpoint", endpoint))
    .first();
}
