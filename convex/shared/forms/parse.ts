import { asMessage, type ServerMessage } from "../messages";

/**
 * The message of the first problem Zod found: the one a user is shown (a key of the server's
 * catalog; Zod's own English is carried as it is). Throwing it is convex/lib/parse.ts's parseOrThrow.
 */
export function firstIssueMessage(issues: readonly { message: string }[]): ServerMessage {
  const first = issues[0];
  return first === undefined ? "server.common.invalidInput" : asMessage(first.message);
}
