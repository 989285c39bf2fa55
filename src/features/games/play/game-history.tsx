import { useQuery } from "convex/react";
import { HistoryIcon } from "lucide-react";
import { QueryBoundary } from "@/components/query-boundary";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/date-time";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { formatPoints, ordinal } from "../shared/standings";
import { useT } from "../i18n";

const HEADING_ID = "game-history-title";

/** The student's finished live games, newest first (games.play.history): place, points, when. */
export function GameHistory() {
  const t = useT();
  return (
    <section aria-labelledby={HEADING_ID} className="bg-card max-w-2xl rounded-xl border p-4 sm:p-6">
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
        <HistoryIcon className="text-primary size-5" aria-hidden="true" />
        {t("games.history.title")}
      </h2>
      <QueryBoundary
        fallback={(error) => (
          <p role="alert" className="text-destructive mt-4 text-sm">
            {errorMessage(error, t("games.history.failed"))}
          </p>
        )}
      >
        <HistoryList />
      </QueryBoundary>
    </section>
  );
}

function HistoryList() {
  const t = useT();
  const games = useQuery(api.games.play.history);
  if (games === undefined) {
    return (
      <div className="mt-4 grid gap-2" role="status" aria-busy="true" aria-label={t("games.history.loading")}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (games.length === 0) {
    return <p className="text-muted-foreground mt-4 text-sm">{t("games.history.empty")}</p>;
  }
  return (
    <ul className="mt-4 divide-y">
      {games.map((game) => (
        <li key={game.gameId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
          <span>
            <span className="font-medium">{game.bankTitle}</span>
            <span className="text-muted-foreground">
              {" "}
              · {game.courseName} · {formatDateTime(game.endedAt)}
            </span>
          </span>
          <span className="tabular-nums">
            {t("games.history.result", {
              rank: ordinal(game.rank),
              players: game.players,
              points: formatPoints(game.score),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
