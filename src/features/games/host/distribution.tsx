import { CheckIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { GameDistribution } from "@convex/games/types";
import { rightAnswerWords } from "../shared/answers";
import { TileFace, tileLook } from "../shared/tiles";
import { useT } from "../i18n";

type Bar = { key: string; face: ReactNode; count: number; colour: string; right: boolean | null; label: string };

/**
 * After a question closes, on the big screen: how many chose each option as bars, the right
 * option(s) marked with a tick and the words "Right answer" (not colour alone), the answer in words
 * and the explanation. Text and number questions show right, wrong and no answer instead.
 */
export function Distribution({
  distribution,
  options,
}: {
  distribution: GameDistribution;
  /** The shown options in the reader's words (gameOptions). */
  options: string[];
}) {
  const t = useT();
  const players = (count: number) => t("games.distribution.players", { count });
  const { counts, rightOptions, right, wrong, unanswered, explanation } = distribution;
  const bars: Bar[] =
    counts.length > 0
      ? counts.map((count, i) => {
          const position = i + 1;
          const isRight = rightOptions.includes(position);
          return {
            key: `o${position}`,
            face: <TileFace position={position} text={options[i] ?? ""} />,
            count,
            colour: tileLook(position).colour,
            right: isRight,
            label: t(isRight ? "games.distribution.optionLabelRight" : "games.distribution.optionLabel", {
              option: options[i] ?? "",
              players: players(count),
            }),
          };
        })
      : [
          { key: "right", face: t("games.distribution.right"), count: right, colour: "bg-green-700", right: true },
          { key: "wrong", face: t("games.distribution.wrong"), count: wrong, colour: "bg-red-700", right: false },
        ].map((bar) => ({
          ...bar,
          label: t("games.distribution.optionLabel", { option: bar.face, players: players(bar.count) }),
        }));
  const most = Math.max(1, ...bars.map((bar) => bar.count));

  return (
    <div className="grid gap-6">
      <ol aria-label={t("games.distribution.label")} className="grid gap-3">
        {bars.map((bar) => (
          <li key={bar.key} className="grid gap-1">
            <span className="sr-only">{bar.label}</span>
            <div className="flex items-center gap-3 text-xl font-semibold" aria-hidden="true">
              <span
                className={cn(
                  "flex min-w-0 flex-1 items-center gap-3 rounded-lg px-3 py-2 text-white",
                  bar.colour,
                  // Not faded (that fails contrast): the right one is ringed, ticked and named.
                  bar.right === true && counts.length > 0 && "ring-4 ring-green-700 ring-offset-2",
                )}
              >
                {bar.face}
              </span>
              {bar.right === true && (
                <span className="flex shrink-0 items-center gap-1 text-green-800 dark:text-green-300">
                  <CheckIcon className="size-6" />
                  {t("games.common.rightAnswer")}
                </span>
              )}
              {bar.right === false && counts.length === 0 && (
                <XIcon className="size-6 shrink-0 text-red-800 dark:text-red-300" />
              )}
            </div>
            <div className="flex items-center gap-3" aria-hidden="true">
              <div className="bg-muted h-6 flex-1 overflow-hidden rounded-full">
                <div
                  className={cn("h-full rounded-full", bar.colour)}
                  style={{ width: `${(bar.count / most) * 100}%` }}
                />
              </div>
              <span className="w-28 shrink-0 text-end text-xl font-bold tabular-nums">{players(bar.count)}</span>
            </div>
          </li>
        ))}
      </ol>
      <p className="text-muted-foreground text-lg">
        {unanswered === 0
          ? t("games.distribution.everyone")
          : t("games.distribution.unanswered", { count: unanswered })}
      </p>
      <div className="bg-card grid gap-2 rounded-xl border p-5">
        <p className="text-2xl">
          <span className="font-semibold">{t("games.common.answer")} </span>
          {rightAnswerWords(distribution, options, false)}
        </p>
        {explanation !== null && <p className="text-muted-foreground text-lg text-pretty">{explanation}</p>}
      </div>
    </div>
  );
}
