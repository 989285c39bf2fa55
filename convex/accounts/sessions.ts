import { v } from "convex/values";
import { internalQuery } from "../functions";
import { getLiveIdentity } from "./model/users";

/**
 * Whether the caller's session is still live (model/users.ts getLiveIdentity). Actions cannot
 * read the database, so `authedAction` asks here before its handler runs.
 */
export const isLive = internalQuery({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => (await getLiveIdentity(ctx)) !== null,
});
