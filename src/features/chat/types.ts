import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";

/** One message as chat.live and chat.history send it (newest first), the same for every member. */
export type ServerMessage = FunctionReturnType<typeof api.chat.chat.live>["page"][number];
/**
 * A message as the room shows it: whether it is the reader's own, and whether they may remove it
 * (their own, or any in a room they moderate, as chat.room says; the server checks again).
 */
export type ChatMessage = ServerMessage & { mine: boolean; canRemove: boolean };
/** The room's header data from chat.room. */
export type ChatRoomInfo = FunctionReturnType<typeof api.chat.chat.room>;
/** One row of chat.rooms: a room the user may join, with its unread count. */
export type ChatRoomSummary = FunctionReturnType<typeof api.chat.chat.rooms>[number];

/** The room everyone signed in can join; every other room is a course id. */
export { GLOBAL_ROOM } from "@convex/shared/chatRules";

/** About how many history messages the room shows at first, and loads more by (ADR 0081). */
export const PAGE_SIZE = 50;

/**
 * Messages shown before the server confirmed them (optimistic updates) carry an id with this
 * prefix; the server's ids never contain a colon.
 */
export const PENDING_ID_PREFIX = "pending:";

export function isPending(message: Pick<ChatMessage, "_id">): boolean {
  return message._id.startsWith(PENDING_ID_PREFIX);
}
