/** Events of the discussion rooms. */
import { v } from "convex/values";
import { defineEvent } from "./define";

export const chatEvents = [
  /** A message was removed (subjectUserId: its author); the text is not kept. */
  defineEvent("message_removed", 1, { messageId: v.id("messages"), room: v.string() }),
] as const;
