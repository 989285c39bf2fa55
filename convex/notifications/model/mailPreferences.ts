/**
 * A person's e-mail preferences (ADR 0072): read with the defaults, changed only by the event
 * `mail_preferences_set` (the preferences page, or an unsubscribe link turning one kind off).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { emit } from "../../events/emit";
import { isTimeZone } from "../../shared/assignmentRules";
import { appError } from "../../lib/appError";
import { languageOf } from "../../lib/words";
import type { Language } from "../../shared/language";
import {
  DEFAULT_DIGEST_HOUR,
  DEFAULT_MAIL_TIME_ZONE,
  MAIL_KINDS,
  MAIL_MESSAGES,
  defaultMailKinds,
  type MailKinds,
  type MailMode,
  type UnsubscribeTarget,
} from "../../shared/mailPreferences";
import type { NotificationType } from "../../shared/validators";
import { verifyUnsubscribe } from "./mailTokens";

export type MailPreferences = { kinds: MailKinds; digestHour: number; timeZone: string };

async function preferencesRow(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("mailPreferences")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

function withDefaults(row: Doc<"mailPreferences"> | null): MailPreferences {
  if (row === null)
    return { kinds: defaultMailKinds(), digestHour: DEFAULT_DIGEST_HOUR, timeZone: DEFAULT_MAIL_TIME_ZONE };
  return { kinds: { ...defaultMailKinds(), ...row.kinds }, digestHour: row.digestHour, timeZone: row.timeZone };
}

/** The person's preferences; the defaults when they never set any. */
export async function preferencesOf(ctx: QueryCtx, userId: Id<"users">): Promise<MailPreferences> {
  return withDefaults(await preferencesRow(ctx, userId));
}

/** How a person wants one kind mailed. */
export async function modeOf(ctx: QueryCtx, userId: Id<"users">, kind: NotificationType): Promise<MailMode> {
  return (await preferencesOf(ctx, userId)).kinds[kind];
}

/** `saved`: the person has set preferences (else the page offers the browser's time zone). */
export type MyMailPreferences = MailPreferences & { saved: boolean; emailVerified: boolean; email: string | null };

export async function mine(ctx: QueryCtx, user: AppUser): Promise<MyMailPreferences> {
  const row = await preferencesRow(ctx, user._id);
  return {
    ...withDefaults(row),
    saved: row !== null,
    emailVerified: user.emailVerificationTime !== undefined,
    email: user.email ?? null,
  };
}

export async function setPreferences(ctx: MutationCtx, user: AppUser, preferences: MailPreferences): Promise<void> {
  if (!Number.isInteger(preferences.digestHour) || preferences.digestHour < 0 || preferences.digestHour > 23) {
    throw appError("INVALID", MAIL_MESSAGES.digestHour);
  }
  if (!isTimeZone(preferences.timeZone)) throw appError("INVALID", MAIL_MESSAGES.timeZone);
  await emit(ctx, {
    type: "mail_preferences_set",
    v: 1,
    actorId: user._id,
    subjectUserId: user._id,
    kinds: { ...defaultMailKinds(), ...preferences.kinds },
    digestHour: preferences.digestHour,
    timeZone: preferences.timeZone,
  });
}

/**
 * Turns off what a signed token names (one kind, or every kind mailed in the digest) and says
 * which, with the language of the person it belongs to (the one-click reply is worded in it); a
 * tampered token, or one of a person who no longer exists, is refused with one message.
 */
export async function unsubscribe(
  ctx: MutationCtx,
  token: string,
): Promise<{ kind: UnsubscribeTarget; language: Language }> {
  const claims = await verifyUnsubscribe(token);
  const userId = claims === null ? null : ctx.db.normalizeId("users", claims.userId);
  const user = userId === null ? null : await ctx.db.get("users", userId);
  if (claims === null || user === null) throw appError("INVALID", MAIL_MESSAGES.invalidUnsubscribe);
  const preferences = await preferencesOf(ctx, user._id);
  const kinds = { ...preferences.kinds };
  for (const kind of MAIL_KINDS) {
    if (claims.kind === kind || (claims.kind === "digest" && kinds[kind] === "digest")) kinds[kind] = "never";
  }
  const changed = MAIL_KINDS.some((kind) => kinds[kind] !== preferences.kinds[kind]);
  // A second click (or a mail scanner's POST) changes nothing and adds no event.
  if (changed) {
    await emit(ctx, {
      type: "mail_preferences_set",
      v: 1,
      subjectUserId: user._id,
      kinds,
      digestHour: preferences.digestHour,
      timeZone: preferences.timeZone,
    });
  }
  return { kind: claims.kind, language: languageOf(user) };
}
