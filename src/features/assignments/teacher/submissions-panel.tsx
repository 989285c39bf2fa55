import { usePaginatedQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { RosterRowItem } from "./roster-row";

const PAGE_SIZE = 25;

/** Every enrolled student's work on one assignment (live, one page at a time). */
export function SubmissionsPanel({ assignmentId }: { assignmentId: Id<"assignments"> }) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.submissions.roster,
    { assignmentId },
    { initialNumItems: PAGE_SIZE },
  );

  if (status === "LoadingFirstPage") {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading submissions">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (results.length === 0) {
    return (
      <StateCard icon={<UsersIcon />} title="No students enrolled yet" titleAs="p" role="status">
        Submissions appear here as soon as enrolled students hand in their work.
      </StateCard>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Submissions" className="divide-y rounded-xl border">
        {results.map((row) => (
          <RosterRowItem key={row.studentId} assignmentId={assignmentId} row={row} />
        ))}
      </ul>
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={status === "LoadingMore"}
          onClick={() => loadMore(PAGE_SIZE)}
        >
          {status === "LoadingMore" && <Spinner aria-hidden="true" />}
          Load more
        </Button>
      )}
    </div>
  );
}
