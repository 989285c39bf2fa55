/**
 * Clerk's webhook (ADR 0058): POST /clerk-users-webhook (convex/http.ts, model/clerkWebhook.ts)
 * verifies the svix signature, then applies the change here, in one transaction.
 */
import { v } from "convex/values";
import { internalMutation } from "../functions";
import { appError } from "../lib/appError";
import { deploymentConfig } from "../lib/config";
import { clerkUserValidator, closeClerkUser, syncClerkUser } from "./model/clerkUsers";

const outcome = v.union(v.literal("created"), v.literal("updated"), v.literal("ignored"));

/** A verified `user.created` / `user.updated` / `user.deleted` delivery. */
export const applyUserEvent = internalMutation({
  args: {
    change: v.union(
      v.object({ kind: v.literal("upsert"), user: clerkUserValidator }),
      v.object({ kind: v.literal("delete"), clerkId: v.string() }),
    ),
  },
  returns: outcome,
  handler: async (ctx, { change }) => {
    const issuer = deploymentConfig.clerk.issuer;
    if (issuer === null) throw appError("INVALID", "server.accounts.setClerkJwtIssuer");
    return change.kind === "upsert"
      ? await syncClerkUser(ctx, issuer, change.user)
      : await closeClerkUser(ctx, issuer, change.clerkId);
  },
});
