import { useQuery } from "convex/react";
import { Skeleton } from "@/components/ui/skeleton";
import { FileLink } from "@/lib/file-links";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { formatDuration } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";

/** Every version one student submitted, newest first, each with its time and a link (live). */
export function VersionsList({ assignmentId, studentId }: { assignmentId: Id<"assignments">; studentId: Id<"users"> }) {
  const versions = useQuery(api.assignments.submissions.versions, { assignmentId, studentId });
  if (versions === undefined) return <Skeleton className="h-10 w-full" role="status" aria-label="Loading versions" />;
  if (versions.length === 0) return <p className="text-muted-foreground text-sm">No versions yet.</p>;
  return (
    <ol aria-label="Versions" className="grid gap-1 text-sm">
      {versions.map((version) => (
        <li key={version.version} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">Version {version.version}</span>
          <span className="text-muted-foreground">{formatDateTime(version.submittedAt)}</span>
          {version.lateByMs !== null && (
            <span className="text-destructive">late by {formatDuration(version.lateByMs)}</span>
          )}
          {version.current && <span className="text-muted-foreground">(current)</span>}
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
