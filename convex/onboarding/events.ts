/**
 * Events of a school's onboarding (docs/onboarding.md, ADR 0054): a roster imported in batches and
 * the invitations it mails. The new person's account is the accounts domain's `registered`
 * (via "invitation") and their place in the course the courses domain's `enrolled`; these events
 * say what the import did with each row. No payload holds an invitation token or its hash.
 */
import { v } from "convex/values";
import { defineEvent } from "../events/define";

/** One row of an import as it was confirmed: who, and into which course (by key and name then). */
export const rosterRowFields = v.object({
  name: v.string(),
  email: v.string(),
  /** The school's own number for the student; "" when the file gave none. */
  studentNumber: v.string(),
  courseKey: v.string(),
  courseName: v.string(),
});

export const rosterOutcomeValidator = v.union(v.literal("invited"), v.literal("enrolled"), v.literal("failed"));

export const onboardingEvents = [
  /**
   * A teacher (or an Admin) confirmed an import (actor: them; course: the course they opened): the
   * rows that passed the preview, in file order. Its id is the import's key; batches follow.
   */
  defineEvent("roster_import_started", 1, {
    courseName: v.string(),
    rows: v.array(rosterRowFields),
    /** Rows of the file the preview refused, not imported. */
    skipped: v.number(),
  }),
  /**
   * A new person was invited (subject: them; actor: who started the import): their account waits
   * for the password they choose through the mailed link, which works until `expiresAt`.
   */
  defineEvent("invitation_sent", 1, {
    importKey: v.string(),
    index: v.number(),
    name: v.string(),
    email: v.string(),
    courseName: v.string(),
    expiresAt: v.number(),
  }),
  /** One scheduled batch of an import was applied: what became of each row (by its index). */
  defineEvent("roster_batch_imported", 1, {
    importKey: v.string(),
    rows: v.array(v.object({ index: v.number(), outcome: rosterOutcomeValidator, reason: v.optional(v.string()) })),
    /** The last batch: no row is left pending. */
    finished: v.boolean(),
  }),
  /** The invitation mail of a row could not be sent (the account waits; "Forgot password" still works). */
  defineEvent("invitation_mail_failed", 1, {
    importKey: v.string(),
    index: v.number(),
    email: v.string(),
    reason: v.string(),
  }),
  /** The invited person chose a password through the link (actor and subject: them). */
  defineEvent("invitation_claimed", 1, { importKey: v.string(), index: v.number(), email: v.string() }),
] as const;
