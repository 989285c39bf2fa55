import { ConvexError } from "convex/values";

/**
 * BAD_TICKET: a shared live query's capability (a game's or a room's ticket, issue #32) is forged,
 * tampered, of another game or room, or outdated: the screen waits for the per-person query's new one.
 */
export type ErrorCode =
  "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "INVALID" | "CONFLICT" | "RATE_LIMITED" | "BAD_TICKET";

/** Data carried by every error Lyceum throws on purpose; the client shows `message`. */
export type AppErrorData = { code: ErrorCode; message: string };

export function appError(code: ErrorCode, message: string): ConvexError<AppErrorData> {
  return new ConvexError({ code, message });
}

/** Whether `error` is an AppError with this code (also after crossing ctx.runMutation). */
export function isAppError(error: unknown, code: ErrorCode): boolean {
  if (!(error instanceof ConvexError)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && (data as { code?: unknown }).code === code;
}
