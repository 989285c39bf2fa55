import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { CheckIcon, XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { ReasonDialog } from "@/components/reason-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/date-time";
import { formatNumber } from "@/lib/i18n/format";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { checkRemovalReason, REMOVAL_REASON } from "@convex/shared/classRosterRules";
import { useT } from "../manage/i18n";
import { percentText, STATUS_LABELS, type StudentWork } from "./roster-format";

/**
 * One student's work in the course, in a panel over the roster: lessons done, finished quiz
 * attempts, each assignment's status and grade with a link to the grader, and Remove from course.
 */
export function StudentDrawer({
  courseId,
  userId,
  onClose,
}: {
  courseId: Id<"courses">;
  userId: Id<"users"> | null;
  onClose: () => void;
}) {
  const t = useT();
  const work = useQuery(api.courses.roster.student, userId === null ? "skip" : { courseId, userId });
  return (
    <Dialog.Root open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-background fixed inset-y-0 end-0 z-50 flex w-full max-w-lg flex-col gap-4 overflow-y-auto border-s p-6 shadow-lg">
          <div className="flex items-start justify-between gap-2">
            <div>
              <Dialog.Title className="text-xl font-semibold">
                {work === undefined
                  ? t("coursesManage.student.loading")
                  : work === null
                    ? t("coursesManage.student.notInCourse")
                    : work.student.name}
              </Dialog.Title>
              <Dialog.Description className="text-muted-foreground text-sm break-all">
                {work?.student.email ?? (work === null ? t("coursesManage.student.noLongerStudent") : "")}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("coursesManage.common.close")}>
                <XIcon aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {work === undefined ? (
            <p role="status" className="text-muted-foreground flex items-center gap-2">
              <Spinner aria-hidden="true" /> {t("coursesManage.student.loadingWork")}
            </p>
          ) : work === null ? null : (
            <StudentWorkView work={work} courseId={courseId} onRemoved={onClose} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StudentWorkView({
  work,
  courseId,
  onRemoved,
}: {
  work: StudentWork;
  courseId: Id<"courses">;
  onRemoved: () => void;
}) {
  const t = useT();
  const { student } = work;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Figure
          label={t("coursesManage.roster.lessonsDone")}
          value={t("coursesManage.student.lessonsDoneValue", {
            done: student.lessonsDone,
            total: student.totalLessons,
            percent: percentText(student.percent),
          })}
        />
        <Figure label={t("coursesManage.roster.quizBest")} value={percentText(student.quizBest)} />
        <Figure label={t("coursesManage.student.gradeAverage")} value={percentText(student.gradeAverage)} />
        <Figure
          label={t("coursesManage.student.lateMissing")}
          value={`${formatNumber(student.lateCount)} / ${formatNumber(student.missingCount)}`}
        />
      </dl>

      <section aria-labelledby="student-lessons">
        <h3 id="student-lessons" className="mb-2 font-semibold">
          {t("coursesManage.common.lessons")}
        </h3>
        {work.lessons.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("coursesManage.student.noLessons")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {work.lessons.map((lesson) => (
              <li key={lesson._id} className="flex items-center gap-2">
                {lesson.done ? (
                  <CheckIcon className="text-primary size-4" aria-hidden="true" />
                ) : (
                  <span className="size-4" aria-hidden="true" />
                )}
                <span>{lesson.title}</span>
                <span className="sr-only">
                  {lesson.done ? t("coursesManage.student.lessonDone") : t("coursesManage.student.lessonNotDone")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="student-quiz">
        <h3 id="student-quiz" className="mb-2 font-semibold">
          {t("coursesManage.student.quizAttempts")}
        </h3>
        {work.quizAttempts.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("coursesManage.student.noAttempt")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {work.quizAttempts.map((attempt) => (
              <li key={attempt._id}>
                {attempt.score} / {attempt.total}{" "}
                <span className="text-muted-foreground">· {formatDateTime(attempt.finishedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="student-assignments">
        <h3 id="student-assignments" className="mb-2 font-semibold">
          {t("coursesManage.common.assignments")}
        </h3>
        {work.assignments.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("coursesManage.student.noAssignments")}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {work.assignments.map((assignment) => (
              <li key={assignment._id} className="rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{assignment.title}</span>
                  <Badge variant={assignment.status === "missing" ? "destructive" : "secondary"}>
                    {assignment.late && assignment.status === "graded"
                      ? t("coursesManage.roster.status.gradedLate")
                      : t(STATUS_LABELS[assignment.status])}
                  </Badge>
                </div>
                <p className="text-muted-foreground mt-1">
                  {assignment.grade === null
                    ? t("coursesManage.student.due", { date: formatDateTime(assignment.deadlineAt) })
                    : t("coursesManage.student.dueGraded", {
                        date: formatDateTime(assignment.deadlineAt),
                        grade: formatNumber(assignment.grade),
                        points: formatNumber(assignment.points),
                      })}
                </p>
                {assignment.handedIn && (
                  <Link
                    to="/grade/$assignmentId"
                    params={{ assignmentId: assignment._id }}
                    search={{ student: student.userId }}
                    className="text-primary mt-1 inline-block underline-offset-4 hover:underline"
                    aria-label={t("coursesManage.student.openInGraderOf", { title: assignment.title })}
                  >
                    {t("coursesManage.student.openInGrader")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <RemoveStudent courseId={courseId} userId={student.userId} name={student.name} onRemoved={onRemoved} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** Remove from course: a confirm dialog with the reason (required, kept in the log). */
function RemoveStudent({
  courseId,
  userId,
  name,
  onRemoved,
}: {
  courseId: Id<"courses">;
  userId: Id<"users">;
  name: string;
  onRemoved: () => void;
}) {
  const t = useT();
  const remove = useMutation(api.courses.roster.remove);
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" className="text-destructive justify-self-start">
          {t("coursesManage.student.remove")}
        </Button>
      }
      title={t("coursesManage.student.removeTitle", { name })}
      description={t("coursesManage.student.removeDescription")}
      action={t("coursesManage.student.removeAction")}
      maxLength={REMOVAL_REASON.max}
      check={checkRemovalReason}
      onConfirm={async (reason) => {
        const done = await runAction(
          () => remove({ courseId, userId, reason }),
          t("coursesManage.student.removed", { name }),
          t("coursesManage.student.removeFailed", { name }),
        );
        if (done) onRemoved();
        return done;
      }}
    />
  );
}
