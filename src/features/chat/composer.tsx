import { SendHorizontalIcon } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { wordMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { useT } from "./i18n";
import { CHAT_MESSAGE_MAX, counterVisible, messageProblem } from "./message-rules";

/** The tallest the box grows before it scrolls, in pixels (about eight lines). */
const MAX_HEIGHT = 192;

/**
 * The message box: grows with its text, Enter sends, Shift+Enter makes a newline, a message that
 * is blank after trimming is not sent. Sending clears the box at once (the message shows as
 * pending in the list); if the server refuses it, the text comes back with the reason.
 * `onSend` resolves to the reason it was refused, or null once the server accepted it.
 */
export function Composer({
  onSend,
  disabled = false,
  notice,
}: {
  onSend: (text: string) => Promise<string | null>;
  disabled?: boolean;
  /** Why the box is disabled (e.g. an unverified account in the global room), shown above it. */
  notice?: string;
}) {
  const t = useT();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const ids = { box: useId(), problem: useId(), counter: useId(), notice: useId() };

  // Fits the box to its text (also when it is cleared after sending); CSS field-sizing does this
  // where supported, this covers the browsers without it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || (typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content"))) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight, MAX_HEIGHT)}px`;
  }, [text]);

  function send() {
    const problemNow = messageProblem(text);
    if (problemNow === "blank") return; // SPEC §5: a blank message is simply not sent.
    if (problemNow) {
      setProblem(problemNow);
      return;
    }
    const typed = text;
    setText("");
    setProblem(null);
    boxRef.current?.focus();
    void onSend(typed.trim()).then((refused) => {
      if (refused === null) return;
      // Put it back, ahead of anything typed since, and say why.
      setText((current) => (current.trim() ? `${typed}\n${current}` : typed));
      setProblem(refused);
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
    boxRef.current?.focus();
  }

  const length = text.trim().length;
  const over = length > CHAT_MESSAGE_MAX;
  const describedBy = [
    notice ? ids.notice : null,
    problem ? ids.problem : null,
    counterVisible(length) ? ids.counter : null,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <form onSubmit={handleSubmit} className="bg-card border-t p-3 sm:p-4" aria-label={t("chat.composer.form")}>
      {notice && (
        <p id={ids.notice} className="text-muted-foreground mb-2 text-sm">
          {wordMessage(notice)}
        </p>
      )}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.box} className="sr-only">
            {t("chat.composer.message")}
          </label>
          <Textarea
            id={ids.box}
            ref={boxRef}
            rows={1}
            value={text}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={handleKeyDown}
            placeholder={t("chat.composer.placeholder")}
            aria-invalid={over || Boolean(problem) || undefined}
            aria-describedby={describedBy || undefined}
            className="max-h-48 min-h-10 resize-none overflow-y-auto"
            enterKeyHint="send"
          />
        </div>
        <Button type="submit" disabled={disabled} className="h-10 shrink-0">
          <SendHorizontalIcon aria-hidden="true" />
          {t("chat.composer.send")}
        </Button>
      </div>
      <div className="mt-1 flex min-h-5 items-start justify-between gap-3 text-xs">
        <p id={ids.problem} role="alert" className="text-destructive font-medium">
          {problem && wordMessage(problem)}
        </p>
        {counterVisible(length) && (
          <p
            id={ids.counter}
            className={cn("shrink-0 tabular-nums", over ? "text-destructive font-medium" : "text-muted-foreground")}
          >
            {t("chat.composer.counter", { length: formatNumber(length), max: formatNumber(CHAT_MESSAGE_MAX) })}
          </p>
        )}
      </div>
    </form>
  );
}
