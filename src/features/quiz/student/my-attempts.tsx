import { usePaginatedQuery } from "convex/react";
import { formatScore } from "@convex/shared/quizRules";
import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { api } from "@convex/_generated/api";
import { formatDuration } from "../shared/format";

const PAGE_SIZE = 10;
const HEADING_ID = "quiz-my-attempts-title";
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The student's own attempts in every bank, newest first (quiz.myAttempts, paginated). */
export function MyAttempts({ className }: { className?: string }) {
  const { results, status, loadMore } = usePaginatedQuery(api.quiz.quiz.myAttempts, {}, { initialNumItems: PAGE_SIZE });
  return (
    <section
      id="my-attempts"
      aria-labelledby={HEADING_ID}
      className={cn("bg-card rounded-xl border p-4 sm:p-6", className)}
    >
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
        <HistoryIcon className="text-primary size-5" aria-hidden="true" />
        My attempts
      </h2>
      {status === "LoadingFirstPage" ? (
        <div className="mt-4 grid gap-2" role="status" aria-busy="true" aria-label="Loading your attempts">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : results.length === 0 ? (
        <p className="text-muted-foreground mt-4 text-sm">
          You haven't taken a quiz yet. Your attempts will be listed here.
        </p>
      ) : (
        <ul className="mt-4 divide-y">
          {results.map((attempt) => (
            <li
              key={attempt.attemptId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm"
            >
              <span>
                <span className="font-medium">{attempt.bankTitle}</span>
                <span className="text-muted-foreground"> · {dateTime.format(attempt.startedAt)}</span>
              </span>
              <span className="tabular-nums">
                {attempt.status === "active"
                  ? `In progress: ${attempt.answered} of ${attempt.total} answered`
                  : `${formatScore(attempt.score)} / ${attempt.total} in ${formatDuration(attempt.durationMs ?? 0)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button
          variant="outline"
          className="mt-4"
          disabled={status === "LoadingMore"}
          onClick={() => loadMore(PAGE_SIZE)}
        >
          {status === "LoadingMore" && <Spinner />}
          Show older attempts
        </Button>
      )}
    </section>
  );
}
