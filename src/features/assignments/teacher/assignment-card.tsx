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
import { useT } from "../i18n";
import { formatScore } from "../shared/format";
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
  const t = useT();
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
            {assignment.closed && <Badge variant="destructive">{t("assignments.time.closed")}</Badge>}
            {assignment.gradesHeld && (
              <Badge variant="outline" className="border-amber-600/60 text-amber-800 dark:text-amber-300">
                <EyeOffIcon aria-hidden="true" />
                {t("assignments.grades.held")}
              </Badge>
            )}
          </div>
          <dl className="text-muted-foreground mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
            <dt>{t("assignments.card.assigned")}</dt>
            <dd>{formatIsoDay(assignment.assignedDate)}</dd>
            <dt>{t("assignments.card.due")}</dt>
            <dd>
              <time dateTime={new Date(assignment.deadlineAt).toISOString()}>
                {formatDateTime(assignment.deadlineAt)}
              </time>
              {otherZone &&
                ` ${t("assignments.card.inZone", { time: assignment.deadlineTime, zone: assignment.timeZone })}`}
            </dd>
            <dt>{t("assignments.card.points")}</dt>
            <dd>{formatScore(assignment.points)}</dd>
            <dt>{t("assignments.card.rubricTerm")}</dt>
            <dd className="break-words">{assignment.rubric?.title ?? t("assignments.card.noRubric")}</dd>
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <Button asChild>
            <Link
              to="/grade/$assignmentId"
              params={{ assignmentId: assignment._id }}
              search={{}}
              aria-label={t("assignments.card.gradeLabel", { title: assignment.title })}
            >
              <ClipboardCheckIcon aria-hidden="true" />
              {t("assignments.card.grade")}
            </Link>
          </Button>
          <FileLink
            file={{ kind: "question", assignmentId: assignment._id }}
            className="text-primary inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
          >
            <FileTextIcon className="size-4" aria-hidden="true" />
            {t("assignments.card.questionFile")}
          </FileLink>
        </div>
      </div>
      <div className="text-sm font-medium" aria-live="polite">
        {summary === undefined ? (
          <Skeleton className="h-4 w-48" role="status" aria-label={t("assignments.card.loadingCounts")} />
        ) : (
          t("assignments.card.counts", {
            submitted: formatScore(summary.submitted),
            enrolled: formatScore(summary.enrolled),
            graded: formatScore(summary.graded),
          })
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
          {open ? t("assignments.card.hideSubmissions") : t("assignments.card.viewSubmissions")}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <Suspense
            fallback={
              <Skeleton
                className="h-24 w-full rounded-xl"
                role="status"
                aria-label={t("assignments.card.loadingSubmissions")}
              />
            }
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
  const t = useT();
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
        <span className="text-muted-foreground">{t("assignments.grades.shownAtOnce")}</span>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            void run(() => hold({ assignmentId }), t("assignments.grades.held"), t("assignments.grades.notHeld"))
          }
        >
          <EyeOffIcon aria-hidden="true" />
          {t("assignments.grades.hold")}
        </Button>
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-label={t("assignments.grades.heldGroup")}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm dark:bg-amber-950/30"
    >
      {confirming ? (
        <>
          <p className="font-medium">
            {graded === undefined
              ? t("assignments.grades.releaseQuestionAll")
              : t("assignments.grades.releaseQuestion", { count: graded })}
          </p>
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              void run(
                () => release({ assignmentId }),
                t("assignments.grades.released"),
                t("assignments.grades.notReleased"),
              )
            }
          >
            {t("assignments.grades.yesRelease")}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
            {t("assignments.grades.notYet")}
          </Button>
        </>
      ) : (
        <>
          <p>{t("assignments.grades.heldNote")}</p>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            <SendIcon aria-hidden="true" />
            {t("assignments.grades.release")}
          </Button>
        </>
      )}
    </div>
  );
}
