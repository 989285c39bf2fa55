import { useMutation, useQueries, type PaginationStatus, type RequestForQueries } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/errors";
import type { Profile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { isAppError } from "@convex/shared/errors";
import { segmentsToAsk, type Segment } from "./room-segments";
import { PAGE_SIZE, PENDING_ID_PREFIX, type ChatMessage, type ServerMessage } from "./types";
import { t } from "./i18n";

type Live = FunctionReturnType<typeof api.chat.chat.live>;

/** A query's result as useQueries gives it: undefined while loading (or while a new ticket comes). */
function resultOf<T>(value: unknown): T | undefined {
  if (value instanceof Error) {
    // A ticket refused (someone lost access, so every ticket changed): chat.room brings the new
    // one, which asks again. Anything else is the room's error.
    if (isAppError(value, "BAD_TICKET")) return undefined;
    throw value;
  }
  return value as T | undefined;
}

const LIVE = "live";
const segmentKey = (before: number) => `segment:${before}`;

/**
 * The room's messages, oldest first, from queries that are the same for every member (ADR 0081):
 * the live end (the messages after the newest marker) and the history segments below it, the
 * newest PAGE_SIZE or so at first, older ones on demand. `ticket` is chat.room's (undefined while
 * it loads); `me` marks the reader's own messages; `canModerate` (chat.room's) lets them remove
 * others' too. When the anchor moves on (a new marker), the live end's older messages stand in
 * until their segment arrives, and a new ticket keeps the last answers until the new ones come, so
 * nothing on screen blinks.
 */
export function useRoomMessages(room: string, ticket: string | undefined, me: string, canModerate: boolean) {
  const [asked, setAsked] = useState<number[]>([]);
  const [floor, setFloor] = useState<number | null>(null);
  const [want, setWant] = useState(PAGE_SIZE);
  const standIn = useRef<Live | null>(null);

  const askedKey = asked.join(",");
  const requests = useMemo(() => {
    const request: RequestForQueries = {};
    if (ticket === undefined) return request;
    request[LIVE] = { query: api.chat.chat.live, args: { room, ticket } };
    for (const before of asked) {
      request[segmentKey(before)] = { query: api.chat.chat.history, args: { room, ticket, before } };
    }
    return request;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `asked` is keyed by its values.
  }, [room, ticket, askedKey]);
  const results = useQueries(requests);
  // The last answer of each query, whatever the ticket: a new ticket (someone lost access) asks
  // every query again, and what was on screen stays there until the answers come.
  const known = useRef(new Map<string, unknown>());
  const fresh = (key: string) => {
    const value = resultOf<unknown>(results[key]);
    if (value !== undefined) known.current.set(key, value);
    return value ?? known.current.get(key);
  };
  const live = fresh(LIVE) as Live | undefined;
  const segmentAt = (before: number) =>
    asked.includes(before) ? (fresh(segmentKey(before)) as Segment | undefined) : undefined;
  const anchor = live?.anchor ?? null;
  const { befores, status, loaded } = segmentsToAsk(anchor, segmentAt, floor, want, asked);

  const wanted = befores.join(",");
  if (live !== undefined && wanted !== askedKey) setAsked(befores);

  const newest = live === undefined || anchor === null ? undefined : segmentAt(anchor);
  const settled = live !== undefined && (anchor === null || newest !== undefined);
  const oldest = befores.at(-1);
  useEffect(() => {
    // What the reader has loaded stays loaded when the anchor moves on.
    if (settled && status !== "LoadingMore" && oldest !== undefined) setFloor(oldest);
    if (settled) standIn.current = live ?? null;
  }, [settled, status, oldest, live]);

  const stale = !settled && live !== undefined ? standIn.current : null;
  const messages = useMemo(() => {
    const seen = new Set<string>();
    const all: ServerMessage[] = [];
    const add = (page: readonly ServerMessage[]) => {
      for (const message of page) {
        if (seen.has(message._id)) continue;
        seen.add(message._id);
        all.push(message);
      }
    };
    if (live !== undefined) add(live.page);
    for (const before of befores) add(segmentAt(before)?.page ?? []);
    // The previous live end, while the segment its older messages moved to loads.
    if (stale !== null && anchor !== null) add(stale.page.filter((message) => message._creationTime <= anchor));
    return all
      .sort((a, b) => a._creationTime - b._creationTime || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
      .map((message): ChatMessage => ({
        ...message,
        mine: message.authorId === me,
        canRemove: !message.removed && (message.authorId === me || canModerate),
      }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the segments' results are in `results`.
  }, [live, results, wanted, stale, anchor, me, canModerate]);

  const shownStatus: PaginationStatus =
    live === undefined ? "LoadingFirstPage" : status === "LoadingFirstPage" && stale !== null ? "LoadingMore" : status;
  const loadOlder = useCallback(() => setWant(loaded + PAGE_SIZE), [loaded]);
  return { messages, status: shownStatus, loadOlder };
}

/**
 * Sends a message; it shows at once at the bottom of the list as pending (an optimistic update
 * of the newest page), and the server's own copy replaces it once accepted. Resolves to the
 * reason the server refused it, or null.
 */
export function useSendMessage(room: string, author: Pick<Profile, "_id" | "displayName">) {
  const send = useMutation(api.chat.chat.send).withOptimisticUpdate((localStore, args) => {
    const pending: ServerMessage = {
      // A stand-in id until the server's arrives; PENDING_ID_PREFIX marks it as not yet saved.
      _id: `${PENDING_ID_PREFIX}${crypto.randomUUID()}` as Id<"messages">,
      _creationTime: Date.now(),
      text: args.text,
      authorId: author._id,
      authorName: author.displayName,
      removed: false,
    };
    // The open room's live end (chat.live) shows it at the bottom.
    for (const { args: queryArgs, value } of localStore.getAllQueries(api.chat.chat.live)) {
      if (queryArgs.room !== args.room || value === undefined) continue;
      localStore.setQuery(api.chat.chat.live, queryArgs, { ...value, page: [pending, ...value.page] });
    }
  });
  return useCallback(
    async (text: string): Promise<string | null> => {
      try {
        await send({ room, text });
        return null;
      } catch (error) {
        return errorMessage(error, t("chat.send.failed"));
      }
    },
    [send, room],
  );
}

/** Deletes a message for everyone (the server checks who may); resolves to whether it worked. */
export function useRemoveMessage() {
  const remove = useMutation(api.chat.chat.remove);
  return useCallback(
    async (message: ChatMessage): Promise<boolean> => {
      try {
        await remove({ messageId: message._id });
        toast.success(t("chat.send.deleted"));
        return true;
      } catch (error) {
        toast.error(errorMessage(error, t("chat.send.deleteFailed")));
        return false;
      }
    },
    [remove],
  );
}
