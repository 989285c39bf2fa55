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
