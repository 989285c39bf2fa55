import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { formatDateTime } from "@/lib/date-time";
import { localIsoDate } from "./dates";
import { DeadlineForm } from "./deadline-form";
import { GradeForm } from "./grade-form";
import { GradeHistory } from "@/components/grade-history";
import { rosterStatus } from "./roster-status";
import { FileLink } from "@/lib/file-links";
import { runAction } from "@/lib/run-action";
import type { RosterRow, RosterWorkRow } from "./types";
import { VersionsList } from "./versions-list";
import { t as translate, useT } from "../i18n";
import { formatScore } from "../shared/format";

const DAY_MS = 24 * 60 * 60 * 1000;

type RowProps = {
  assignmentId: Id<"assignments">;
  student: RosterRow;
  /** What the assignment is worth (grades go from 0 to this). */
  points: number;
  /** With a rubric, the grade is given in the grader (a level per criterion). */
  hasRubric: boolean;
  /** Undefined while it loads: the name shows at once, the status when the work arrives. */
  work: RosterWorkRow | undefined;
};

/** One enrolled student: status, current file, versions, grade and extension. */
export function RosterRowItem({ assignmentId, student, points, hasRubric, work: row }: RowProps) {
  const t = useT();
  const { studentName } = student;
  if (row === undefined) {
    return (
      <li className="grid gap-3 p-3 sm:p-4" aria-label={studentName} aria-busy="true">
        <div className="min-w-0">
          <p className="font-medium break-words">{studentName}</p>
          <p className="text-muted-foreground text-sm break-all">{student.studentEmail}</p>
          <Skeleton className="mt-1 h-4 w-32" aria-label={t("assignments.roster.loadingStatus")} role="status" />
        </div>
      </li>
    );
  }
  return <LoadedRow assignmentId={assignmentId} student={student} points={points} hasRubric={hasRubric} row={row} />;
}

function LoadedRow({
  assignmentId,
  student,
  points,
  hasRubric,
  row,
}: {
  assignmentId: Id<"assignments">;
  student: RosterRow;
  points: number;
  hasRubric: boolean;
  row: RosterWorkRow;
}) {
  const t = useT();
  const grantExtension = useMutation(api.assignments.submissions.grantExtension);
  const revokeExtension = useMutation(api.assignments.submissions.revokeExtension);
  const [showVersions, setShowVersions] = useState(false);
  const [extending, setExtending] = useState(false);
  const { studentId, studentName } = student;
  const { work, current } = row;
  const submitted = work.status !== "not_submitted";

  return (
    <li className="grid gap-3 p-3 sm:p-4" aria-label={studentName}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words">{studentName}</p>
          <p className="text-muted-foreground text-sm break-all">{student.studentEmail}</p>
          <p className={work.status === "late" ? "text-destructive text-sm font-medium" : "text-sm font-medium"}>
            {rosterStatus(work)}
          </p>
          {row.extendedDeadlineAt !== null && (
            <p className="text-muted-foreground text-sm">
              {t("assignments.roster.extendedTo", { at: formatDateTime(row.extendedDeadlineAt) })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {current && (
            <Button asChild size="sm" variant="outline">
              <FileLink file={{ kind: "submission", assignmentId, studentId, version: current.version }}>
                <DownloadIcon aria-hidden="true" />
                {t("assignments.roster.download")}
                <span className="sr-only">
                  {" "}
                  {t("assignments.roster.downloadWhat", { name: studentName, version: formatScore(current.version) })}
                </span>
              </FileLink>
            </Button>
          )}
          {submitted && (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showVersions}
              onClick={() => setShowVersions(!showVersions)}
            >
              {t("assignments.roster.versions", { count: formatScore(work.versionCount) })}
            </Button>
          )}
        </div>
      </div>
      {showVersions && <VersionsList assignmentId={assignmentId} studentId={studentId} />}
      {submitted && hasRubric && (
        <p className="text-sm">
          {work.grade === null
            ? t("assignments.roster.notGraded")
            : t("assignments.roster.grade", { grade: formatScore(work.grade), points: formatScore(points) })}{" "}
          <Link
            to="/grade/$assignmentId"
            params={{ assignmentId }}
            search={{ student: studentId }}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {t("assignments.roster.gradeWithRubric", { name: studentName })}
          </Link>
        </p>
      )}
      {submitted && !hasRubric && (
        <GradeForm
          // A new grade (saved here, elsewhere, or restored) starts the form again from it.
          key={work.gradedAt ?? "ungraded"}
          assignmentId={assignmentId}
          studentId={studentId}
          studentName={studentName}
          points={points}
          grade={work.grade}
          feedback={work.feedback}
        />
      )}
      {work.grade !== null && (
        <GradeHistory assignmentId={assignmentId} studentId={studentId} studentName={studentName} />
      )}
      {extending ? (
        <DeadlineForm
          label={t("assignments.roster.extensionFor", { name: studentName })}
          initialDate={localIsoDate(new Date(row.deadlineAt + DAY_MS))}
          submitLabel={t("assignments.roster.grant")}
          onCancel={() => setExtending(false)}
          onSave={(value) =>
            runAction(
              () => grantExtension({ assignmentId, studentId, ...value }),
              translate("assignments.roster.granted", { name: studentName }),
              translate("assignments.roster.notGranted"),
            )
          }
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setExtending(true)}>
            {t("assignments.roster.extend")}
          </Button>
          {row.extendedDeadlineAt !== null && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void runAction(
                  () => revokeExtension({ assignmentId, studentId }),
                  translate("assignments.roster.removed", { name: studentName }),
                  translate("assignments.roster.notRemoved"),
                )
              }
            >
              {t("assignments.roster.remove")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
