import { defineTable } from "convex/server";
import { v } from "convex/values";

const rowStatus = v.union(v.literal("pending"), v.literal("invited"), v.literal("enrolled"), v.literal("failed"));

/** The onboarding domain's tables (docs/onboarding.md, ADR 0054). */
export const onboardingTables = {
  /**
   * Projection (onboarding/projector.ts): one roster import and its progress, key = the id of its
   * `roster_import_started`. Written once per batch by the import's own chain of batches (one at
   * a time), so never by a crowd; the claims, which are a crowd, count in `rosterClaimCounts`.
   */
  rosterImports: defineTable({
    key: v.string(),
    courseKey: v.string(),
    courseName: v.string(),
    startedBy: v.id("users"),
    total: v.number(),
    invited: v.number(),
    enrolled: v.number(),
    failed: v.number(),
    skipped: v.number(),
    finished: v.boolean(),
    startedAt: v.number(),
    finishedAt: v.union(v.number(), v.null()),
  })
    .index("by_key", ["key"])
    .index("by_course", ["courseKey"]),

  /** Projection: each confirmed row of an import and what became of it. */
  rosterImportRows: defineTable({
    importKey: v.string(),
    index: v.number(),
    name: v.string(),
    email: v.string(),
    studentNumber: v.string(),
    courseKey: v.string(),
    courseName: v.string(),
    status: rowStatus,
    reason: v.union(v.string(), v.null()),
    claimed: v.boolean(),
  })
    .index("by_import_index", ["importKey", "index"])
    .index("by_import_status", ["importKey", "status", "index"]),

  /**
   * Projection: invitations of an import claimed, sharded by the invitee (ADR 0051): 500 people
   * claiming in the same hour write 4 rows, not the import's one.
   */
  rosterClaimCounts: defineTable({
    importKey: v.string(),
    shard: v.number(),
    claimed: v.number(),
  }).index("by_import_shard", ["importKey", "shard"]),

  /**
   * Not a projection (ADR 0050's exceptions, like `accountCodes`): an invitation's secret. Only the
   * SHA-256 of the mailed token is kept; written by onboarding/model/invitations.ts. What a claim
   * leads to is an event (`invitation_claimed`, `email_verified`).
   */
  invitations: defineTable({
    userId: v.id("users"),
    email: v.string(),
    name: v.string(),
    importKey: v.string(),
    index: v.number(),
    courseKey: v.string(),
    courseName: v.string(),
    tokenHash: v.string(),
    expiresAt: v.number(),
    claimedAt: v.union(v.number(), v.null()),
  })
    .index("by_token", ["tokenHash"])
    .index("by_user", ["userId"]),
};
