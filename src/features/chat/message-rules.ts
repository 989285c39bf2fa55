import { CHAT_MESSAGE_MAX, chatMessageProblem } from "@convex/shared/chatRules";

export { CHAT_MESSAGE_MAX };

/** The counter shows once a message is within this many characters of the cap. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

export function counterVisible(length: number): boolean {
  return length >= COUNTER_FROM;
}

/**
 * Why a message cannot be sent, by the rule the server applies (chatMessageProblem): "blank"
 * (simply not sent, SPEC §5), the rule's sentence for the user, or null when it may go.
 */
export function messageProblem(text: string): "blank" | string | null {
  if (!text.trim()) return "blank";
  return chatMessageProblem(text);
}
