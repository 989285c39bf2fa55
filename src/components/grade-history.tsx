import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { ChevronDownIcon, ChevronUpIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { runAction } from "@/lib/run-action";
import { formatDateTime } from "@/lib/date-time";
import { useT } from "./i18n";

type HistoryEntry = FunctionReturnType<typeof api.assignments.submissions.gradeHistory>[number];
type Work = { assignmentId: string; studentId: string; studentName: string };

/**
 * "History" (the grader and the roster): every grade this student's work was given (live, oldest first) with the
 * rubric levels chosen, the override's reason, the feedback, who and when; an earlier one can be
 * restored, which is a new grade in the history, not an overwrite (`submissions.restoreGrade`).
 */
export function GradeHistory(work: Work) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useT();
  return (
    <div className="grid gap-2">
      <div>
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <HistoryIcon aria-hidden="true" />
          {t("common.gradeHistory.history")}{" "}
          <span className="sr-only">{t("common.gradeHistory.ofStudent", { name: work.studentName })}</span>
          {open ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <HistoryEntries {...work} />
        </div>
      )}
    </div>
  );
}

function HistoryEntries(work: Work) {
  const entries = useQuery(api.assignments.submissions.gradeHistory, {
    assignmentId: work.assignmentId as Id<"assignments">,
    studentId: work.studentId as Id<"users">,
  });
  const t = useT();
  if (entries === undefined) {
    return <Skeleton className="h-16 w-full" role="status" aria-label={t("common.gradeHistory.loading")} />;
  }
  if (entries.length === 0) {
    return (
      <p className="text-muted-foreground text-sm" role="status">
        {t("common.gradeHistory.empty")}
      </p>
    );
  }
  return (
    <ol aria-label={t("common.gradeHistory.listLabel", { name: work.studentName })} className="grid gap-2">
      {entries.map((entry) => (
        <HistoryItem key={entry.eventId} entry={entry} work={work} />
      ))}
    </ol>
  );
}

function HistoryItem({ entry, work }: { entry: HistoryEntry; work: Work }) {
  const restoreGrade = useMutation(api.assignments.submissions.restoreGrade);
  const [restoring, setRestoring] = useState(false);
  const when = formatDateTime(entry.gradedAt);
  const t = useT();

  async function restore() {
    setRestoring(true);
    try {
      await runAction(
        () =>
          restoreGrade({
            assignmentId: work.assignmentId as Id<"assignments">,
            studentId: work.studentId as Id<"users">,
            eventId: entry.eventId,
          }),
        t("common.gradeHistory.restored", { grade: entry.grade, name: work.studentName }),
        t("common.gradeHistory.restoreFailed"),
      );
    } finally {
      setRestoring(false);
    }
  }

  return (
    <li
      aria-label={t("common.gradeHistory.itemLabel", { grade: entry.grade, when })}
      className="bg-muted/40 grid gap-2 rounded-lg border p-3 text-sm"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{t("common.gradeHistory.grade", { grade: entry.grade })}</span>
        <span className="text-muted-foreground">{t("common.gradeHistory.version", { version: entry.version })}</span>
        {entry.current && <Badge variant="secondary">{t("common.gradeHistory.current")}</Badge>}
      </p>
      <p className="text-muted-foreground">
        {t("common.gradeHistory.by", { name: entry.graderName })}{" "}
        <time dateTime={new Date(entry.gradedAt).toISOString()}>{when}</time>
      </p>
      {entry.restoredFrom !== null && (
        <p className="text-muted-foreground">
          {t("common.gradeHistory.restoredFrom", { when: formatDateTime(entry.restoredFrom.gradedAt) })}
        </p>
      )}
      {entry.rubric !== null && entry.rubric.length > 0 && (
        <ul aria-label={t("common.gradeHistory.rubricLevels")} className="grid gap-0.5">
          {entry.rubric.map((choice) => (
            <li key={choice.criterionId}>
              {choice.criterionTitle}: <span className="font-medium">{choice.levelTitle}</span> ({choice.points})
              {choice.comment !== "" && <span className="text-muted-foreground"> — {choice.comment}</span>}
            </li>
          ))}
        </ul>
      )}
      {entry.overrideReason !== null && <p>{t("common.gradeHistory.override", { reason: entry.overrideReason })}</p>}
      {entry.feedback === "" ? (
        <p className="text-muted-foreground italic">{t("common.gradeHistory.noFeedback")}</p>
      ) : (
        <p className="break-words whitespace-pre-wrap">{entry.feedback}</p>
      )}
      {!entry.current && (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={restoring}
          onClick={() => void restore()}
        >
          {restoring ? <Spinner aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
          {t("common.gradeHistory.restore")}{" "}
          <span className="sr-only">{t("common.gradeHistory.restoreWhich", { grade: entry.grade, when })}</span>
        </Button>
      )}
    </li>
  );
}
