/**
 * Events of the discussion rooms. A room is named by its key: "global", or the course's key (the
 * id of its `course_created`, also in `courseKey`); the projector finds the course it stands for.
 * Room membership comes from the courses' own events (`course_created`: the teacher joins the
 * room; `enrolled`: the student does) and a person's global room from `registered`.
 */
import { v } from "convex/values";
import { defineEvent } from "../events/define";

export const chatEvents = [
  /**
   * A message was posted (actorId: its author; its key is this event's id), with its text as
   * trimmed and the author's display name as it was then.
   */
  defineEvent("message_sent", 1, { room: v.string(), text: v.string(), authorName: v.string() }),
  /**
   * A message was removed (actorId: who removed it; subjectUserId: its author; entityKey and
   * messageKey: the message's key). Its text stays in `message_sent` only.
   */
  defineEvent("message_removed", 1, { messageKey: v.string(), room: v.string() }),
  /**
   * A person read a room up to now (actorId: the reader): `readCount` is how many messages the
   * room had then (model/chatUnread.ts counts the unread ones from it). Sent at most every 15 s
   * while reading, and only when the room has news since the reader's last mark.
   */
  defineEvent("room_read", 1, { room: v.string(), readCount: v.number() }),
] as const;
