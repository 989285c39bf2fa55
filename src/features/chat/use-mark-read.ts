import { useMutation } from "convex/react";
import { useCallback, useEffect, useRef } from "react";
import { api } from "@convex/_generated/api";

/** While the room is open and shown, at most one chat.markRead per this many milliseconds. */
export const MARK_READ_EVERY_MS = 15_000;

/**
 * Tells the server the reader has seen the room up to now (clears its unread count). Nothing the
 * reader sees depends on the mark while the room is open (the top bar's badge leaves the open room
 * out, ADR 0031), so it is sent at most every MARK_READ_EVERY_MS, 15 s after the first message
 * seen since the last one, and at once when it matters: the reader leaves the room, the page is
 * hidden or unloads (ADR 0038). A burst of messages is one mark, not one each.
 * The marks made while the reader stays say so (`inRoom`): the server then leaves the badge's part
 * document for the mark made on leaving or hiding, which is sent whenever one of them was (ADR 0044).
 * Call the returned function with the newest message id the reader has seen.
 */
export function useMarkRead(room: string) {
  const markRead = useMutation(api.chat.markRead);
  const state = useRef<{
    seenId: string | null;
    /** A message was seen since the last mark sent. */
    unsent: boolean;
    timer: ReturnType<typeof setTimeout> | null;
    /** The newest id that arrived while the tab was hidden: read once the tab shows again. */
    hiddenId: string | null;
    /** A mark went with `inRoom` since the last one without: the badge's document waits for one. */
    deferred: boolean;
  }>({ seenId: null, unsent: false, timer: null, hiddenId: null, deferred: false });

  /**
   * Sends the mark now if a message was seen since the last one; `leaving` (the room is left or
   * the page hidden) also when an earlier mark left the badge's document behind.
   */
  const flush = useCallback(
    (leaving: boolean) => {
      const current = state.current;
      if (current.timer) clearTimeout(current.timer);
      current.timer = null;
      if (!current.unsent && !(leaving && current.deferred)) return;
      current.unsent = false;
      current.deferred = !leaving;
      markRead(leaving ? { room } : { room, inRoom: true }).catch(() => {
        // An unread count that lags is harmless; the next message seen tries again.
        current.seenId = null;
        if (leaving) current.deferred = true;
      });
    },
    [markRead, room],
  );
  const flushStaying = useCallback(() => flush(false), [flush]);
  const flushLeaving = useCallback(() => flush(true), [flush]);

  useEffect(() => {
    const current = state.current;
    // Leaving the room (in the app) sends a mark still waiting, so nothing seen stays unread; the
    // next room starts afresh. (Not reset on mounting: the list's effects, which run first, may
    // already have reported what the reader sees.)
    return () => {
      flushLeaving();
      current.seenId = null;
      current.hiddenId = null;
      current.deferred = false;
    };
  }, [flushLeaving]);

  const seen = useCallback(
    (newestId: string) => {
      const current = state.current;
      // A message that arrives in a background tab has not been seen yet.
      if (document.visibilityState === "hidden") {
        current.hiddenId = newestId;
        return;
      }
      current.hiddenId = null;
      if (current.seenId === newestId) return;
      current.seenId = newestId;
      current.unsent = true;
      if (!current.timer) current.timer = setTimeout(flushStaying, MARK_READ_EVERY_MS);
    },
    [flushStaying],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        flushLeaving();
        return;
      }
      const waiting = state.current.hiddenId;
      if (waiting) seen(waiting);
    };
    document.addEventListener("visibilitychange", onVisibility);
    // Closing or reloading the tab: the mark goes with the page's last messages if it can.
    window.addEventListener("pagehide", flushLeaving);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flushLeaving);
    };
  }, [seen, flushLeaving]);

  return seen;
}
