import { defineTable } from "convex/server";
import { v } from "convex/values";
import { filePurposeValidator, roleValidator } from "../shared/validators";
import { storedFileFields } from "./events";
import { themeValidator } from "../shared/theme";
import { languageValidator } from "../shared/language";

export const accountsTables = {
  /**
   * One row per person. Convex Auth creates it at sign-up (see convex/auth.ts);
   * with Clerk it is created by Clerk's `user.created` webhook or `users.completeSignUp`, whichever
   * comes first, and found by tokenIdentifier. Not rebuilt
   * by a replay (Auth's sessions and accounts refer to it), but Lyceum's fields are written only
   * by the accounts projector, from events (accounts/projector.ts). The profile fields
   * are absent until the person finishes signing up (a first Google sign-in, before the
   * welcome screen).
   */
  users: defineTable({
    // Fields Convex Auth knows about (`name` follows the display name; `emailVerificationTime`
    // is set by the `email_verified` event, or at creation when Google or Clerk vouch for it).
    name: v.optional(v.string()),
    image: v.optional(v.string()),
    email: v.optional(v.string()),
    emailVerificationTime: v.optional(v.number()),
    phone: v.optional(v.string()),
    phoneVerificationTime: v.optional(v.number()),
    isAnonymous: v.optional(v.boolean()),
    // Lyceum's profile.
    displayName: v.optional(v.string()),
    role: v.optional(roleValidator),
    /** Profile picture URL, "" when none (SPEC §3 `dp`). */
    dp: v.optional(v.string()),
    dpFileId: v.optional(v.id("files")),
    /** Years of experience, shown for instructors. */
    experience: v.optional(v.number()),
    bio: v.optional(v.string()),
    /** A teacher's choice to show their e-mail on the public teacher lists (ADR 0059); hidden when absent. */
    emailPublic: v.optional(v.boolean()),
    /** The colour theme the person chose (`theme_chosen`, ADR 0086); the device's when absent. */
    theme: v.optional(themeValidator),
    /** The language the person chose (`language_chosen`, ADR 0089); their browser's when absent. */
    language: v.optional(languageValidator),
    /** Set for users signed in through Clerk. */
    tokenIdentifier: v.optional(v.string()),
    /** When the account was closed (`account_closed`: deleted in Clerk); its work stays. */
    closedAt: v.optional(v.number()),
    /** When an Admin suspended the account (`account_suspended`; cleared by `account_restored`). */
    suspendedAt: v.optional(v.number()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"])
    .index("by_role", ["role"])
    .index("by_token", ["tokenIdentifier"])
    // The Admin console's name search (convex/model/adminPeople.ts).
    .searchIndex("search_name", { searchField: "displayName", filterFields: ["role"] }),

  /**
   * How far Clerk's webhook has kept each Clerk user in step (model/clerkUsers.ts, ADR 0058): the
   * `updated_at` of the last delivery applied (older or replayed ones are ignored) and the name
   * Clerk had then (a rename in Clerk becomes a `profile_updated`; Lyceum's own edits stay).
   * Sync state of another system, one of ADR 0050's exceptions, not a projection: what a delivery
   * changes in Lyceum is an event.
   */
  clerkSync: defineTable({
    tokenIdentifier: v.string(),
    updatedAt: v.number(),
    name: v.string(),
  }).index("by_token", ["tokenIdentifier"]),

  /**
   * Stored files, whichever provider holds the bytes (Convex storage or UploadThing). Written only
   * by the accounts projector from `file_stored` (and a video's filing, `video_uploaded`); not
   * rebuilt by a replay: other domains' events refer to files by id, and each row stands for
   * bytes in storage that a replay cannot make again.
   */
  files: defineTable(storedFileFields)
    .index("by_owner", ["ownerId"])
    .index("by_storage", ["storageId"])
    .index("by_key", ["key"]),

  /**
   * Uploads started but not finished yet (either provider; Convex-storage keys start "convex:"):
   * who may finish them and what they declared. `files.finishUpload` / `uploadthingNode.finishUploadThing`
   * turn one into a stored file (a `file_stored` event); expired ones cannot be used, and are swept
   * an hour later (uploadSweep.ts, docs/files.md).
   * Momentary state, not a projection: an upload in flight changes nothing until it is stored.
   */
  pendingUploads: defineTable({
    key: v.string(),
    ownerId: v.id("users"),
    purpose: filePurposeValidator,
    name: v.string(),
    size: v.number(),
    contentType: v.string(),
    expiresAt: v.number(),
  })
    .index("by_key", ["key"])
    // The hourly sweep of abandoned uploads (uploadSweep.ts).
    .index("by_expires", ["expiresAt"]),

  /**
   * One-time codes Lyceum mails (model/accountCodes.ts): e-mail verification and password reset.
   * At most one per person and purpose; only the SHA-256 of the code is kept. Momentary, secret
   * state, not a projection: what a right code leads to is the event (`email_verified`,
   * `password_reset`).
   */
  accountCodes: defineTable({
    userId: v.id("users"),
    purpose: v.union(v.literal("verify"), v.literal("reset")),
    /** "" from the request until the mailing action has made the code. */
    codeHash: v.string(),
    expiresAt: v.number(),
    sentAt: v.number(),
    attempts: v.number(),
    /**
     * Codes mailed earlier for the same purpose that still work (ADR 0055): a new request does
     * not take away the code someone is waiting for. Wrong guesses (`attempts`) count for all.
     */
    earlier: v.optional(v.array(v.object({ codeHash: v.string(), expiresAt: v.number() }))),
  }).index("by_user_purpose", ["userId", "purpose"]),

  /**
   * The sign-in queue of one e-mail address (model/signInThrottle.ts, ADR 0055): the not-before
   * time of the last attempt that took a slot, and the browsers where the address's owner signed
   * in (SHA-256 of their client ids), which skip the queue. Throttle state, one of ADR 0050's
   * exceptions, not a projection; written only under attack or at a sign-in, one row per address.
   */
  signInSlots: defineTable({
    account: v.string(),
    nextAt: v.number(),
    knownClients: v.array(v.string()),
    /** How long the last wrong password's check took here (accounts/signInSlots.ts `checked`). */
    checkMs: v.optional(v.number()),
  }).index("by_account", ["account"]),
};
