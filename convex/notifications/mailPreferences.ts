/**
 * E-mail preferences (docs/notifications.md "E-mail", ADR 0072): the caller's own, per kind of
 * notification immediately / in the daily digest / never, and the digest's hour and time zone;
 * and the unsubscribe link's mutation, which needs no sign-in: the signed token is the guard.
 */
import { v } from "convex/values";
import { authedMutation, authedQuery, internalMutation, publicMutation } from "../functions";
import { mailKindsValidator } from "../shared/mailPreferences";
import * as model from "./model/mailPreferences";

/** The caller's preferences (defaults when never set), with their address and whether it is verified. */
export const mine = authedQuery({
  args: {},
  handler: async (ctx) => await model.mine(ctx, ctx.user),
});

/** Sets the caller's preferences (event `mail_preferences_set`). */
export const set = authedMutation({
  args: { kinds: mailKindsValidator, digestHour: v.number(), timeZone: v.string() },
  handler: async (ctx, preferences) => {
    await model.setPreferences(ctx, ctx.user, preferences);
    return null;
  },
});

/**
 * An unsubscribe link's button (the app's /unsubscribe page): turns off the kind the signed token
 * names (or every kind of the daily digest) and answers which, `{ kind }`, for the page to word; a
 * tampered token is refused ("This unsubscribe link is not valid.").
 */
export const unsubscribe = publicMutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    const { kind } = await model.unsubscribe(ctx, token);
    return { kind };
  },
});

/** The same for the mail program's one-click POST (mailHttp.ts), with the person's language to reply in. */
export const unsubscribeOneClick = internalMutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => await model.unsubscribe(ctx, token),
});
