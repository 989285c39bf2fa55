/**
 * Spreading a hot count over several documents (ADR 0051): what many people change in the same
 * minute (a course's enrolments on the first day, an assignment's hand-ins at its deadline, the
 * global room's head) is kept as SHARDS rows, each written by the people whose id falls in it, and
 * read as their sum. Two hand-ins conflict only when they fall in the same shard.
 */
export const SHARDS = 4;

/** The row a sharded count folds into (written by the one whose changes come one at a time); shards are 0..SHARDS-1. */
export const BASE_SHARD = -1;

/** The shard of a person or thing, from its id: stable, and spread evenly enough. */
export function shardOf(id: string, shards = SHARDS): number {
  let hash = 0;
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return Math.abs(hash) % shards;
}
