import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { Suspense, useEffect, useMemo } from "react";
import { ClipboardListIcon, LockIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { isAppError } from "@convex/shared/errors";
import { workOf } from "@convex/shared/submissionsStatus";
import { QueryBoundary } from "@/components/query-boundary";
import { useNow } from "../shared/use-now";
import { useT } from "../i18n";
import { AssignmentCard, loadMarkdown } from "./assignment-card";
import type { StudentAssignment } from "./types";

/**
 * The student's side of /assignmentpage for one course: its assignments (live, newest first),
 * each with the question, their status and grade (worked out here from their own submissions, as
 * the server does), and a submission form. The server decides who
 * may see them; a refusal (not enrolled, no such course) is shown with a way on.
 */
export function StudentAssignments({ courseId }: { courseId: Id<"courses"> }) {
  return (
    <QueryBoundary key={courseId} fallback={(error, retry) => <Refused error={error} onRetry={retry} />}>
      <AssignmentList courseId={courseId} />
    </QueryBoundary>
  );
}

function AssignmentList({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  const listed = useQuery(api.assignments.assignments.listForStudent, { courseId });
  // The student's work is a query of its own, so a hand-in or a grade re-runs only it (ADR 0043).
  const work = useQuery(api.assignments.submissions.myWork, { courseId });
  const assignments = useMemo((): StudentAssignment[] | undefined => {
    if (listed === undefined || work === undefined) return undefined;
    const byAssignment = new Map(work.map((row) => [row.assignmentId, row]));
    return listed.map((assignment) => {
      const row = byAssignment.get(assignment._id) ?? null;
      return {
        ...assignment,
        mine: workOf(row, assignment.myDeadlineAt),
        handedIn: row?.currentFile ?? null,
        chosen: row?.rubric ?? null,
      };
    });
  }, [listed, work]);
  const now = useNow();
  // The instructions' renderer loads while the data is on its way; the list waits for both.
  useEffect(() => void loadMarkdown(), []);

  if (assignments === undefined) return <ListSkeleton />;
  if (assignments.length === 0) {
    return (
      <StateCard icon={<ClipboardListIcon aria-hidden="true" />} title={t("assignments.student.emptyTitle")}>
        <p>{t("assignments.student.emptyHint")}</p>
      </StateCard>
    );
  }
  return (
    <Suspense fallback={<ListSkeleton />}>
      <ul className="grid gap-6" aria-label={t("assignments.page.title")}>
        {assignments.map((assignment) => (
          <li key={assignment._id}>
            <AssignmentCard assignment={assignment} now={now} />
          </li>
        ))}
      </ul>
    </Suspense>
  );
}

function BrowseCourses() {
  const t = useT();
  return (
    <Button asChild>
      <Link to="/dashboard/viewcourse">{t("assignments.page.browseCourses")}</Link>
    </Button>
  );
}

function Refused({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  if (isAppError(error, "FORBIDDEN")) {
    return (
      <StateCard
        role="alert"
        icon={<LockIcon aria-hidden="true" />}
        title={t("assignments.student.forbiddenTitle")}
        actions={<BrowseCourses />}
      >
        <p>{errorMessage(error, t("assignments.student.forbiddenHint"))}</p>
      </StateCard>
    );
  }
  if (isAppError(error, "NOT_FOUND")) {
    return (
      <StateCard
        role="alert"
        icon={<SearchXIcon aria-hidden="true" />}
        title={t("assignments.student.notFoundTitle")}
        actions={<BrowseCourses />}
      >
        <p>{errorMessage(error, t("assignments.student.notFoundHint"))}</p>
      </StateCard>
    );
  }
  return (
    <StateCard
      role="alert"
      icon={<TriangleAlertIcon aria-hidden="true" />}
      title={t("assignments.student.failedTitle")}
      actions={<Button onClick={onRetry}>{t("assignments.common.retry")}</Button>}
    >
      <p>{errorMessage(error, t("assignments.common.loadFailed"))}</p>
    </StateCard>
  );
}

function ListSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label={t("assignments.page.loading")}>
      {[0, 1].map((key) => (
        <div key={key} className="bg-card grid gap-4 rounded-xl border p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-9 w-full sm:w-80" />
        </div>
      ))}
    </div>
  );
}
