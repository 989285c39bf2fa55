import { MedalIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import type { GameStanding } from "@convex/games/types";
import { formatNumber } from "@/lib/i18n/format";
import { t, useT } from "../i18n";

/** "1st", "2nd", "3rd", "4th", … "11th", "12th", "13th", "21st". */
export function ordinal(rank: number): string {
  return t("games.standings.ordinal", { rank });
}

/** Points as people read them: "1,250". */
export function formatPoints(points: number): string {
  return formatNumber(Math.round(points));
}

/** The standings after a question (top 10), as an ordered list with each player's points. */
export function StandingsList({ standings, big = false }: { standings: GameStanding[]; big?: boolean }) {
  const t = useT();
  if (standings.length === 0) return <p className="text-muted-foreground">{t("games.standings.noneScored")}</p>;
  return (
    <ol aria-label={t("games.standings.leaderboard")} className="grid gap-2">
      {standings.map((row) => (
        <li
          key={row.playerId}
          className={cn(
            "bg-card flex items-center gap-4 rounded-xl border px-4 py-3",
            big ? "text-2xl lg:text-3xl" : "text-lg",
          )}
        >
          <span className="text-muted-foreground w-16 shrink-0 font-semibold tabular-nums">{ordinal(row.rank)}</span>
          <span className="min-w-0 flex-1 truncate font-semibold">{row.displayName}</span>
          <span className="shrink-0 font-bold tabular-nums">
            {formatPoints(row.score)}
            <span className="text-muted-foreground ms-1 text-base font-normal">{t("games.standings.pointsUnit")}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** In rank order (what a screen reader hears); `order` draws them 2nd, 1st, 3rd. */
const PODIUM_STEPS = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  { place: 1, order: "order-2", height: "h-36 sm:h-48", tone: "bg-amber-200 text-amber-950" },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  { place: 2, order: "order-1", height: "h-28 sm:h-36", tone: "bg-slate-200 text-slate-900" },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  { place: 3, order: "order-3", height: "h-20 sm:h-28", tone: "bg-orange-200 text-orange-950" },
] as const;

/**
 * The podium at the end: 2nd, 1st, 3rd side by side, the winner's step tallest. Each step says
 * its place in words; a screen reader hears the list in rank order. (The podium's rows are the
 * server's top 3 by rank; players tied share a rank.)
 */
export function Podium({ podium, big = false }: { podium: GameStanding[]; big?: boolean }) {
  const t = useT();
  if (podium.length === 0) return <p className="text-muted-foreground">{t("games.standings.noneScoredGame")}</p>;
  const byPlace = new Map(podium.slice(0, 3).map((row, i) => [i + 1, row]));
  return (
    <ol
      aria-label={t("games.standings.podium")}
      className="mx-auto grid w-full max-w-3xl grid-cols-3 items-end gap-2 sm:gap-4"
    >
      {PODIUM_STEPS.map(({ place, order, height, tone }) => {
        const row = byPlace.get(place);
        return (
          <li key={place} className={cn("flex flex-col items-center gap-2", order)}>
            {row ? (
              <>
                <MedalIcon className={cn("text-primary", big ? "size-10" : "size-7")} aria-hidden="true" />
                <span
                  className={cn("w-full truncate text-center font-bold", big ? "text-2xl lg:text-3xl" : "text-base")}
                >
                  {row.displayName}
                </span>
                <span className="text-muted-foreground text-sm tabular-nums">
                  {t("games.common.points", { points: formatPoints(row.score) })}
                </span>
              </>
            ) : (
              <span className="text-muted-foreground text-sm">{t("games.standings.noOne")}</span>
            )}
            <span
              className={cn(
                "flex w-full items-start justify-center rounded-t-xl pt-3 font-bold",
                height,
                tone,
                big ? "text-3xl" : "text-xl",
              )}
            >
              {ordinal(row?.rank ?? place)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
