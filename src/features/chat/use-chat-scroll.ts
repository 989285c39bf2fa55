import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ChatMessage } from "./types";

/** Within this many pixels of the bottom counts as "at the bottom". */
const BOTTOM_SLACK = 48;

/**
 * The scrolling rules of the message list:
 * - on first load it shows the newest message (the bottom);
 * - new messages at the bottom are followed only while the reader is at the bottom (or the
 *   message is their own); otherwise `unseen` turns on, for a "New messages" button;
 * - older messages loaded above keep the view still: the distance from the bottom is kept.
 * The scroller has `overflow-anchor: none`, so the browser's own scroll anchoring does not adjust
 * the position a second time.
 */
export function useChatScroll(messages: ChatMessage[]) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const atBottomRef = useRef(true);
  const last = useRef<{ first?: string; newest?: string; height: number; top: number; ready: boolean }>({
    height: 0,
    top: 0,
    ready: false,
  });

  const first = messages[0]?._id;
  const newest = messages.at(-1);
  const newestId = newest?._id;
  const newestMine = newest?.mine ?? false;

  const remember = useCallback((el: HTMLElement) => {
    last.current.height = el.scrollHeight;
    last.current.top = el.scrollTop;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const before = last.current;
    if (!before.ready) {
      if (newestId !== undefined) {
        el.scrollTop = el.scrollHeight;
        before.ready = true;
      }
    } else if (newestId !== before.newest) {
      if (atBottomRef.current || newestMine) {
        el.scrollTop = el.scrollHeight;
        setUnseen(false);
      } else {
        setUnseen(true);
      }
    } else if (first !== before.first) {
      // Older messages were put above: keep what the reader was looking at where it was.
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    }
    before.first = first;
    before.newest = newestId;
    remember(el);
  }, [first, newestId, newestMine, remember]);

  // Keep following the bottom when the scroller changes size (the box grows, the window turns).
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) el.scrollTop = el.scrollHeight;
      last.current.height = el.scrollHeight;
      last.current.top = el.scrollTop;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    if (scrollerRef.current) remember(scrollerRef.current);
  }, [remember]);

  const scrollToBottom = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: "smooth" });
    setUnseen(false);
  }, []);

  return { scrollerRef, onScroll, atBottom, unseen, scrollToBottom };
}

/**
 * Calls `onVisible` when `target` comes into view inside `root` (the top of the list), and again
 * whenever `armed` turns true while it is still in view (a page loaded but did not fill the view).
 */
export function useWhenVisible(
  root: React.RefObject<HTMLElement | null>,
  target: React.RefObject<HTMLElement | null>,
  armed: boolean,
  onVisible: () => void,
) {
  useEffect(() => {
    const el = target.current;
    if (!armed || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin, not words
      { root: root.current, rootMargin: "300px 0px 0px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [root, target, armed, onVisible]);
}
