import { usePaginatedQuery } from "convex/react";
import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { api } from "@convex/_generated/api";
import { formatDate } from "@/lib/i18n/format";
import { formatDuration, numberText, scoreText } from "../shared/format";
import { useT } from "../i18n";

const PAGE_SIZE = 10;
const HEADING_ID = "quiz-my-attempts-title";

/** The student's own attempts in every bank, newest first (quiz.myAttempts, paginated). */
export function MyAttempts({ className }: { className?: string }) {
  const t = useT();
  const { results, status, loadMore } = usePaginatedQuery(api.quiz.quiz.myAttempts, {}, { initialNumItems: PAGE_SIZE });
  return (
    <section
      id="my-attempts"
      aria-labelledby={HEADING_ID}
      className={cn("bg-card rounded-xl border p-4 sm:p-6", className)}
    >
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
        <HistoryIcon className="text-primary size-5" aria-hidden="true" />
        {t("quiz.myAttempts.title")}
      </h2>
      {status === "LoadingFirstPage" ? (
        <div className="mt-4 grid gap-2" role="status" aria-busy="true" aria-label={t("quiz.myAttempts.loading")}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : results.length === 0 ? (
        <p className="text-muted-foreground mt-4 text-sm">{t("quiz.myAttempts.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y">
          {results.map((attempt) => (
            <li
              key={attempt.attemptId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm"
            >
              <span>
                <span className="font-medium">{attempt.bankTitle}</span>
                <span className="text-muted-foreground"> · {formatDate(attempt.startedAt)}</span>
              </span>
              <span className="tabular-nums">
                {attempt.status === "active"
                  ? t("quiz.myAttempts.inProgress", {
                      answered: numberText(attempt.answered),
                      total: numberText(attempt.total),
                    })
                  : t("quiz.myAttempts.finished", {
                      score: scoreText(attempt.score),
                      total: numberText(attempt.total),
                      time: formatDuration(attempt.durationMs ?? 0),
                    })}
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
          {t("quiz.myAttempts.older")}
        </Button>
      )}
    </section>
  );
}
