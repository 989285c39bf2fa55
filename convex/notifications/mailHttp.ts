/**
 * The one-click unsubscribe of the List-Unsubscribe header (RFC 8058): the mail program POSTs
 * `List-Unsubscribe=One-Click` to `<CONVEX_SITE_URL>/mail/unsubscribe?token=…`; the signed token
 * turns its kind off, as the app's /unsubscribe page does. 200 when done, 400 for a token that is
 * not valid (tampered, or of no one). Only POST acts: a GET (a link scanner) is not routed here.
 */
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { isAppError } from "../shared/errors";

export const oneClickUnsubscribe = httpAction(async (ctx, request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const { label } = await ctx.runMutation(api.notifications.mailPreferences.unsubscribe, { token });
    return new Response(`Unsubscribed from ${label}.`, {
      status: 200,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  } catch (error) {
    if (isAppError(error, "INVALID")) return new Response("", { status: 400 });
    throw error;
  }
});
