import { usePaginatedQuery } from "convex/react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/i18n/format";
import { useNotificationWords } from "@/lib/words/notification-words";
import { api } from "@convex/_generated/api";
import { useT } from "../i18n";

/** How many activity rows the panel shows at first and adds per "Show more". */
export const ACTIVITY_PAGE = 10;

/**
 * "Recent activity" of a course for its teacher and Admins (who enrolled, submitted, finished a
 * quiz), live from the activity read model. Render it only for them: others are refused.
 */
export function ActivityPanel({ courseId }: { courseId: string }) {
  const t = useT();
  const say = useNotificationWords();
  const { results, status, loadMore } = usePaginatedQuery(
    api.notifications.activity.forCourse,
    { courseId },
    { initialNumItems: ACTIVITY_PAGE },
  );
  return (
    <section aria-labelledby="activity-heading" className="mt-10">
      <h2 id="activity-heading" className="mb-4 text-xl font-semibold">
        {t("courses.page.recentActivity")}
      </h2>
      {status === "LoadingFirstPage" ? (
        <p className="text-muted-foreground text-sm">{t("courses.page.loadingActivity")}</p>
      ) : results.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("courses.page.noActivity")}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {results.map((row) => (
            <li key={row._id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2 text-sm">
              <span>{say(row.message.key, row.message.params)}</span>
              <time className="text-muted-foreground text-xs" dateTime={new Date(row.at).toISOString()}>
                {formatDate(row.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {status === "CanLoadMore" && (
        <Button variant="outline" className="mt-3" onClick={() => loadMore(ACTIVITY_PAGE)}>
          {t("courses.page.showMore")}
        </Button>
      )}
    </section>
  );
}
