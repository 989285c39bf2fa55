import { Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MessageText } from "./message-text";
import { isPending, type ChatMessage } from "./types";
import { formatDate } from "@/lib/i18n/format";
import { useT } from "./i18n";

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * One message: own messages right-aligned and dark, others left-aligned (SPEC §2), each with its
 * author, text and the server's time in the reader's local date and time.
 */
export function MessageItem({
  message,
  onRemove,
}: {
  message: ChatMessage;
  onRemove: (message: ChatMessage) => Promise<boolean>;
}) {
  const t = useT();
  const pending = isPending(message);
  const sent = new Date(message._creationTime);
  return (
    <li
      className={cn("flex", message.mine ? "justify-end" : "justify-start")}
      data-author={message.mine ? "me" : "other"}
      data-pending={pending || undefined}
    >
      <article
        aria-label={t("chat.item.from", { name: message.authorName })}
        // Focus lands here after a deletion, so keyboard users keep their place in the list.
        tabIndex={-1}
        className={cn(
          "focus-visible:ring-ring/50 max-w-[85%] rounded-2xl px-4 py-2.5 shadow-xs outline-none focus-visible:ring-[3px] sm:max-w-[70%]",
          message.mine ? "bg-primary text-primary-foreground rounded-ee-sm" : "bg-muted text-foreground rounded-es-sm",
          pending && "opacity-80",
        )}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold">{message.authorName}</span>
          <time
            dateTime={sent.toISOString()}
            className={message.mine ? "text-primary-foreground/80" : "text-muted-foreground"}
          >
            {formatDate(sent, TIME_FORMAT)}
          </time>
          {pending && (
            <span className={message.mine ? "text-primary-foreground/80" : "text-muted-foreground"}>
              {t("chat.item.sending")}
            </span>
          )}
        </header>
        {message.removed ? (
          <p
            className={cn("mt-1 text-sm italic", message.mine ? "text-primary-foreground/80" : "text-muted-foreground")}
          >
            {t("chat.item.removed")}
          </p>
        ) : (
          <MessageText text={message.text} className="mt-1 text-sm break-words whitespace-pre-wrap" />
        )}
        {message.canRemove && !message.removed && !pending && <RemoveControl message={message} onRemove={onRemove} />}
      </article>
    </li>
  );
}

/** Delete, then a confirmation in place (no dialog), so it works the same by keyboard and touch. */
function RemoveControl({
  message,
  onRemove,
}: {
  message: ChatMessage;
  onRemove: (message: ChatMessage) => Promise<boolean>;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);

  // After Cancel, focus goes back to the Delete button it came from.
  useEffect(() => {
    if (cancelled && !confirming) deleteRef.current?.focus();
  }, [cancelled, confirming]);
  const tone = message.mine
    ? // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
      "text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
    : "";

  if (!confirming) {
    return (
      <div className="mt-1 flex justify-end">
        <Button
          ref={deleteRef}
          type="button"
          variant="ghost"
          size="sm"
          className={cn("h-7 px-2 text-xs", tone)}
          aria-label={t("chat.item.deleteFrom", { name: message.authorName })}
          onClick={() => {
            setCancelled(false);
            setConfirming(true);
          }}
        >
          <Trash2Icon aria-hidden="true" />
          {t("chat.item.delete")}
        </Button>
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-label={t("chat.item.confirmLabel")}
      className="mt-2 flex flex-wrap items-center justify-end gap-2 text-xs"
    >
      <span>{t("chat.item.confirm")}</span>
      <Button
        type="button"
        size="sm"
        variant="destructive"
        className="h-7 px-2 text-xs"
        disabled={busy}
        autoFocus
        onClick={(event) => {
          const article = event.currentTarget.closest("article");
          setBusy(true);
          void onRemove(message).then((removed) => {
            setBusy(false);
            if (removed) article?.focus();
            else {
              setCancelled(true);
              setConfirming(false);
            }
          });
        }}
      >
        {t("chat.item.yesDelete")}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="text-foreground h-7 px-2 text-xs"
        disabled={busy}
        onClick={() => {
          setCancelled(true);
          setConfirming(false);
        }}
      >
        {t("chat.item.cancel")}
      </Button>
    </div>
  );
}
