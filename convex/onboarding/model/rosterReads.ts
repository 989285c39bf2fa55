/** Reading an import, its rows and its claimed count (the projector's and the screens' lookups). */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { SHARDS } from "../../events/shards";

export async function importByKey(ctx: QueryCtx, key: string): Promise<Doc<"rosterImports"> | null> {
  return await ctx.db
    .query("rosterImports")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

export async function importRow(
  ctx: QueryCtx,
  importKey: string,
  index: number,
): Promise<Doc<"rosterImportRows"> | null> {
  return await ctx.db
    .query("rosterImportRows")
    .withIndex("by_import_index", (q) => q.eq("importKey", importKey).eq("index", index))
    .unique();
}

/** Invitations of the import claimed so far: the sum of its shard rows. */
export async function claimedCount(ctx: QueryCtx, importKey: string): Promise<number> {
  const rows = await ctx.db
    .query("rosterClaimCounts")
    .withIndex("by_import_shard", (q) => q.eq("importKey", importKey))
    .take(SHARDS);
  return rows.reduce((sum, row) => sum + row.claimed, 0);
}
