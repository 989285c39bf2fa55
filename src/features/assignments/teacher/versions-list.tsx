import { useQuery } from "convex/react";
import { Skeleton } from "@/components/ui/skeleton";
import { FileLink } from "@/lib/file-links";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { formatDuration } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";
import { useT } from "../i18n";
import { formatScore } from "../shared/format";

/** Every version one student submitted, newest first, each with its time and a link (live). */
export function VersionsList({ assignmentId, studentId }: { assignmentId: Id<"assignments">; studentId: Id<"users"> }) {
  const t = useT();
  const versions = useQuery(api.assignments.submissions.versions, { assignmentId, studentId });
  if (versions === undefined) {
    return <Skeleton className="h-10 w-full" role="status" aria-label={t("assignments.versions.loading")} />;
  }
  if (versions.length === 0) return <p className="text-muted-foreground text-sm">{t("assignments.versions.none")}</p>;
  return (
    <ol aria-label={t("assignments.versions.label")} className="grid gap-1 text-sm">
      {versions.map((version) => (
        <li key={version.version} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">
            {t("assignments.versions.version", { version: formatScore(version.version) })}
          </span>
          <span className="text-muted-foreground">{formatDateTime(version.submittedAt)}</span>
          {version.lateByMs !== null && (
            <span className="text-destructive">
              {t("assignments.work.lateBy", { duration: formatDuration(version.lateByMs) })}
            </span>
          )}
          {version.current && <span className="text-muted-foreground">{t("assignments.versions.current")}</span>}
          <FileLink
            file={{ kind: "submission", assignmentId, studentId, version: version.version }}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {version.name}
          </FileLink>
        </li>
      ))}
    </ol>
  );
}
