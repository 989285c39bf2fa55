import { ConvexError } from "convex/values";

/**
 * The message of an error Lyceum's server throws on purpose (ConvexError with
 * `data: {code, message}`), or null for anything else (network failures, bugs), whose raw
 * text is not meant for users.
 */
export function appErrorMessage(error: unknown): string | null {
  if (error instanceof ConvexError) {
    const data: unknown = error.data;
    if (typeof data === "string" && data.trim()) return data;
    if (typeof data === "object" && data !== null && "message" in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === "string" && message.trim()) return message;
    }
  }
  if (error instanceof UserFacingError) return error.message;
  return null;
}

/** The text to show the user for an error: the server's reason, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return appErrorMessage(error) ?? fallback;
}

/** A client-side error whose message is written for users (e.g. an upload that failed). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserFacingError";
  }
}

/**
 * "Try again in 12 minutes." for a refusal of the server's rate limiter (a ConvexError with
 * `code: "RATE_LIMITED"` and `retryAfter` in ms), null for any other error.
 */
export function retryAfterText(error: unknown): string | null {
  if (!(error instanceof ConvexError)) return null;
  const data = error.data as { code?: unknown; retryAfter?: unknown };
  if (data?.code !== "RATE_LIMITED" || typeof data.retryAfter !== "number") return null;
  const minutes = Math.max(1, Math.ceil(data.retryAfter / 60_000));
  return minutes === 1 ? "Try again in a minute." : `Try again in ${minutes} minutes.`;
}
