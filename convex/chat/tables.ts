import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * The discussion's read models, written only by chat/projector.ts from the chat events and
 * the courses' and accounts' membership events. A room is "global" or a course: the tables keep
 * the course's id (what the app names the room by), the events its key.
 */
export const chatTables = {
  /**
   * Chat messages (SPEC §3 Message; docs/discussion.md). `room` is "global" or a course id;
   * `_creationTime` is the server timestamp (SPEC `createdAt`), so by_room orders a room by time.
   * A removed message keeps its row with `text` cleared.
   */
  messages: defineTable({
    /** The id of its `message_sent` event. */
    key: v.string(),
    room: v.string(),
    text: v.string(),
    authorId: v.id("users"),
    /** Author's display name at the time of sending (SPEC §3 `user`). */
    authorName: v.string(),
    removedAt: v.optional(v.number()),
    removedBy: v.optional(v.id("users")),
    /**
     * The message's number in its head shard (`chatHeads`): 1, 2, ... A course room has one shard,
     * so there it numbers the room's messages.
     */
    seq: v.number(),
  })
    .index("by_key", ["key"])
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes -- by_room orders a room's messages by time (the pages of a room); by_room_author orders them by author first.
    .index("by_room", ["room"])
    .index("by_room_author", ["room", "authorId"])
    .index("by_room_removed", ["room", "removedAt"]),

  /**
   * A user's place in a chat room (ADR 0031): one row per user and room, written when they enrol
   * in or create a course (named: the rooms list reads these rows), when they sign up (global) and
   * by their read marks (`room_read`). The mark is a time and the number of messages the room had
   * then, so an unread count is a subtraction against the room's heads.
   */
  chatReads: defineTable({
    userId: v.id("users"),
    room: v.string(),
    /** The room's key in events: "global" or the course's key. */
    roomKey: v.string(),
    lastReadAt: v.number(),
    /** How many messages the room had at `lastReadAt` (the sum of its heads). */
    lastReadCount: v.number(),
    /** The course's name on a course room's row (as it was when they joined); none on global's. */
    name: v.optional(v.string()),
    /** `unreadPart(roomKey)`: which of the badge's subscriptions counts this room (ADR 0031). */
    part: v.number(),
    /** They teach the course: they moderate its room (`requireRoomQuick`). */
    teaches: v.boolean(),
  })
    .index("by_user_room", ["userId", "room"])
    .index("by_user_room_key", ["userId", "roomKey"])
    .index("by_user_name", ["userId", "name"])
    .index("by_user_part_room", ["userId", "part", "room"]),

  /**
   * How many messages a room has had, kept in shards (projectors/shards.ts): the global room, which
   * everyone writes, in SHARDS rows by the author's id; a course room in one. Summed on read.
   */
  chatHeads: defineTable({
    room: v.string(),
    shard: v.number(),
    count: v.number(),
  }).index("by_room_shard", ["room", "shard"]),

  /**
   * A room's access epoch (ADR 0081): bumped by the chat projector whenever someone may have lost
   * the right to read the room (a removal from the course; for every room at once, the row
   * "*": a suspension, a closed account, an Admin no longer an Admin). A room ticket names the
   * epoch it was signed at (the room's plus "*"'s); a ticket of an older epoch is refused. No row: 0.
   */
  chatAccess: defineTable({
    /** "global", a course id, or "*" (every room). */
    room: v.string(),
    epoch: v.number(),
  }).index("by_room", ["room"]),
};
