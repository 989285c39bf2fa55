import { useQuery } from "convex/react";
import { TrophyIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { useProfile } from "@/lib/me";
import { cn } from "@/lib/utils";
import { api } from "@convex/_generated/api";
import { formatDuration, numberText, scoreText } from "./format";
import { useT } from "../i18n";
import { QueryBoundary } from "@/components/query-boundary";
import type { QuizCourseArgs } from "./quiz-course";

const HEADING_ID = "quiz-leaderboard-title";

/**
 * The live leaderboard of the course's bank (SPEC quiz, issue #10): the server's top 10 by best
 * score, then shortest time; the caller's own row is marked with a "You" badge, not by colour
 * alone, and their best is shown under the table when it is not in the top 10.
 */
export function Leaderboard({ course, className }: { course: QuizCourseArgs; className?: string }) {
  const t = useT();
  return (
    <section
      id="leaderboard"
      aria-labelledby={HEADING_ID}
      className={cn("bg-card rounded-xl border p-4 sm:p-6", className)}
    >
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
        <TrophyIcon className="text-primary size-5" aria-hidden="true" />
        {t("quiz.leaderboard.title")}
      </h2>
      <QueryBoundary
        fallback={(error) => (
          <p role="alert" className="text-destructive mt-4 text-sm">
            {errorMessage(error, t("quiz.leaderboard.loadFailed"))}
          </p>
        )}
      >
        <LeaderboardTable course={course} />
      </QueryBoundary>
    </section>
  );
}

function LeaderboardTable({ course }: { course: QuizCourseArgs }) {
  const board = useQuery(api.quiz.quiz.leaderboard, course);
  const profile = useProfile();
  const t = useT();
  if (board === undefined) {
    return (
      <div className="mt-4 grid gap-2" role="status" aria-busy="true" aria-label={t("quiz.leaderboard.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  const meInTop = board.rows.some((row) => row.isMe);
  return (
    <>
      <p className="text-muted-foreground mt-1 text-sm">{t("quiz.leaderboard.subtitle", { bank: board.bankTitle })}</p>
      {board.rows.length === 0 ? (
        <p className="text-muted-foreground mt-4 text-sm">{t("quiz.leaderboard.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">
              {t("quiz.leaderboard.caption", { count: numberText(board.rows.length), bank: board.bankTitle })}
            </caption>
            <thead>
              <tr className="text-muted-foreground border-b text-start text-xs uppercase">
                <th scope="col" className="py-2 pe-2 font-medium">
                  {t("quiz.leaderboard.rank")}
                </th>
                <th scope="col" className="py-2 pe-2 font-medium">
                  {t("quiz.leaderboard.name")}
                </th>
                <th scope="col" className="py-2 pe-2 text-end font-medium">
                  {t("quiz.leaderboard.score")}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t("quiz.leaderboard.time")}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((row) => (
                <tr
                  key={row.rank}
                  aria-current={row.isMe ? "true" : undefined}
                  className={cn("border-b last:border-b-0", row.isMe && "bg-secondary font-semibold")}
                >
                  <td className="py-2 pe-2 tabular-nums">{numberText(row.rank)}</td>
                  <td className="py-2 pe-2 break-words">
                    {row.displayName}
                    {row.isMe && (
                      <Badge variant="default" className="ms-2 align-middle">
                        {t("quiz.leaderboard.you")}
                      </Badge>
                    )}
                  </td>
                  <td className="py-2 pe-2 text-end whitespace-nowrap tabular-nums">
                    {scoreText(row.score)} / {numberText(row.total)}
                  </td>
                  <td className="py-2 text-end whitespace-nowrap tabular-nums">{formatDuration(row.durationMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board.me !== null && !meInTop && (
        <p className="bg-secondary mt-4 rounded-md px-3 py-2 text-sm">
          {t("quiz.leaderboard.yourBest", {
            named: profile ? "yes" : "no",
            name: profile?.displayName ?? "",
            score: scoreText(board.me.score),
            total: numberText(board.me.total),
            time: formatDuration(board.me.durationMs),
            top: numberText(board.rows.length),
          })}
        </p>
      )}
    </>
  );
}
