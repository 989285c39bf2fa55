import { ChevronDownIcon, ChevronUpIcon, FileTextIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { FileLink } from "@/lib/file-links";
import { formatDateTime, formatIsoDay } from "../shared/time";
import { AssignmentActions } from "./assignment-actions";
import { SubmissionsPanel } from "./submissions-panel";
import type { AssignmentSummary, StaffAssignment } from "./types";

/**
 * One assignment in the teacher's list: dates, live counts, actions and its submissions.
 * `summary`: its counts from the list's `submissions.summaries` (undefined while loading).
 */
export function AssignmentCard({
  assignment,
  summary,
}: {
  assignment: StaffAssignment;
  summary: AssignmentSummary | undefined;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();

  return (
    <li aria-labelledby={headingId} className="bg-card grid gap-4 rounded-2xl border p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {assignment.title}
          </h3>
          <dl className="text-muted-foreground mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
            <dt>Assigned</dt>
            <dd>{formatIsoDay(assignment.assignedDate)}</dd>
            <dt>Deadline</dt>
            <dd>
              <time dateTime={new Date(assignment.deadlineAt).toISOString()}>
                {formatDateTime(assignment.deadlineAt)}
              </time>
            </dd>
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {assignment.closed && <Badge variant="destructive">Closed</Badge>}
          <FileLink
            file={{ kind: "question", assignmentId: assignment._id }}
            className="text-primary inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
          >
            <FileTextIcon className="size-4" aria-hidden="true" />
            Question file
          </FileLink>
        </div>
      </div>
      <div className="text-sm font-medium" aria-live="polite">
        {summary === undefined ? (
          <Skeleton className="h-4 w-48" role="status" aria-label="Loading counts" />
        ) : (
          `Submitted ${summary.submitted} of ${summary.enrolled} · Graded ${summary.graded}`
        )}
      </div>
      <AssignmentActions
        assignmentId={assignment._id}
        title={assignment.title}
        deadlineDate={assignment.deadlineDate}
        closed={assignment.closed}
        canDelete={summary !== undefined && summary.submitted === 0}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
          {open ? "Hide submissions" : "View submissions"}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <SubmissionsPanel assignmentId={assignment._id} />
        </div>
      )}
    </li>
  );
}
