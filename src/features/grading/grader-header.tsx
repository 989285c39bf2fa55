import { useMutation } from "convex/react";
import { ArrowLeftIcon, DownloadIcon, LockIcon, SendIcon } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { ConfirmButton } from "@/components/confirm-button";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { downloadAllSubmissions, type ZipProgress } from "@/lib/download-zip";
import { errorMessage } from "@/lib/errors";
import { runAction } from "@/lib/run-action";
import { formatDateTime } from "@/lib/date-time";
import { KeyboardHelp } from "./keyboard-help";
import type { GraderAssignment } from "./types";
import { t as translate, useT } from "./i18n";

/**
 * The grader's header: the assignment (title, course, points, due time, rubric), whether its grades
 * are held with "Release grades" (a confirm dialog says how many graded students will be told), and
 * "Download all (ZIP)" with its progress.
 */
export function GraderHeader({
  assignment,
  gradedCount,
  handedInCount,
}: {
  assignment: GraderAssignment;
  gradedCount: number;
  handedInCount: number;
}) {
  const t = useT();
  return (
    <header className="mb-6 grid gap-3">
      <div>
        <Link
          to="/assignmentpage"
          search={{ course: assignment.courseId }}
          className="text-primary inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t("grading.header.back", { course: assignment.courseName })}
        </Link>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{assignment.title}</h1>
          <p className="text-muted-foreground mt-1 text-sm">
            {assignment.rubric === null
              ? t("grading.header.points", {
                  points: assignment.points,
                  due: formatDateTime(assignment.deadlineAt),
                })
              : t("grading.header.pointsWithRubric", {
                  points: assignment.points,
                  due: formatDateTime(assignment.deadlineAt),
                  rubric: assignment.rubric.title,
                })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <HeldControl assignment={assignment} gradedCount={gradedCount} />
          <ZipButton assignmentId={assignment._id} handedInCount={handedInCount} />
          <KeyboardHelp />
        </div>
      </div>
    </header>
  );
}

function HeldControl({ assignment, gradedCount }: { assignment: GraderAssignment; gradedCount: number }) {
  const t = useT();
  const hold = useMutation(api.assignments.assignments.holdGrades);
  const release = useMutation(api.assignments.assignments.releaseGrades);
  const [busy, setBusy] = useState(false);
  const args = { assignmentId: assignment._id };

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await runAction(action, success, failure);
    } finally {
      setBusy(false);
    }
  }

  if (!assignment.gradesHeld) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() =>
          void run(() => hold(args), translate("grading.header.heldSuccess"), translate("grading.header.heldFailure"))
        }
      >
        <LockIcon aria-hidden="true" />
        {t("grading.header.hold")}
      </Button>
    );
  }
  return (
    <>
      <Badge variant="secondary" className="gap-1">
        <LockIcon aria-hidden="true" />
        {t("grading.header.held")}
      </Badge>
      <ConfirmButton
        trigger={
          <Button size="sm" disabled={busy}>
            <SendIcon aria-hidden="true" />
            {t("grading.header.release")}
          </Button>
        }
        title={t("grading.header.releaseTitle")}
        description={
          gradedCount === 0
            ? t("grading.header.releaseNoneGraded")
            : t("grading.header.releaseDescription", { count: gradedCount })
        }
        action={t("grading.header.releaseAction", { count: gradedCount })}
        onConfirm={() =>
          void run(
            () => release(args),
            translate("grading.header.releaseSuccess", { count: gradedCount }),
            translate("grading.header.releaseFailure"),
          )
        }
      />
    </>
  );
}

function ZipButton({ assignmentId, handedInCount }: { assignmentId: Id<"assignments">; handedInCount: number }) {
  const t = useT();
  const [progress, setProgress] = useState<ZipProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function download() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: handedInCount, current: null });
    try {
      await downloadAllSubmissions(assignmentId, {
        onProgress: setProgress,
        signal: controller.signal,
      });
    } catch (error) {
      if (!controller.signal.aborted) {
        toast.error(translate("grading.header.zipFailed"), {
          description: errorMessage(error, translate("grading.header.tryAgain")),
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  if (progress !== null) {
    const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
    return (
      <div className="flex items-center gap-2" role="status">
        <Spinner aria-hidden="true" />
        <span className="text-sm">
          {t("grading.header.zipProgress", { done: progress.done, total: progress.total })}
        </span>
        <Progress value={percent} className="w-24" aria-label={t("grading.header.zipProgressLabel")} />
        <Button size="sm" variant="ghost" onClick={() => abort.current?.abort()}>
          {t("grading.header.cancel")}
        </Button>
      </div>
    );
  }
  return (
    <Button size="sm" variant="outline" disabled={handedInCount === 0} onClick={() => void download()}>
      <DownloadIcon aria-hidden="true" />
      {t("grading.header.downloadAll")}
    </Button>
  );
}
