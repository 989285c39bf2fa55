/**
 * What a notification says (issue #33, ADR 0089): a bell row, its mail and its push carry a key
 * of `locales/en.json` ("notify.dueSoon") and its parameters, never English. The bell words it
 * in the reader's language (src/components/notification-bell.tsx), the server in the recipient's
 * (convex/notifications/model/words.ts). Course and assignment titles and people's names are
 * parameters: what people typed is not translated.
 */
import { v, type VString } from "convex/values";
import type { MessageParams } from "../messages";
import type en from "./locales/en.json";

/** A key of the notifications' catalog: a wrong key is a type error. */
type NotifyKey = keyof typeof en;

/** A notification's words: a key and its parameters. */
export type NotifyMessage = { key: NotifyKey; params: MessageParams };

export const notifyMessageValidator = v.object({
  key: v.string() as VString<NotifyKey>,
  params: v.record(v.string(), v.union(v.string(), v.number())),
});

/** The grouped words of a teacher's row (ADR 0074) by its kind: "Maya and 29 others turned in Essay 2". */
export const GROUPED_KEYS = {
  submitted: "notify.grouped.submitted",
  enrolled: "notify.grouped.enrolled",
  room_message: "notify.grouped.roomMessage",
} as const satisfies Record<string, NotifyKey>;
