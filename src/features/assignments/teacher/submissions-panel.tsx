import { usePaginatedQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS } from "@convex/shared/assignmentRules";
import { useT } from "../i18n";
import { RosterChunkRows } from "./roster-chunk-rows";

/** Students per roster page (also the most one `rosterWork` call takes). */
const PAGE_SIZE = ASSIGNMENT_LIMITS.rosterPage;
/** Students per `rosterWork` subscription (ADR 0039). */
const WORK_CHUNK = ASSIGNMENT_LIMITS.rosterWorkChunk;

/**
 * Every enrolled student's work on one assignment (live, one page at a time): the roster names the
 * students (ADR 0030), and each WORK_CHUNK of a page subscribes to its own work (ADR 0039). Chunks
 * never straddle two pages, so loading more leaves the chunks already subscribed as they are.
 */
export function SubmissionsPanel({
  assignmentId,
  points,
  hasRubric,
}: {
  assignmentId: Id<"assignments">;
  /** What the assignment is worth: grades go from 0 to this. */
  points: number;
  /** With a rubric, grades are given in the grader (a level per criterion), not here. */
  hasRubric: boolean;
}) {
  const t = useT();
  const { results, status, loadMore } = usePaginatedQuery(
    api.assignments.submissions.roster,
    { assignmentId },
    { initialNumItems: PAGE_SIZE },
  );

  if (status === "LoadingFirstPage") {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t("assignments.card.loadingSubmissions")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (results.length === 0) {
    return (
      <StateCard icon={<UsersIcon />} title={t("assignments.roster.emptyTitle")} titleAs="p" role="status">
        {t("assignments.roster.emptyHint")}
      </StateCard>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label={t("assignments.roster.label")} className="divide-y rounded-xl border">
        {workChunks(results).map((students, index) => (
          // By position: when a student joins mid-list, a chunk keeps its last answer for the
          // students it covered instead of starting over with loading rows.
          <RosterChunkRows
            key={index}
            assignmentId={assignmentId}
            students={students}
            points={points}
            hasRubric={hasRubric}
          />
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
          {t("assignments.roster.loadMore")}
        </Button>
      )}
    </div>
  );
}

/** The roster's students in chunks of WORK_CHUNK, each page of PAGE_SIZE chunked on its own. */
function workChunks<T>(students: T[]): T[][] {
  return chunks(students, PAGE_SIZE).flatMap((page) => chunks(page, WORK_CHUNK));
}

function chunks<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
