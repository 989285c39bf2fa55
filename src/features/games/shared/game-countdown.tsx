import { TimerIcon } from "lucide-react";
import { useSecondsLeft } from "@/lib/use-seconds-left";
import { cn } from "@/lib/utils";
import { useT } from "../i18n";

/**
 * The open question's countdown, drawn from the server's `closesAt` and the measured clock offset
 * (src/lib/server-clock.ts), so every phone and the big screen count the same seconds. The number
 * is a `timer` (not read out every second).
 */
export function GameCountdown({
  closesAt,
  offset,
  big = false,
}: {
  closesAt: number | null;
  offset: number | null;
  big?: boolean;
}) {
  const t = useT();
  const seconds = useSecondsLeft(closesAt, offset);
  const urgent = seconds !== null && seconds <= 5;
  return (
    <div
      role="timer"
      aria-label={t("games.countdown.label")}
      className={cn(
        "flex items-center gap-2 rounded-xl border-2 px-3 py-2 font-bold tabular-nums",
        urgent ? "border-destructive text-destructive" : "text-foreground",
        big ? "text-5xl" : "text-3xl",
      )}
    >
      <TimerIcon className={cn("shrink-0", big ? "size-10" : "size-7")} aria-hidden="true" />
      <span>{seconds ?? "–"}</span>
      <span className="sr-only"> {t("games.countdown.secondsLeft")}</span>
    </div>
  );
}
