import { DownloadIcon, LockIcon } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { FileLink } from "@/lib/file-links";
import { formatIsoDay, timeLeft } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";
import { MARKS, rich } from "@/lib/i18n/rich";
import { WorkStatusBadge } from "../shared/work-status-badge";
import { useT } from "../i18n";
import { formatScore } from "../shared/format";
import { SubmissionForm } from "./submission-form";
import type { StudentAssignment } from "./types";
import { RubricView } from "./rubric-view";
import { WorkDetails } from "./work-details";

/**
 * The Markdown renderer (35 KB gzip) is not needed for the page's first paint: it loads beside the
 * assignments' data (`loadMarkdown`, from the list) and the list shows once both are here.
 */
export const loadMarkdown = () => import("@/components/safe-markdown");
const SafeMarkdown = lazy(() => loadMarkdown().then((m) => ({ default: m.SafeMarkdown })));

/**
 * One assignment for the student: the dates and due time (in their zone), points, instructions,
 * the question, the rubric (before handing in, and the levels chosen once a grade is released),
 * what they handed in, their status and grade, and the form.
 */
export function AssignmentCard({ assignment, now }: { assignment: StudentAssignment; now: number }) {
  const t = useT();
  const { _id, title, questionFile, mine, closed, myDeadlineAt, extendedDeadlineAt, rubric, points } = assignment;
  const titleId = `assignment-${_id}-title`;
  const extended = extendedDeadlineAt !== null && extendedDeadlineAt > assignment.deadlineAt;

  return (
    <article
      aria-labelledby={titleId}
      className="bg-card text-card-foreground grid gap-5 rounded-xl border p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight break-words">
            {title}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            {" "}
            {t("assignments.card.setBy", { name: assignment.instructorName })}
          </p>
        </div>
        <WorkStatusBadge work={mine} points={points} />
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <Fact term={t("assignments.card.assigned")}>{formatIsoDay(assignment.assignedDate)}</Fact>
        <Fact term={t("assignments.card.due")}>
          <time dateTime={new Date(assignment.deadlineAt).toISOString()}>{formatDateTime(assignment.deadlineAt)}</time>
        </Fact>
        <Fact term={t("assignments.card.timeLeft")}>{timeLeft(myDeadlineAt, now, closed)}</Fact>
        <Fact term={t("assignments.card.points")}>{formatScore(points)}</Fact>
        {extended && (
          <Fact term={t("assignments.card.extension")}>
            {rich(t("assignments.card.until", { date: MARKS[0] }), [
              <time dateTime={new Date(myDeadlineAt).toISOString()}>{formatDateTime(myDeadlineAt)}</time>,
            ])}
          </Fact>
        )}
      </dl>

      {assignment.instructions.trim() !== "" && (
        <section aria-labelledby={`${titleId}-instructions`} className="grid gap-2">
          <h3 id={`${titleId}-instructions`} className="text-base font-semibold">
            {t("assignments.card.instructions")}
          </h3>
          <SafeMarkdown topHeading={4} className="text-sm">
            {assignment.instructions}
          </SafeMarkdown>
        </section>
      )}

      <FileLink
        file={{ kind: "question", assignmentId: _id }}
        className="text-primary focus-visible:ring-ring/50 inline-flex w-fit max-w-full items-center gap-2 rounded-md text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
      >
        <DownloadIcon className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-all">
          {t("assignments.card.downloadQuestion")}{" "}
          <span className="text-muted-foreground font-normal">({questionFile.name})</span>
        </span>
      </FileLink>

      {rubric !== null && (
        <details className="group rounded-lg border" open={assignment.chosen !== null || undefined}>
          <summary className="focus-visible:ring-ring/50 cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold outline-none focus-visible:ring-[3px]">
            {t("assignments.card.rubric", { title: rubric.title })}{" "}
            <span className="text-muted-foreground font-normal">
              {assignment.chosen === null
                ? t("assignments.card.rubricPoints", { count: rubric.maxPoints })
                : t("assignments.card.rubricPointsMarked", { count: rubric.maxPoints })}
            </span>
          </summary>
          <div className="border-t px-4 py-3">
            <RubricView criteria={rubric.criteria} chosen={assignment.chosen} />
          </div>
        </details>
      )}

      <WorkDetails work={mine} points={points} handedIn={assignment.handedIn} gradesHeld={assignment.gradesHeld} />

      {closed ? (
        <p className="bg-muted text-muted-foreground flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium">
          <LockIcon className="size-4 shrink-0" aria-hidden="true" />
          {t("assignments.card.closedToWork")}
        </p>
      ) : (
        <SubmissionForm assignmentId={_id} title={title} versionCount={mine.versionCount} late={now > myDeadlineAt} />
      )}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{term}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}
