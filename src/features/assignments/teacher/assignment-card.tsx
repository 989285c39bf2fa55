import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { ChevronDownIcon, ChevronUpIcon, ClipboardCheckIcon, EyeOffIcon, FileTextIcon, SendIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { FileLink } from "@/lib/file-links";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import { formatIsoDay, viewerTimeZone } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";
import { AssignmentActions } from "./assignment-actions";
import type { AssignmentSummary, StaffAssignment } from "./types";

/** The submissions and their grading load when "View submissions" is first pressed. */
const SubmissionsPanel = lazy(() => import("./submissions-panel").then((m) => ({ default: m.SubmissionsPanel })));

/**
 * One assignment in the teacher's list: dates and due time, points, rubric, live counts, whether
 * grades are held (and Release), the way into the grader, actions and its submissions.
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
  const otherZone = assignment.timeZone !== viewerTimeZone();

  return (
    <li aria-labelledby={headingId} className="bg-card grid gap-4 rounded-2xl border p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-base font-semibold break-words">
              {assignment.title}
            </h3>
            {assignment.closed && <Badge variant="destructive">Closed</Badge>}
            {assignment.gradesHeld && (
              <Badge variant="outline" className="border-amber-600/60 text-amber-800 dark:text-amber-300">
                <EyeOffIcon aria-hidden="true" />
                Grades held
              </Badge>
            )}
          </div>
          <dl className="text-muted-foreground mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
            <dt>Assigned</dt>
            <dd>{formatIsoDay(assignment.assignedDate)}</dd>
            <dt>Due</dt>
            <dd>
              <time dateTime={new Date(assignment.deadlineAt).toISOString()}>
                {formatDateTime(assignment.deadlineAt)}
              </time>
              {otherZone && ` (${assignment.deadlineTime} in ${assignment.timeZone})`}
            </dd>
            <dt>Points</dt>
            <dd>{assignment.points}</dd>
            <dt>Rubric</dt>
            <dd className="break-words">{assignment.rubric?.title ?? "None"}</dd>
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <Button asChild>
            <Link
              to="/grade/$assignmentId"
              params={{ assignmentId: assignment._id }}
              search={{}}
              aria-label={`Grade ${assignment.title}`}
            >
              <ClipboardCheckIcon aria-hidden="true" />
              Grade
            </Link>
          </Button>
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
      <GradesHeld assignment={assignment} graded={summary?.graded} />
      <AssignmentActions
        assignment={assignment}
        canDelete={summary !== undefined && summary.submitted === 0}
        graded={summary === undefined ? undefined : summary.graded > 0}
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
          <Suspense
            fallback={<Skeleton className="h-24 w-full rounded-xl" role="status" aria-label="Loading submissions" />}
          >
            <SubmissionsPanel
              assignmentId={assignment._id}
              points={assignment.points}
              hasRubric={assignment.rubric !== null}
            />
          </Suspense>
        </div>
      )}
    </li>
  );
}

/**
 * Held grades: what students see now, and Release (after a confirmation: every graded student
 * sees their grade at once and is notified). Not held: "Hold grades" from now on.
 */
function GradesHeld({ assignment, graded }: { assignment: StaffAssignment; graded: number | undefined }) {
  const hold = useMutation(api.assignments.assignments.holdGrades);
  const release = useMutation(api.assignments.assignments.releaseGrades);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const assignmentId = assignment._id;

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    if (await runAction(action, success, failure)) setConfirming(false);
    setBusy(false);
  }

  if (!assignment.gradesHeld) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Students see each grade as soon as it is saved.</span>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => void run(() => hold({ assignmentId }), "Grades held", "Grades not held")}
        >
          <EyeOffIcon aria-hidden="true" />
          Hold grades
        </Button>
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-label="Held grades"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm dark:bg-amber-950/30"
    >
      {confirming ? (
        <>
          <p className="font-medium">
            Release {graded ?? "the"} grade{graded === 1 ? "" : "s"}? Each graded student sees theirs now and is
            notified.
          </p>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void run(() => release({ assignmentId }), "Grades released", "Grades not released")}
          >
            Yes, release
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
            Not yet
          </Button>
        </>
      ) : (
        <>
          <p>Grades are held: students see no grade until you release them.</p>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            <SendIcon aria-hidden="true" />
            Release grades
          </Button>
        </>
      )}
    </div>
  );
}
