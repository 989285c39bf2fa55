import { useQuery } from "convex/react";
import { formatScore } from "@convex/shared/quizRules";
import { TrophyIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { useProfile } from "@/lib/me";
import { cn } from "@/lib/utils";
import { api } from "@convex/_generated/api";
import { formatDuration } from "./format";
import { QueryBoundary } from "@/components/query-boundary";
import type { QuizCourseArgs } from "./quiz-course";

const HEADING_ID = "quiz-leaderboard-title";

/**
 * The live leaderboard of the course's bank (SPEC quiz, issue #10): the server's top 10 by best
 * score, then shortest time; the caller's own row is marked with a "You" badge, not by colour
 * alone, and their best is shown under the table when it is not in the top 10.
 */
export function Leaderboard({ course, className }: { course: QuizCourseArgs; className?: string }) {
  return (
    <section
      id="leaderboard"
      aria-labelledby={HEADING_ID}
      className={cn("bg-card rounded-xl border p-4 sm:p-6", className)}
    >
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
        <TrophyIcon className="text-primary size-5" aria-hidden="true" />
        Leaderboard
      </h2>
      <QueryBoundary
        fallback={(error) => (
          <p role="alert" className="text-destructive mt-4 text-sm">
            {errorMessage(error, "The leaderboard could not be loaded.")}
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
  if (board === undefined) {
    return (
      <div className="mt-4 grid gap-2" role="status" aria-busy="true" aria-label="Loading the leaderboard">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  const meInTop = board.rows.some((row) => row.isMe);
  return (
    <>
      <p className="text-muted-foreground mt-1 text-sm">
        {board.bankTitle} quiz · best score first, then the shortest time.
      </p>
      {board.rows.length === 0 ? (
        <p className="text-muted-foreground mt-4 text-sm">No one has finished this quiz yet. Be the first!</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">
              Top {board.rows.length} in the {board.bankTitle} quiz
            </caption>
            <thead>
              <tr className="text-muted-foreground border-b text-left text-xs uppercase">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Rank
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Score
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Time
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
                  <td className="py-2 pr-2 tabular-nums">{row.rank}</td>
                  <td className="py-2 pr-2 break-words">
                    {row.displayName}
                    {row.isMe && (
                      <Badge variant="default" className="ml-2 align-middle">
                        You
                      </Badge>
                    )}
                  </td>
                  <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">
                    {formatScore(row.score)} / {row.total}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatDuration(row.durationMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board.me !== null && !meInTop && (
        <p className="bg-secondary mt-4 rounded-md px-3 py-2 text-sm">
          Your best{profile ? ` (${profile.displayName})` : ""}: {formatScore(board.me.score)} / {board.me.total} in{" "}
          {formatDuration(board.me.durationMs)}, not in the top {board.rows.length} yet.
        </p>
      )}
    </>
  );
}
