/**
 * Unread counts, without zod: the top bar's badge imports this on every page, the landing page
 * included, so it must stay tiny.
 */

/** The chat room everyone signed in can join; every other room is a course id. */
export const GLOBAL_ROOM = "global";

/** Unread counts are exact up to UNREAD_CAP; past it a room reports UNREAD_CAP + 1 ("99+"). */
export const UNREAD_CAP = 99;

/** "3", or "99+" for more than UNREAD_CAP; "" for none. */
export function formatUnread(unread: number): string {
  if (unread <= 0) return "";
  return unread > UNREAD_CAP ? `${UNREAD_CAP}+` : String(unread);
}

/**
 * The top bar's unread total is UNREAD_PARTS subscriptions, each over the rooms of one part, so a
 * message re-runs only the part holding its room: about an eighth of the rooms (ADR 0031). The
 * open room is left out of every part (the browser does not know which part holds it).
 */
export const UNREAD_PARTS = 8;
