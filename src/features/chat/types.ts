import type { PaginatedQueryItem } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";

/** One message as chat.messages and chat.recent send it (newest first, page by page). */
export type ServerMessage = PaginatedQueryItem<typeof api.chat.chat.messages>;
/**
 * A message as the room shows it: with whether the reader may remove it (their own, or any in a
 * room they moderate, as chat.room says; the server checks again on removal).
 */
export type ChatMessage = ServerMessage & { canRemove: boolean };
/** The room's header data from chat.room. */
export type ChatRoomInfo = FunctionReturnType<typeof api.chat.chat.room>;
/** One row of chat.rooms: a room the user may join, with its unread count. */
export type ChatRoomSummary = FunctionReturnType<typeof api.chat.chat.rooms>[number];

/** The room everyone signed in can join; every other room is a course id. */
export { GLOBAL_ROOM } from "@convex/shared/chatRules";

/** How many messages a page of history holds (the newest page first). */
export const PAGE_SIZE = 50;

/**
 * Messages shown before the server confirmed them (optimistic updates) carry an id with this
 * prefix; the server's ids never contain a colon.
 */
export const PENDING_ID_PREFIX = "pending:";

export function isPending(message: Pick<ChatMessage, "_id">): boolean {
  return message._id.startsWith(PENDING_ID_PREFIX);
}
