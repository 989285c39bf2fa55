import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/errors";
import type { Profile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PAGE_SIZE, PENDING_ID_PREFIX, type ChatMessage, type ServerMessage } from "./types";

/**
 * The moment the room was opened (client time), and a way to open it afresh. History is paged up
 * to it and what came after is one small live query, so a new message does not re-read the newest
 * page of history (ADR 0031). Clock skew only moves messages between the two, never loses one.
 */
function useOpenedAt(room: string): [number, (at: number) => void] {
  const [opened, setOpened] = useState(() => ({ room, at: Date.now() }));
  const reopen = useCallback((at: number) => setOpened({ room, at }), [room]);
  if (opened.room !== room) {
    const next = { room, at: Date.now() };
    setOpened(next);
    return [next.at, reopen];
  }
  return [opened.at, reopen];
}

/**
 * The room's messages, oldest first: the history the server pages newest first (the newest 50 up
 * to opening, then older pages on demand) and, after it, the messages sent since the room opened.
 * `canModerate` (chat.room's) lets the reader remove others' messages too.
 */
export function useRoomMessages(room: string, canModerate: boolean) {
  const [openedAt, reopen] = useOpenedAt(room);
  const history = usePaginatedQuery(api.chat.chat.messages, { room, before: openedAt }, { initialNumItems: PAGE_SIZE });
  const recent = useQuery(api.chat.chat.recent, { room, after: openedAt });
  // More arrived while open than the live query holds: open the room afresh at its newest
  // message, by the server's clock (a client clock far behind would otherwise fill it again).
  const reopenAt = recent?.full === true ? recent.page[0]?._creationTime : undefined;
  useEffect(() => {
    if (reopenAt !== undefined) reopen(reopenAt);
  }, [reopenAt, reopen]);
  const messages = useMemo(
    () =>
      [...history.results.slice().reverse(), ...(recent?.page ?? []).slice().reverse()].map((message): ChatMessage => ({
        ...message,
        canRemove: !message.removed && (message.mine || canModerate),
      })),
    [history.results, recent, canModerate],
  );
  const status = recent === undefined ? "LoadingFirstPage" : history.status;
  const { loadMore } = history;
  const loadOlder = useCallback(() => loadMore(PAGE_SIZE), [loadMore]);
  return { messages, status, loadOlder };
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
      mine: true,
      removed: false,
    };
    // The open room's live end (chat.recent) shows it at the bottom.
    for (const { args: queryArgs, value } of localStore.getAllQueries(api.chat.chat.recent)) {
      if (queryArgs.room !== args.room || value === undefined) continue;
      localStore.setQuery(api.chat.chat.recent, queryArgs, { ...value, page: [pending, ...value.page] });
    }
  });
  return useCallback(
    async (text: string): Promise<string | null> => {
      try {
        await send({ room, text });
        return null;
      } catch (error) {
        return errorMessage(error, "Your message could not be sent. Check your connection and try again.");
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
        toast.success("Message deleted");
        return true;
      } catch (error) {
        toast.error(errorMessage(error, "The message could not be deleted. Please try again."));
        return false;
      }
    },
    [remove],
  );
}
