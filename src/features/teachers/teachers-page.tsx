import { usePaginatedQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { PersonCard, PersonCardSkeleton } from "@/components/person-card";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";

const PAGE_SIZE = 12;

export function TeachersPage() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.accounts.users.teachersPage,
    {},
    { initialNumItems: PAGE_SIZE },
  );

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Instructors"
        title="Meet Our Teachers"
        description="The people who build Lyceum's courses. Say hello — their e-mail is one click away."
      />
      {status === "LoadingFirstPage" ? (
        <div
          className="grid gap-6 sm:grid-cols-2 md:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading teachers"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <PersonCardSkeleton key={i} />
          ))}
        </div>
      ) : results.length === 0 ? (
        <StateCard titleAs="p" icon={<UsersIcon aria-hidden="true" />} title="No teachers yet">
          <p>Teachers appear here as soon as they register.</p>
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
                {status === "LoadingMore" && <Spinner aria-label="Loading more teachers" />}
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </PageContainer>
  );
}
