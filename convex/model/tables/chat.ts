import { defineTable } from "convex/server";
import { v } from "convex/values";

export const chatTables = {
  /**
   * Chat messages (SPEC §3 Message; docs/discussion.md). `room` is "global" or a course id;
   * `_creationTime` is the server timestamp (SPEC `createdAt`), so by_room orders a room by time.
   * A removed message keeps its row with `text` cleared.
   */
  messages: defineTable({
    room: v.string(),
    text: v.string(),
    authorId: v.id("users"),
    /** Author's display name at the time of sending (SPEC §3 `user`). */
    authorName: v.string(),
    removedAt: v.optional(v.number()),
    removedBy: v.optional(v.id("users")),
    /**
     * The message's number in its room (1, 2, ...), so unread counts are a subtraction instead
     * of a scan (model/chatUnread.ts). Absent on messages sent before it existed.
     */
    seq: v.optional(v.number()),
  })
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes -- by_room orders a room's messages by time (the pages of a room); by_room_author orders them by author first.
    .index("by_room", ["room"])
    .index("by_room_author", ["room", "authorId"])
    .index("by_room_removed", ["room", "removedAt"]),

  /**
   * A user's place in a chat room (model/chatMembership.ts, ADR 0031): one row per user and room,
   * written when they enrol in or create a course (named: the rooms list reads these rows) and
   * when they first read the global room (unnamed). Read marks: the time and the room's message
   * number read up to, so an unread count is a subtraction against the room's head.
   */
  chatReads: defineTable({
    userId: v.id("users"),
    room: v.string(),
    lastReadAt: v.number(),
    /** The room's newest message number at `lastReadAt`; absent on marks from before numbering. */
    lastReadSeq: v.optional(v.number()),
    /** The course's name on a course room's row; absent on the global room's and older rows. */
    name: v.optional(v.string()),
    /** `unreadPart(room)`: which of the badge's subscriptions counts this room (ADR 0031). */
    part: v.optional(v.number()),
    /** On the course teacher's row: they moderate the room (`requireRoomQuick`). */
    teaches: v.optional(v.boolean()),
  })
    .index("by_user_room", ["userId", "room"])
    .index("by_user_name", ["userId", "name"])
    .index("by_user_part_room", ["userId", "part", "room"]),

  /**
   * The read marks of the chat rooms a user is in, one document per badge part (`unreadPart`,
   * model/chatPartMarks.ts, ADR 0041): the top bar's badge reads this instead of one `chatReads`
   * row per room. Kept in step with those rows; at most MAX_COURSE_ROOMS + 1 marks, each
   * room → [lastReadAt, lastReadSeq] (the number absent on marks from before numbering): a pair
   * instead of named fields, since the document is read by every badge part and rewritten by
   * every read mark.
   */
  chatPartMarks: defineTable({
    userId: v.id("users"),
    part: v.number(),
    marks: v.record(v.string(), v.array(v.number())),
  }).index("by_user_part", ["userId", "part"]),

  /** A chat room's newest message number (one row per room with numbered messages). */
  chatHeads: defineTable({
    room: v.string(),
    lastSeq: v.number(),
  }).index("by_room", ["room"]),
};
