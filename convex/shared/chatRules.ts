/**
 * The Discussion's rules, written once (docs/discussion.md): the server (convex/model/chat*.ts)
 * and the browser (src/features/chat) import them. Plain values and functions only, nothing that
 * needs the server and no Zod, so the chat screen's first paint carries no schema library (issue #32).
 */
import { keyed, type Keyed } from "./messages";

/**
 * The room every signed-in user may join (SPEC §2 Global chat). Other rooms are course ids. The
 * server answers no name for it: the browser names it in the reader's language (issue #33).
 */
export { GLOBAL_ROOM } from "./unread";

/** Most characters in one message, after trimming. */
export const CHAT_MESSAGE_MAX = 2000;

export const BLANK_MESSAGE = keyed("server.chat.blankMessage");
export const TOO_LONG_MESSAGE = keyed("server.chat.tooLongMessage", { max: CHAT_MESSAGE_MAX });

/**
 * A message's text is trimmed, not blank and at most CHAT_MESSAGE_MAX characters: why `text`
 * breaks that rule (BLANK_MESSAGE or TOO_LONG_MESSAGE), or null when it may be sent as `text.trim()`.
 */
export function chatMessageProblem(text: string): Keyed | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return BLANK_MESSAGE;
  return trimmed.length > CHAT_MESSAGE_MAX ? TOO_LONG_MESSAGE : null;
}

/**
 * Sending rate per user (token bucket, @convex-dev/rate-limiter): a burst of CAPACITY messages,
 * then one more every PERIOD_MS. Per user across all rooms.
 */
export const CHAT_RATE = { capacity: 5, rate: 1, periodMs: 1000 } as const;
export const RATE_LIMITED_MESSAGE = keyed("server.chat.rateLimitedMessage");

/**
 * An account whose address is not verified reads every room it may join and talks in its course
 * rooms, but posts nothing in the global room, which every signed-in person reads (ADR 0059).
 */
export const VERIFY_TO_POST_GLOBAL = keyed("server.chat.verifyToPostGlobal");

/**
 * Unread counts are exact up to UNREAD_CAP; a room with more unread messages reports
 * UNREAD_CAP + 1 (show "99+", see formatUnread). Bounds the documents read per room.
 */
export { formatUnread, UNREAD_CAP } from "./unread";

/** Most messages one page of history returns (larger requests are cut to this). */
export const CHAT_PAGE_MAX = 100;

/** Most course rooms `chat.rooms` lists (each costs one read-mark and up to 100 message reads). */
export const MAX_COURSE_ROOMS = 50;

/**
 * Presence heartbeats: the interval the browser may ask for, in milliseconds, and the one it asks
 * for (`chosen`: every 2 minutes; someone whose tab dies or whose laptop sleeps shows as gone after
 * 2.5 intervals, 5 minutes; one who leaves, at once). Heartbeats were most of an open room's calls
 * and reads at 10 s (ADR 0031), and still a sixth of a visit's database I/O at 60 s (ADR 0038).
 */
export const PRESENCE_INTERVAL = { min: 1000, max: 120_000, fallback: 10_000, chosen: 120_000 } as const;
/** Most people `presence.list` returns for one room. */
export const PRESENCE_LIST_MAX = 100;

/**
 * An open room's live end holds the messages after its newest marker, a message whose number in
 * its head shard is a multiple of this over the room's shards: about this many at most. History
 * comes in the segments between markers, so every member asks for the same pages (ADR 0081).
 */
export const CHAT_LIVE_STEP = 50;

/** Why a room's shared query refused a ticket (BAD_TICKET: bad, tampered, another room's, or an older epoch). */
export const ROOM_TICKET_REFUSED = keyed("server.chat.roomTicketRefused");
