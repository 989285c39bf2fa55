import { usePaginatedQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { PersonCard, PersonCardSkeleton } from "@/components/person-card";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";
import { useT } from "./i18n";

const PAGE_SIZE = 12;

export function TeachersPage() {
  const t = useT();
  const { results, status, loadMore } = usePaginatedQuery(
    api.accounts.users.teachersPage,
    {},
    { initialNumItems: PAGE_SIZE },
  );

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("teachers.page.eyebrow")}
        title={t("teachers.page.title")}
        description={t("teachers.page.description")}
      />
      {status === "LoadingFirstPage" ? (
        <div
          className="grid gap-6 sm:grid-cols-2 md:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label={t("teachers.page.loading")}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <PersonCardSkeleton key={i} />
          ))}
        </div>
      ) : results.length === 0 ? (
        <StateCard titleAs="p" icon={<UsersIcon aria-hidden="true" />} title={t("teachers.page.emptyTitle")}>
          <p>{t("teachers.page.emptyBody")}</p>
        </StateCard>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
            {results.map((teacher) => (
              <li key={teacher._id}>
                <PersonCard person={teacher} className="h-full" />
              </li>
            ))}
          </ul>
          {(status === "CanLoadMore" || status === "LoadingMore") && (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => loadMore(PAGE_SIZE)}
                disabled={status === "LoadingMore"}
              >
                {status === "LoadingMore" && <Spinner aria-label={t("teachers.page.loadingMore")} />}
                {t("teachers.page.loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </PageContainer>
  );
}
