import type { MessageParams, ServerMessageKey } from "./messages";
import { ConvexError } from "convex/values";

/**
 * BAD_TICKET: a shared live query's capability (a game's or a room's ticket, issue #32) is forged,
 * tampered, of another game or room, or outdated: the screen waits for the per-person query's new one.
 */
export type ErrorCode =
  "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "INVALID" | "CONFLICT" | "RATE_LIMITED" | "BAD_TICKET";

/**
 * Data carried by every error Lyceum throws on purpose (issue #33): the browser words `key` with
 * `params` in the reader's language; `message` is the same in English, for API callers, logs and
 * an older browser. Thrown with convex/lib/appError.ts.
 */
export type AppErrorData = { code: ErrorCode; key: ServerMessageKey; params: MessageParams; message: string };

/** Whether `error` is an AppError with this code (also after crossing ctx.runMutation). */
export function isAppError(error: unknown, code: ErrorCode): boolean {
  if (!(error instanceof ConvexError)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && (data as { code?: unknown }).code === code;
}
