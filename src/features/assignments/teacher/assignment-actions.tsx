import { useMutation } from "convex/react";
import { CalendarClockIcon, LockIcon, LockOpenIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import { runAction } from "@/lib/run-action";
import { useT } from "../i18n";
import type { StaffAssignment } from "./types";

type Props = {
  assignment: StaffAssignment;
  /** Deleting is offered only while nobody has submitted (the server refuses it otherwise). */
  canDelete: boolean;
  /** Some work is graded: points and rubric are locked (undefined while the counts load). */
  graded: boolean | undefined;
};

/** The edit and deadline forms are code for a click: each loads when its button is first pressed. */
const EditAssignmentForm = lazy(() =>
  import("./edit-assignment-form").then((m) => ({ default: m.EditAssignmentForm })),
);
const DeadlineForm = lazy(() => import("./deadline-form").then((m) => ({ default: m.DeadlineForm })));
function FormLoading() {
  const t = useT();
  return (
    <Skeleton className="h-24 w-full rounded-xl" role="status" aria-label={t("assignments.actions.loadingForm")} />
  );
}

/** Edit, change deadline, close/reopen and delete (with a confirmation) for one assignment. */
export function AssignmentActions({ assignment, canDelete, graded }: Props) {
  const t = useT();
  const { _id: assignmentId, title, deadlineDate, deadlineTime, closed } = assignment;
  const changeDeadline = useMutation(api.assignments.assignments.changeDeadline);
  const close = useMutation(api.assignments.assignments.close);
  const reopen = useMutation(api.assignments.assignments.reopen);
  const remove = useMutation(api.assignments.assignments.remove);
  const [mode, setMode] = useState<"idle" | "edit" | "deadline" | "confirmDelete">("idle");
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    const ok = await runAction(action, success, failure);
    setBusy(false);
    return ok;
  }

  if (mode === "edit") {
    return (
      <Suspense fallback={<FormLoading />}>
        <EditAssignmentForm assignment={assignment} graded={graded} onDone={() => setMode("idle")} />
      </Suspense>
    );
  }

  if (mode === "deadline") {
    return (
      <Suspense fallback={<FormLoading />}>
        <DeadlineForm
          label={t("assignments.actions.newDueDate", { title })}
          initialDate={deadlineDate}
          initialTime={deadlineTime}
          submitLabel={t("assignments.actions.saveDeadline")}
          onCancel={() => setMode("idle")}
          onSave={({ deadlineDate: date, deadlineTime: time, timeZone }) =>
            runAction(
              () => changeDeadline({ assignmentId, deadlineDate: date, deadlineTime: time ?? deadlineTime, timeZone }),
              t("assignments.actions.deadlineChanged"),
              t("assignments.actions.deadlineNotChanged"),
            )
          }
        />
      </Suspense>
    );
  }

  if (mode === "confirmDelete") {
    return (
      <div
        role="group"
        aria-label={t("assignments.actions.confirmDeletion")}
        className="flex flex-wrap items-center gap-2"
      >
        <p className="text-sm font-medium">{t("assignments.actions.deleteQuestion", { title })}</p>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            void run(
              () => remove({ assignmentId }),
              t("assignments.actions.deleted"),
              t("assignments.actions.notDeleted"),
            )
          }
        >
          {t("assignments.actions.yesDelete")}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setMode("idle")}>
          {t("assignments.actions.keepIt")}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => setMode("edit")}>
        <PencilIcon aria-hidden="true" />
        {t("assignments.actions.edit")}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setMode("deadline")}>
        <CalendarClockIcon aria-hidden="true" />
        {t("assignments.actions.changeDeadline")}
      </Button>
      {closed ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              () => reopen({ assignmentId }),
              t("assignments.actions.reopened"),
              t("assignments.actions.notReopened"),
            )
          }
        >
          <LockOpenIcon aria-hidden="true" />
          {t("assignments.actions.reopen")}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(() => close({ assignmentId }), t("assignments.actions.closed"), t("assignments.actions.notClosed"))
          }
        >
          <LockIcon aria-hidden="true" />
          {t("assignments.actions.close")}
        </Button>
      )}
      {canDelete && (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setMode("confirmDelete")}>
          <Trash2Icon aria-hidden="true" />
          {t("assignments.actions.delete")}
        </Button>
      )}
    </div>
  );
}
