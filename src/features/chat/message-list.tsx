import type { PaginationStatus } from "convex/react";
import { ArrowDownIcon, MessagesSquareIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { MessageItem } from "./message-item";
import { isPending, type ChatMessage } from "./types";
import { useChatScroll, useWhenVisible } from "./use-chat-scroll";
import { useT } from "./i18n";

const NOTHING_SHOWN: ChatMessage[] = [];

type Props = {
  messages: ChatMessage[];
  status: PaginationStatus;
  loadOlder: () => void;
  onRemove: (message: ChatMessage) => Promise<boolean>;
  /** Called with the newest saved message's id whenever the reader is at the bottom and sees it. */
  onSeen: (newestId: string) => void;
};

/**
 * The room's messages, oldest at the top. Two lists share one scroller:
 * - history: the messages older than what the first page showed, loaded when the reader
 *   scrolls up. It is NOT a live region, so loading an older page is not announced;
 * - the `role="log"` region (aria-live polite): the first page and everything after it. The
 *   first page is there when the region appears, so only messages arriving later are read out.
 * Splitting by the first page's oldest time (rather than aria-relevant tricks, which screen
 * readers honour unevenly) keeps inserted-above content out of the live region altogether.
 */
export function MessageList({ messages, status, loadOlder, onRemove, onSeen }: Props) {
  const t = useT();
  // While the skeleton shows (the history may be in before the live end), the scroll position is
  // not the messages': the first scroll to the newest waits for them, or the top's "load older"
  // could fire on opening.
  const { scrollerRef, onScroll, atBottom, unseen, scrollToBottom } = useChatScroll(
    status === "LoadingFirstPage" ? NOTHING_SHOWN : messages,
  );
  const topRef = useRef<HTMLDivElement>(null);
  useWhenVisible(scrollerRef, topRef, status === "CanLoadMore" && messages.length > 0, loadOlder);

  // Where the live region starts: the oldest message of the first page (-Infinity for an empty room).
  const [liveFrom, setLiveFrom] = useState<number | null>(null);
  if (liveFrom === null && status !== "LoadingFirstPage") setLiveFrom(messages[0]?._creationTime ?? -Infinity);
  const from = liveFrom ?? -Infinity;
  const history = messages.filter((message) => message._creationTime < from);
  const live = messages.filter((message) => message._creationTime >= from);

  const newestSaved = messages.filter((message) => !isPending(message)).at(-1)?._id;
  useEffect(() => {
    if (atBottom && newestSaved) onSeen(newestSaved);
  }, [atBottom, newestSaved, onSeen]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollerRef}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t("chat.list.messages")}
        className="focus-visible:ring-ring/50 h-full overflow-y-auto overscroll-contain px-3 py-4 outline-none [overflow-anchor:none] focus-visible:ring-[3px] focus-visible:ring-inset sm:px-5"
      >
        <div ref={topRef} className="flex min-h-8 items-center justify-center pb-2 text-xs">
          <HistoryStart status={status} empty={messages.length === 0} loadOlder={loadOlder} />
        </div>
        {status === "LoadingFirstPage" ? (
          <MessagesSkeleton />
        ) : (
          <>
            {history.length > 0 && (
              <ol aria-label={t("chat.list.earlier")} className="flex flex-col gap-3 pb-3">
                {history.map((message) => (
                  <MessageItem key={message._id} message={message} onRemove={onRemove} />
                ))}
              </ol>
            )}
            <div role="log" aria-live="polite" aria-label={t("chat.list.chatMessages")}>
              {live.length === 0 ? (
                <EmptyRoom />
              ) : (
                <ol className="flex flex-col gap-3">
                  {live.map((message) => (
                    <MessageItem key={message._id} message={message} onRemove={onRemove} />
                  ))}
                </ol>
              )}
            </div>
          </>
        )}
      </div>
      {unseen && (
        <Button
          type="button"
          size="sm"
          className="absolute start-1/2 bottom-3 -translate-x-1/2 rounded-full rtl:translate-x-1/2 shadow-md"
          onClick={scrollToBottom}
        >
          <ArrowDownIcon aria-hidden="true" />
          {t("chat.list.newMessages")}
        </Button>
      )}
    </div>
  );
}

function HistoryStart({
  status,
  empty,
  loadOlder,
}: {
  status: PaginationStatus;
  empty: boolean;
  loadOlder: () => void;
}) {
  const t = useT();
  if (status === "CanLoadMore")
    return (
      <Button type="button" variant="ghost" size="sm" className="text-muted-foreground h-7 text-xs" onClick={loadOlder}>
        {t("chat.list.loadOlder")}
      </Button>
    );
  if (status === "LoadingMore")
    return (
      <span className="text-muted-foreground flex items-center gap-2" aria-busy="true">
        <Spinner className="size-3.5" aria-hidden="true" />
        {t("chat.list.loadingOlder")}
      </span>
    );
  if (status === "Exhausted" && !empty) return <span className="text-muted-foreground">{t("chat.list.start")}</span>;
  return null;
}

function EmptyRoom() {
  const t = useT();
  return (
    <div className="text-muted-foreground flex flex-col items-center gap-2 py-16 text-center text-sm">
      <MessagesSquareIcon className="text-primary/60 size-8" aria-hidden="true" />
      <p className="text-foreground font-medium">{t("chat.list.emptyTitle")}</p>
      <p>{t("chat.list.emptyBody")}</p>
    </div>
  );
}

function MessagesSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy="true">
      <span className="sr-only">{t("chat.list.loading")}</span>
      {[60, 40, 70, 50].map((width, index) => (
        <div key={index} className={index % 2 ? "flex justify-end" : "flex"}>
          <Skeleton className="h-14 rounded-2xl" style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}
