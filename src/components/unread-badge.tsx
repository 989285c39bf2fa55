import { useRouterState } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { QueryBoundary } from "@/components/query-boundary";
import { cn } from "@/lib/utils";
import { useT } from "./i18n";
import { api } from "@convex/_generated/api";
import { formatUnread, GLOBAL_ROOM, UNREAD_PARTS } from "@convex/shared/unread";

/**
 * A small count of unread messages; nothing when there are none. Screen readers hear
 * ", N unread" as part of the link or row it sits in.
 */
export function UnreadCount({ count, className }: { count: number; className?: string }) {
  const t = useT();
  if (count <= 0) return null;
  const shown = formatUnread(count);
  return (
    <span
      className={cn(
        "bg-highlight text-highlight-foreground inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs leading-none font-semibold tabular-nums",
        className,
      )}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{t("common.unread.srCount", { count: shown })}</span>
    </span>
  );
}

/** The chat room on screen ("global" when the room page names none), else undefined. */
function useOpenChatRoom(): string | undefined {
  return useRouterState({
    select: (state) =>
      state.location.pathname === "/chatRoom"
        ? ((state.location.search as { room?: string }).room ?? GLOBAL_ROOM)
        : undefined,
  });
}

/**
 * One part's unread count. Which part holds the open room is the server's to know (a hash of the
 * room's key), so every part is told to leave it out.
 */
function usePartTotal(part: number, except: string | undefined): number | undefined {
  return useQuery(api.chat.chat.unreadTotal, except !== undefined ? { part, except } : { part })?.total;
}

/**
 * Unread messages over every room the user can join, live; undefined while loading. One
 * subscription per part, so a message re-runs only its room's part; the room on screen is left
 * out: its reader is reading it, and its traffic then does not re-run the count (ADR 0031).
 */
function useUnreadTotal(): number | undefined {
  const except = useOpenChatRoom();
  const parts = [
    usePartTotal(0, except),
    usePartTotal(1, except),
    usePartTotal(2, except),
    usePartTotal(3, except),
    usePartTotal(4, except),
    usePartTotal(5, except),
    usePartTotal(6, except),
    usePartTotal(7, except),
    // One call per part: this stops compiling if UNREAD_PARTS changes.
  ] as const satisfies { length: typeof UNREAD_PARTS };
  let total = 0;
  for (const part of parts) {
    if (part === undefined) return undefined;
    total += part;
  }
  return total;
}

function LiveUnreadCount({ className }: { className?: string }) {
  const total = useUnreadTotal();
  return <UnreadCount count={total ?? 0} className={className} />;
}

/**
 * The signed-in user's unread discussion messages, for the top bar and the dashboard. A count
 * that cannot be loaded (e.g. while signing out) shows nothing rather than breaking the page.
 */
export function UnreadBadge({ className }: { className?: string }) {
  return (
    <QueryBoundary fallback={() => null}>
      <LiveUnreadCount className={className} />
    </QueryBoundary>
  );
}
