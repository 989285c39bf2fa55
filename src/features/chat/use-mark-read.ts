import { useMutation } from "convex/react";
import { useCallback, useEffect, useRef } from "react";
import { api } from "@convex/_generated/api";

/** At most one chat.markRead per room every this many milliseconds. */
const THROTTLE_MS = 2_000;

/**
 * Tells the server the reader has seen the room up to now (clears its unread count), throttled:
 * the first call goes at once, later ones at most every THROTTLE_MS, the last one always sent.
 * Call the returned function with the newest message id the reader has seen.
 */
export function useMarkRead(room: string) {
  const markRead = useMutation(api.chat.markRead);
  const state = useRef<{
    seenId: string | null;
    lastSent: number;
    timer: ReturnType<typeof setTimeout> | null;
    /** The newest id that arrived while the tab was hidden: read once the tab shows again. */
    hiddenId: string | null;
  }>({ seenId: null, lastSent: 0, timer: null, hiddenId: null });

  useEffect(() => {
    const current = state.current;
    current.seenId = null;
    current.lastSent = 0;
    current.hiddenId = null;
    return () => {
      // Leaving the room (in the app) sends a mark that was still waiting, so nothing seen stays unread.
      if (current.timer) {
        clearTimeout(current.timer);
        current.timer = null;
        markRead({ room }).catch(() => undefined);
      }
    };
  }, [room, markRead]);

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
      if (current.timer) return; // a call is already due and will cover this one
      const fire = () => {
        current.timer = null;
        current.lastSent = Date.now();
        markRead({ room }).catch(() => {
          // An unread count that lags is harmless; the next message seen tries again.
          current.seenId = null;
        });
      };
      const wait = current.lastSent + THROTTLE_MS - Date.now();
      if (wait <= 0) fire();
      else current.timer = setTimeout(fire, wait);
    },
    [markRead, room],
  );

  useEffect(() => {
    const onVisible = () => {
      const waiting = state.current.hiddenId;
      if (document.visibilityState === "visible" && waiting) seen(waiting);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [seen]);

  return seen;
}
