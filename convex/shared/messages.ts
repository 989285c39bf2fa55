/**
 * The server's words as keys (issue #33, ADR 0089): an error or a rule's message names a key of
 * `locales/en.json` ("server.quiz.attemptNotFound") and its parameters, and the browser words it in
 * the reader's language (src/lib/errors.ts). This module only names and packs them: it carries no
 * message parser, so the browser imports it freely (the server's English is made by
 * convex/lib/appError.ts).
 */
import type en from "./locales/en.json";

/** A key of the server's catalog: a wrong key is a type error. */
export type ServerMessageKey = keyof typeof en;

/**
 * A message's parameters, the one type of them all: a server message's here, a notification's
 * (shared/notifications/messages.ts) and the words the server writes itself (lib/words.ts). In a
 * server message, a string that is itself a key of the catalog is worded first.
 */
export type MessageParams = Record<string, string | number>;

declare const KEYED: unique symbol;

/**
 * A key with its parameters packed in one string ("server.x.y" or `server.x.y {"max":5}`), for the
 * places that can only hold a string: a Zod issue's message, a rule's result shown by a form.
 */
export type Keyed = string & { readonly [KEYED]: true };

/** What a rule returns or an error names: a bare key, or a key packed with its parameters. */
export type ServerMessage = ServerMessageKey | Keyed;

/** A key and its parameters as one string (see Keyed). */
export function keyed(key: ServerMessageKey, params?: MessageParams): Keyed {
  return (params !== undefined && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key) as Keyed;
}

const SHAPE = /^(server\.[A-Za-z0-9_.]+)(?: (\{[\s\S]*\}))?$/;

/**
 * `text` as a message: itself when it is a key or a packed one, else words not (yet) in the
 * catalog (Zod's own English, a third party's), carried as they are by "server.common.text".
 */
export function asMessage(text: string): ServerMessage {
  return unpack(text) === null ? keyed("server.common.text", { text }) : (text as Keyed);
}

/**
 * The key and parameters of a packed message, or null for a string that is not one (plain words,
 * e.g. Zod's own English). The key is not checked against the catalog here.
 */
export function unpack(text: string): { key: string; params: MessageParams } | null {
  const match = SHAPE.exec(text);
  if (match === null) return null;
  if (match[2] === undefined) return { key: match[1]!, params: {} };
  try {
    const params: unknown = JSON.parse(match[2]);
    if (typeof params !== "object" || params === null || Array.isArray(params)) return null;
    return { key: match[1]!, params: params as MessageParams };
  } catch {
    return null;
  }
}
