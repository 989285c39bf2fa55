/**
 * The one-click unsubscribe of the List-Unsubscribe header (RFC 8058): the mail program POSTs
 * `List-Unsubscribe=One-Click` to `<CONVEX_SITE_URL>/mail/unsubscribe?token=…`; the signed token
 * turns its kind off, as the app's /unsubscribe page does. 200 when done, with a line the mail
 * program may show, in the person's language ("Unsubscribed from Grades."); 400 for a token that is
 * not valid (tampered, or of no one). Only POST acts: a GET (a link scanner) is not routed here.
 */
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import type { Language } from "../shared/language";
import type { UnsubscribeTarget } from "../shared/mailPreferences";
import { isAppError } from "../shared/errors";
import { kindLabel, mailWords } from "./model/words";

/** The reply's line: what was turned off, in the person's language. */
function unsubscribedText(kind: UnsubscribeTarget, language: Language): string {
  const t = mailWords(language);
  return kind === "digest"
    ? t("mail.unsubscribed.digest")
    : t("mail.unsubscribed.kind", { kind: kindLabel(kind, language) });
}

export const oneClickUnsubscribe = httpAction(async (ctx, request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const { kind, language } = await ctx.runMutation(internal.notifications.mailPreferences.unsubscribeOneClick, {
      token,
    });
    return new Response(unsubscribedText(kind, language), {
      status: 200,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Language": language },
    });
  } catch (error) {
    if (isAppError(error, "INVALID")) return new Response("", { status: 400 });
    throw error;
  }
});
