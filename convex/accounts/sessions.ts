import { v } from "convex/values";
import { internalMutation, internalQuery, publicQuery } from "../functions";
import { endSessionsOf } from "./model/suspension";
import { getLiveIdentity, isCallerSuspended } from "./model/users";

/**
 * Whether the caller's session is still live (model/users.ts getLiveIdentity). Actions cannot
 * read the database, so `authedAction` asks here before its handler runs.
 */
export const isLive = internalQuery({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => (await getLiveIdentity(ctx)) !== null,
});

/**
 * Asked by every credentials sign-in once the password (or invitation) is right: true, with
 * every session of theirs ended, when the person is suspended (model/suspension.ts).
 */
export const refuseSuspended = internalMutation({
  args: { userId: v.id("users") },
  returns: v.boolean(),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get("users", userId);
    if (user?.suspendedAt === undefined) return false;
    await endSessionsOf(ctx, userId);
    return true;
  },
});

/**
 * Why the caller's token no longer signs them in: "suspended" when an Admin suspended them, else
 * null. The open page asks this once `me` answers null, so the sign-in page it falls back to can
 * say so (ADR 0066). It tells the holder of a token only about that token's own account.
 */
export const endedBecause = publicQuery({
  args: {},
  returns: v.union(v.literal("suspended"), v.null()),
  handler: async (ctx) => ((await isCallerSuspended(ctx)) ? "suspended" : null),
});
