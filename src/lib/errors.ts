import { ConvexError } from "convex/values";
import en from "@convex/shared/locales/en.json";
import { unpack, type MessageParams, type ServerMessageKey } from "@convex/shared/messages";
import { defineMessages } from "@/lib/i18n";

/**
 * The server's words in the reader's language (issue #33, ADR 0089): the server sends a key of
 * convex/shared/locales and its parameters, never English alone, and these functions word them.
 * The English words are in every page's start (8 KB gzip): the forms' checks word them at once,
 * whatever brought the page there (a fetched-later copy left keys on screen in the tests).
 */
const { t } = defineMessages(en);

function isServerKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(en, key);
}

/**
 * A server message in the language in force. A parameter that is a message itself (a field's
 * label, a rule's refusal quoted in another) is worded first.
 */
export function serverText(key: ServerMessageKey, params: MessageParams = {}): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const inner = typeof value === "string" ? unpack(value) : null;
      return [name, inner !== null && isServerKey(inner.key) ? serverText(inner.key, inner.params) : value];
    }),
  );
  return t(key, values);
}

/**
 * A message from convex/shared in the language in force: a rule's result or a Zod issue, a bare
 * key ("server.chat.blankMessage") or one packed with its parameters (`keyed`). Any other text is
 * shown as it is.
 */
export function wordMessage(text: string): string {
  const parts = unpack(text);
  if (parts === null || !isServerKey(parts.key)) return text;
  return serverText(parts.key, parts.params);
}

/**
 * The words of an error Lyceum's server throws on purpose (ConvexError with
 * `data: {code, key, params, message}`) in the language in force, or null for anything else
 * (network failures, bugs), whose raw text is not meant for users. An older server's error without
 * a key known here shows its `message`.
 */
export function appErrorMessage(error: unknown): string | null {
  if (error instanceof ConvexError) {
    const data: unknown = error.data;
    if (typeof data === "string" && data.trim()) return wordMessage(data);
    if (typeof data === "object" && data !== null) {
      const { key, params, message } = data as { key?: unknown; params?: unknown; message?: unknown };
      if (typeof key === "string" && isServerKey(key)) {
        const values = typeof params === "object" && params !== null ? (params as MessageParams) : {};
        return serverText(key, values);
      }
      if (typeof message === "string" && message.trim()) return message;
    }
  }
  if (error instanceof UserFacingError) return wordMessage(error.message);
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
  return serverText("server.rateLimit.tryAgainInMinutes", { minutes });
}
