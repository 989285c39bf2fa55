/**
 * The Admin console (/admin): people and the event log, Admins only. The internal functions are
 * the same operations for the Convex dashboard and `npx convex run` (docs/admin.md).
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, adminQuery, internalMutation } from "../functions";
import { entityHistory, pageEvents, toEventRows } from "./model/adminEvents";
import { EVENT_TYPES } from "../events/types";
import { listPeople } from "./model/adminPeople";
import { removeChatMessageAs, resetActiveAttempt, setRoleByEmail } from "./model/adminOps";
import { eventTypeValidator, roleValidator } from "../schema";
import { endSessions as endSessionsOf, restoreAccount, suspendAccount } from "../accounts/model/suspension";

export const people = adminQuery({
  args: { search: v.optional(v.string()), role: v.optional(roleValidator), paginationOpts: paginationOptsValidator },
  handler: async (ctx, args) => await listPeople(ctx, args),
});

export const events = adminQuery({
  args: {
    type: v.optional(eventTypeValidator),
    courseId: v.optional(v.id("courses")),
    personId: v.optional(v.id("users")),
    personAs: v.optional(v.union(v.literal("actor"), v.literal("subject"))),
    from: v.optional(v.number()),
    to: v.optional(v.number()),
    paginationOpts: paginationOptsValidator,
  },
  handler: async (ctx, { paginationOpts, ...filters }) => {
    const result = await pageEvents(ctx, filters, paginationOpts);
    return { ...result, page: await toEventRows(ctx, result.page) };
  },
});

/** Every event type the log may hold, for the console's type filter. */
export const eventTypes = adminQuery({
  args: {},
  handler: async () => EVENT_TYPES,
});

/** Every change of one entity, newest first, with who made it and what the event kept. */
export const history = adminQuery({
  args: { entityKey: v.string() },
  handler: async (ctx, { entityKey }) => await toEventRows(ctx, await entityHistory(ctx, entityKey.slice(0, 64))),
});

/**
 * Suspends someone (not oneself, not an Admin) with a reason: signed out everywhere at once, and
 * no sign-in until restored (ADR 0066).
 */
export const suspend = adminMutation({
  args: { userId: v.id("users"), reason: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId, reason }) => {
    await suspendAccount(ctx, ctx.user._id, userId, reason);
    return null;
  },
});

/** Lifts a suspension: the person may sign in again. */
export const restore = adminMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await restoreAccount(ctx, ctx.user._id, userId);
    return null;
  },
});

/** Signs someone else out everywhere (every session ended), without suspending them. */
export const endSessions = adminMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await endSessionsOf(ctx, ctx.user._id, userId);
    return null;
  },
});

/** `npx convex run admin/admin:setRole '{"email":"sam@example.com","role":"teacher"}'` */
export const setRole = internalMutation({
  args: { email: v.string(), role: roleValidator },
  handler: async (ctx, { email, role }) => await setRoleByEmail(ctx, email, role),
});

/** `npx convex run admin/admin:removeChatMessage '{"messageId":"...","adminEmail":"ann@example.com"}'` */
export const removeChatMessage = internalMutation({
  args: { messageId: v.id("messages"), adminEmail: v.string() },
  handler: async (ctx, { messageId, adminEmail }) => await removeChatMessageAs(ctx, adminEmail, messageId),
});

/** `npx convex run admin/admin:resetQuizAttempt '{"attemptId":"..."}'` */
export const resetQuizAttempt = internalMutation({
  args: { attemptId: v.id("quizAttempts") },
  handler: async (ctx, { attemptId }) => await resetActiveAttempt(ctx, attemptId),
});
