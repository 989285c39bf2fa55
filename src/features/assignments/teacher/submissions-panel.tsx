import { usePaginatedQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS } from "@convex/model/assignmentRules";
import { RosterPageRows } from "./roster-page-rows";

/** Students per page, and per `rosterWork` subscription (the most it takes). */
const PAGE_SIZE = ASSIGNMENT_LIMITS.rosterPage;

/**
 * Every enrolled student's work on one assignment (live, one page at a time): the roster names the
 * students, and each run of PAGE_SIZE of them subscribes to its own work (ADR 0030).
 */
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
        {chunks(results, PAGE_SIZE).map((students) => (
          <RosterPageRows key={students[0].studentId} assignmentId={assignmentId} students={students} />
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

function chunks<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
