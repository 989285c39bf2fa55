import { insertAtTop, useMutation, usePaginatedQuery } from "convex/react";
import { useCallback, useMemo } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/errors";
import type { Profile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PAGE_SIZE, PENDING_ID_PREFIX, type ChatMessage } from "./types";

/**
 * The room's messages, oldest first: the server pages newest first (the newest 50, then older
 * pages on demand), so the loaded pages are reversed for display.
 */
export function useRoomMessages(room: string) {
  const { results, status, loadMore } = usePaginatedQuery(api.chat.messages, { room }, { initialNumItems: PAGE_SIZE });
  const messages = useMemo(() => results.slice().reverse(), [results]);
  const loadOlder = useCallback(() => loadMore(PAGE_SIZE), [loadMore]);
  return { messages, status, loadOlder };
}

/**
 * Sends a message; it shows at once at the bottom of the list as pending (an optimistic update
 * of the newest page), and the server's own copy replaces it once accepted. Resolves to the
 * reason the server refused it, or null.
 */
export function useSendMessage(room: string, author: Pick<Profile, "_id" | "displayName">) {
  const send = useMutation(api.chat.send).withOptimisticUpdate((localStore, args) => {
    insertAtTop({
      paginatedQuery: api.chat.messages,
      argsToMatch: { room: args.room },
      localQueryStore: localStore,
      item: {
        // A stand-in id until the server's arrives; PENDING_ID_PREFIX marks it as not yet saved.
        _id: `${PENDING_ID_PREFIX}${crypto.randomUUID()}` as Id<"messages">,
        _creationTime: Date.now(),
        text: args.text,
        authorId: author._id,
        authorName: author.displayName,
        mine: true,
        removed: false,
        canRemove: false,
      },
    });
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
  const remove = useMutation(api.chat.remove);
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
