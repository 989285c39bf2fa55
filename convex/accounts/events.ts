/**
 * Events of people's accounts (sign-up, profile, avatar, role, e-mail verification, passwords)
 * and of stored files. `users` and `files` are not rebuilt by a replay (Convex Auth creates the
 * row; other domains' payloads refer to files by id), but their app fields are written only by
 * these events' handlers (accounts/projector.ts). No payload ever holds a password, a hash
 * or a mailed code.
 */
import { v, type ObjectType } from "convex/values";
import { filePurposeValidator, roleValidator } from "../shared/validators";
import { defineEvent } from "../events/define";
import { themeValidator } from "../shared/theme";
import { languageValidator } from "../shared/language";

/** A whole profile as it was before, or is after, an edit. */
const profileFields = v.object({
  displayName: v.string(),
  /** Years of experience; null when not given. */
  experience: v.union(v.number(), v.null()),
  /** "" when none. */
  bio: v.string(),
});

/** A stored file, as its `files` row keeps it (the table is these fields: accounts/tables.ts). */
export const storedFileFields = {
  provider: v.union(v.literal("convex"), v.literal("uploadthing"), v.literal("static")),
  storageId: v.optional(v.id("_storage")),
  /** UploadThing's file key. */
  key: v.optional(v.string()),
  /** The public URL of providers that have one (UploadThing, static); Convex URLs are resolved on read. */
  url: v.optional(v.string()),
  /** SPEC §7 name, e.g. "UserDp/1700000000000_me.png". */
  path: v.string(),
  name: v.string(),
  size: v.number(),
  contentType: v.string(),
  purpose: filePurposeValidator,
  ownerId: v.id("users"),
};
export type StoredFile = ObjectType<typeof storedFileFields>;

export const accountEvents = [
  /**
   * A person finished signing up (actorId and subjectUserId: the new user), with the name and role
   * they chose, and how they signed up ("seed": an account of the sample data, which never signs in).
   */
  defineEvent("registered", 1, {
    role: roleValidator,
    name: v.string(),
    via: v.union(v.literal("password"), v.literal("google"), v.literal("clerk"), v.literal("seed")),
  }),
  /** A person changed their profile: every field before and after. */
  defineEvent("profile_updated", 1, { before: profileFields, after: profileFields }),
  /**
   * A teacher (or Admin) chose whether their e-mail address is shown on the public teacher lists
   * (the landing page, Meet Our Teachers); hidden until they choose to show it (ADR 0059).
   */
  defineEvent("email_visibility_changed", 1, { public: v.boolean() }),
  /** A person's colour theme (ADR 0086): the device's, or always light or dark. */
  defineEvent("theme_chosen", 1, { theme: themeValidator }),
  /** The language a person reads Lyceum in (ADR 0089), on every device and in their e-mails. */
  defineEvent("language_chosen", 1, { language: languageValidator }),
  /** An Admin (or the system: the dashboard, a verified ADMIN_EMAILS address) changed someone's role. */
  defineEvent("role_changed", 1, { from: v.union(roleValidator, v.null()), to: roleValidator, name: v.string() }),
  /** A person chose an uploaded picture (their own avatar file) as their profile picture. */
  defineEvent("avatar_set", 1, { fileId: v.id("files"), url: v.string() }),
  /** A person removed their profile picture (the file it was, if any). */
  defineEvent("avatar_removed", 1, { fileId: v.union(v.id("files"), v.null()) }),
  /** A person proved they read mail at their address, with a verification code or a reset code. */
  defineEvent("email_verified", 1, { email: v.string(), via: v.union(v.literal("code"), v.literal("reset")) }),
  /**
   * The person's account was deleted at the sign-in provider (Clerk's `user.deleted` webhook): the
   * row is closed (no token signs in as it again); their course work, grades and messages stay.
   */
  defineEvent("account_closed", 1, { email: v.string(), via: v.literal("clerk") }),
  /**
   * The person's address changed at the sign-in provider (Clerk's `user.updated`): the new one, and
   * whether the provider verified it.
   */
  defineEvent("email_changed", 1, { email: v.string(), verified: v.boolean(), via: v.literal("clerk") }),
  /**
   * An Admin suspended the person's account, with the reason they gave: every session of theirs
   * ended at once and no sign-in is accepted until `account_restored` (ADR 0066).
   */
  defineEvent("account_suspended", 1, { reason: v.string() }),
  /** An Admin lifted the person's suspension: they may sign in again. */
  defineEvent("account_restored", 1, {}),
  /** An Admin signed the person out everywhere (every session ended), without suspending them. */
  defineEvent("sessions_ended", 1, {}),
  /** Settings' "Change password": the account of this address has a new password; other sessions ended. */
  defineEvent("password_changed", 1, { email: v.string() }),
  /** "Forgot password": a mailed code set a new password for this address; every session ended. */
  defineEvent("password_reset", 1, { email: v.string() }),
  /**
   * A file was stored for its owner: an upload whose bytes passed the checks, or a file shipped
   * with the app ("static", the seed's sample videos). Its `files` row is written from this.
   */
  defineEvent("file_stored", 1, storedFileFields),
] as const;
