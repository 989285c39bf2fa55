/**
 * Throwing an error the browser words (issue #33, ADR 0089): `appError(code, key, params)` carries
 * the catalog key and its parameters, and `message`, the same words in English.
 *
 * The English is made here, on the server only, by the server's words (./words.ts): the
 * Convex bundle reads `shared/locales/en.json` as plain ICU strings (the build's catalog compiler
 * runs only for the browser), and the compiler stays out of convex/shared, which the browser imports.
 */
import { ConvexError } from "convex/values";
import type { AppErrorData, ErrorCode } from "../shared/errors";
import en from "../shared/locales/en.json";
import { unpack, type MessageParams, type ServerMessage, type ServerMessageKey } from "../shared/messages";
import { defineServerWords } from "./words";

const english = defineServerWords({ en })("en");

function isKey(text: string): text is ServerMessageKey {
  return Object.hasOwn(en, text);
}

/** The key and parameters of a bare or packed message; other words are carried as they are. */
function messageParts(message: ServerMessage | string): { key: ServerMessageKey; params: MessageParams } {
  const parts = unpack(message);
  if (parts === null || !isKey(parts.key)) return { key: "server.common.text", params: { text: message } };
  return { key: parts.key, params: parts.params };
}

/**
 * A message in English. A parameter that is a message itself (a field's label, a rule's refusal
 * quoted in another) is worded first.
 */
function englishText(key: ServerMessageKey, params: MessageParams = {}): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const inner = typeof value === "string" ? unpack(value) : null;
      return [name, inner !== null && isKey(inner.key) ? englishText(inner.key, inner.params) : value];
    }),
  );
  return english(key, values);
}

/** A message (a key, or one packed with parameters) in English. */
export function englishOf(message: ServerMessage): string {
  const { key, params } = messageParts(message);
  return englishText(key, params);
}

/** The data of an AppError for `message` (a key, or a key packed with parameters by `keyed`). */
function appErrorData(code: ErrorCode, message: ServerMessage, params?: MessageParams): AppErrorData {
  const parts = messageParts(message);
  const values = params ?? parts.params;
  return { code, key: parts.key, params: values, message: englishText(parts.key, values) };
}

/**
 * The error Lyceum throws on purpose: `appError("NOT_FOUND", "server.quiz.attemptNotFound")`,
 * `appError("INVALID", "server.cart.tooMany", { max })`, or a rule's packed result.
 */
export function appError(code: ErrorCode, message: ServerMessage, params?: MessageParams): ConvexError<AppErrorData> {
  return new ConvexError(appErrorData(code, message, params));
}

/** A refusal of a rate limiter: `retryAfter` (ms) tells the browser when to try again. */
export type RateLimitedData = AppErrorData & { code: "RATE_LIMITED"; retryAfter: number };

/** The AppError RATE_LIMITED for `message`, to try again after `retryAfterMs`. */
export function rateLimitedError(
  message: ServerMessage,
  retryAfterMs: number,
  params?: MessageParams,
): ConvexError<RateLimitedData> {
  const data = appErrorData("RATE_LIMITED", message, params);
  return new ConvexError({ ...data, code: "RATE_LIMITED", retryAfter: Math.max(0, Math.ceil(retryAfterMs)) });
}
