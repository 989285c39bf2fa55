import { TimerIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";
import { formatNumber } from "@/lib/i18n/format";
import { t as translate, useT } from "../i18n";

/** What the screen reader hears when the countdown crosses a mark; nothing in between. */
export function announcementFor(previous: number | null, seconds: number | null): string | null {
  if (previous === null || seconds === null || seconds >= previous) return null;
  if (seconds === 0) return translate("quiz.countdown.timeUp");
  if (previous > 5 && seconds <= 5) return translate("quiz.countdown.secondsLeft", { count: 5 });
  if (previous > 10 && seconds <= 10) return translate("quiz.countdown.secondsLeft", { count: 10 });
  return null;
}

/**
 * The visible countdown and its quiet companion for screen readers: the number itself is a
 * `timer` (not live), and a polite live region says only "10 seconds left", "5 seconds left" and
 * "Time is up" as the count crosses them, so nobody hears every second (issue #10, WCAG 2.2.1).
 */
export function Countdown({ seconds, untimed }: { seconds: number | null; untimed: boolean }) {
  const t = useT();
  const [previous, setPrevious] = useState(seconds);
  const [announcement, setAnnouncement] = useState("");
  if (seconds !== previous) {
    // Adjusting state while rendering, React's pattern for reacting to a changed prop.
    setPrevious(seconds);
    const text = announcementFor(previous, seconds);
    if (text !== null) setAnnouncement(text);
  }
  const urgent = seconds !== null && seconds <= 5;
  return (
    <div className="flex items-center gap-3">
      <div
        role="timer"
        aria-label={t("quiz.countdown.timeLeft")}
        className={cn(
          "flex min-w-24 items-center gap-2 rounded-lg border px-3 py-2 font-semibold tabular-nums",
          urgent ? "border-destructive text-destructive" : "text-foreground",
        )}
      >
        <TimerIcon className="size-5 shrink-0" aria-hidden="true" />
        {untimed ? (
          <span>{t("quiz.countdown.noLimit")}</span>
        ) : (
          <span>
            <span className="text-2xl">{seconds === null ? "–" : formatNumber(seconds)}</span>
            <span className="ms-1 text-sm" aria-hidden="true">
              {t("quiz.countdown.unit")}
            </span>
            <span className="sr-only"> {t("quiz.countdown.secondsLeftSuffix", { count: seconds ?? 0 })}</span>
          </span>
        )}
      </div>
      <p role="status" aria-live="polite" aria-label={t("quiz.countdown.announcements")} className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
