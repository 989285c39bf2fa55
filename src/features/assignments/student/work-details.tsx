import { EyeOffIcon, FileCheckIcon } from "lucide-react";
import { fileSize } from "@/lib/words/file-words";
import { useT } from "../i18n";
import { formatScore } from "../shared/format";
import { formatDuration } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";
import { MARKS, rich } from "@/lib/i18n/rich";
import type { HandedIn, MyWork } from "./types";

/**
 * What the student handed in and what came back: the file (name and size) with its proof of
 * receipt and how late it was, then the grade out of the assignment's points with the teacher's
 * feedback, or, while the teacher holds grades, that it is not released yet (and nothing of it).
 * Live: a grade saved or released by the teacher appears here at once.
 */
export function WorkDetails({
  work,
  points,
  handedIn,
  gradesHeld,
}: {
  work: MyWork;
  points: number;
  handedIn: HandedIn | null;
  gradesHeld: boolean;
}) {
  const t = useT();
  const handedInAt = work.submittedAt !== null && (
    <time dateTime={new Date(work.submittedAt).toISOString()}>{formatDateTime(work.submittedAt)}</time>
  );
  return (
    <div aria-live="polite" className="grid gap-3 empty:hidden">
      {work.submittedAt !== null && (
        <p className="flex items-start gap-2 text-sm">
          <FileCheckIcon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {handedIn === null
              ? rich(t("assignments.work.handedInOn", { date: MARKS[0] }), [handedInAt])
              : rich(
                  t("assignments.work.fileHandedInOn", {
                    file: MARKS[0],
                    size: fileSize(handedIn.size),
                    date: MARKS[1],
                  }),
                  [<span className="font-medium break-all">{handedIn.name}</span>, handedInAt],
                )}
            {work.versionCount > 1 && (
              <span className="text-muted-foreground">
                {" "}
                {t("assignments.work.version", { version: formatScore(work.versionCount) })}
              </span>
            )}
            {work.lateByMs !== null && (
              <span className="text-destructive">
                {" · "}
                {t("assignments.work.lateBy", { duration: formatDuration(work.lateByMs) })}
              </span>
            )}
          </span>
        </p>
      )}
      {gradesHeld && work.submittedAt !== null && work.status !== "graded" && (
        <p className="bg-muted flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium">
          <EyeOffIcon className="size-4 shrink-0" aria-hidden="true" />
          {t("assignments.work.gradeHeld")}
        </p>
      )}
      {work.status === "graded" && (
        <section
          aria-label={t("assignments.work.gradeAndFeedback")}
          className="bg-secondary/60 grid gap-2 rounded-lg p-4"
        >
          <p className="text-lg font-semibold">
            {t("assignments.work.grade", {
              grade: work.grade === null ? "–" : formatScore(work.grade),
              points: formatScore(points),
            })}
          </p>
          {work.feedback ? (
            <blockquote className="text-sm break-words whitespace-pre-wrap">{work.feedback}</blockquote>
          ) : (
            <p className="text-muted-foreground text-sm">{t("assignments.work.noFeedback")}</p>
          )}
          {work.resubmittedAfterGrading && (
            <p className="text-muted-foreground text-sm">{t("assignments.work.newerVersion")}</p>
          )}
        </section>
      )}
    </div>
  );
}
