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
 * hidden or unloads (ADR 0038). A burst of messages is one mark, not one each. Every mark moves the
 * reader's row at once, so the badge on their other devices is right as soon as it is sent.
 * Call the returned function with the newest message id the reader has seen.
 */
export function useMarkRead(room: string) {
  const markRead = useMutation(api.chat.chat.markRead);
  const state = useRef<{
    seenId: string | null;
    /** A message was seen since the last mark sent. */
    unsent: boolean;
    timer: ReturnType<typeof setTimeout> | null;
    /** The newest id that arrived while the tab was hidden: read once the tab shows again. */
    hiddenId: string | null;
  }>({ seenId: null, unsent: false, timer: null, hiddenId: null });

  /** Sends the mark now if a message was seen since the last one. */
  const flush = useCallback(() => {
    const current = state.current;
    if (current.timer) clearTimeout(current.timer);
    current.timer = null;
    if (!current.unsent) return;
    current.unsent = false;
    markRead({ room }).catch(() => {
      // An unread count that lags is harmless; the next message seen tries again.
      current.seenId = null;
    });
  }, [markRead, room]);

  useEffect(() => {
    const current = state.current;
    // Leaving the room (in the app) sends a mark still waiting, so nothing seen stays unread; the
    // next room starts afresh. (Not reset on mounting: the list's effects, which run first, may
    // already have reported what the reader sees.)
    return () => {
      flush();
      current.seenId = null;
      current.hiddenId = null;
    };
  }, [flush]);

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
      if (!current.timer) current.timer = setTimeout(flush, MARK_READ_EVERY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        flush();
        return;
      }
      const waiting = state.current.hiddenId;
      if (waiting) seen(waiting);
    };
    document.addEventListener("visibilitychange", onVisibility);
    // Closing or reloading the tab: the mark goes with the page's last messages if it can.
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
    };
  }, [seen, flush]);

  return seen;
}
