/**
 * Events of course announcements (docs/announcements.md, ADR 0071). An announcement is named by
 * its key, the id of its `announcement_posted`; a comment by the id of its `announcement_commented`.
 * Every event carries the course's key (`courseKey`).
 */
import { v } from "convex/values";
import { defineEvent } from "../events/define";

export const announcementEvents = [
  /**
   * A course's teacher or an Admin posted an announcement (actorId: the author, authorName their
   * display name then). `publishAt` absent: published at once (at the event's time); a later time:
   * scheduled, published by `announcement_published` then. `dateAt`: the day it is about (the
   * calendar's). Title and body as trimmed; the body is Markdown.
   */
  defineEvent("announcement_posted", 1, {
    title: v.string(),
    body: v.string(),
    pinned: v.boolean(),
    publishAt: v.optional(v.number()),
    dateAt: v.optional(v.number()),
    authorName: v.string(),
  }),
  /** A scheduled announcement's time came (no actor: the scheduled job emits it, live only). */
  defineEvent("announcement_published", 1, { announcementKey: v.string() }),
  /**
   * Its title, body and calendar date were changed (all given; `dateAt` absent: no date); for a
   * scheduled one also its publishing time (`publishAt`, absent: unchanged).
   */
  defineEvent("announcement_edited", 1, {
    announcementKey: v.string(),
    title: v.string(),
    body: v.string(),
    dateAt: v.optional(v.number()),
    publishAt: v.optional(v.number()),
  }),
  defineEvent("announcement_pinned", 1, { announcementKey: v.string(), pinned: v.boolean() }),
  /** Deleted with its comments. */
  defineEvent("announcement_deleted", 1, { announcementKey: v.string() }),
  /** A comment (actorId: its author; its key is this event's id), text as trimmed. */
  defineEvent("announcement_commented", 1, {
    announcementKey: v.string(),
    text: v.string(),
    authorName: v.string(),
  }),
  /** A comment was deleted (actorId: its author, the course's teacher or an Admin). */
  defineEvent("announcement_comment_deleted", 1, { announcementKey: v.string(), commentKey: v.string() }),
] as const;
