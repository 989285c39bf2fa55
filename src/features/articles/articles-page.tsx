import { useQuery } from "convex/react";
import { NewspaperIcon, TriangleAlertIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { api } from "@convex/_generated/api";
import { ArticleCard, ArticleCardSkeleton } from "./article-card";
import { useRefreshIfStale } from "./use-refresh-if-stale";
import { useT } from "./i18n";

/** /resources: the stored copy of the programming articles feed, live (SPEC §2 Resources). */
export function ArticlesPage() {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("articles.page.eyebrow")}
        title={t("articles.page.title")}
        description={t("articles.page.description")}
      />
      <QueryBoundary fallback={() => <FetchError />}>
        <Articles />
      </QueryBoundary>
    </PageContainer>
  );
}

function Articles() {
  const t = useT();
  const view = useQuery(api.articles.articles.list, {});
  useRefreshIfStale(view === undefined ? undefined : view.fetchedAt);

  if (view === undefined || (view.articles.length === 0 && view.fetchedAt === null && !view.failed)) {
    // Loading, or nothing was ever fetched and the refresh asked for above is under way.
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label={t("articles.page.loading")}
      >
        {Array.from({ length: 4 }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (view.articles.length > 0) {
    return (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={t("articles.page.list")}>
        {view.articles.map((article) => (
          <li key={article._id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    );
  }
  if (view.failed) return <FetchError />;
  return (
    <StateCard titleAs="p" icon={<NewspaperIcon aria-hidden="true" />} title={t("articles.page.emptyTitle")}>
      <p>{t("articles.page.emptyBody")}</p>
    </StateCard>
  );
}

/** SPEC §8: the red alert, shown only when no copy is stored and the feed failed. */
function FetchError() {
  const t = useT();
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-destructive/10 flex items-start gap-3 rounded-xl border px-4 py-3 text-red-800 dark:text-red-200"
    >
      <TriangleAlertIcon className="text-destructive mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{t("articles.page.fetchError")}</p>
    </div>
  );
}
