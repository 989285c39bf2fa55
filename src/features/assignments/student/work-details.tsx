import { formatDateTime, formatDuration } from "../shared/time";
import type { MyWork } from "./types";

/**
 * What the student handed in and what came back: the proof of receipt, how late it was, and the
 * grade with the teacher's feedback. Live: a grade saved by the teacher appears here at once.
 */
export function WorkDetails({ work }: { work: MyWork }) {
  return (
    <div aria-live="polite" className="grid gap-3 empty:hidden">
      {work.submittedAt !== null && (
        <p className="text-sm">
          Received <time dateTime={new Date(work.submittedAt).toISOString()}>{formatDateTime(work.submittedAt)}</time>
          {work.versionCount > 1 && <span className="text-muted-foreground"> (version {work.versionCount})</span>}
          {work.lateByMs !== null && (
            <span className="text-destructive"> · late by {formatDuration(work.lateByMs)}</span>
          )}
        </p>
      )}
      {work.status === "graded" && (
        <section aria-label="Grade and feedback" className="bg-secondary/60 grid gap-2 rounded-lg p-4">
          <p className="text-lg font-semibold">Grade: {work.grade} / 100</p>
          {work.feedback ? (
            <blockquote className="text-sm break-words whitespace-pre-wrap">{work.feedback}</blockquote>
          ) : (
            <p className="text-muted-foreground text-sm">No written feedback.</p>
          )}
          {work.resubmittedAfterGrading && (
            <p className="text-muted-foreground text-sm">You handed in a newer version after this grade was given.</p>
          )}
        </section>
      )}
    </div>
  );
}
