import { useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatList } from "@/lib/i18n/format";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../manage/i18n";
import { AssignmentDates, shiftedRows, todayIso, type DateRow } from "./assignment-dates";

/**
 * "Copy to a new term" (ADR 0069): the new name, a new start date that moves every assignment's
 * dates by the same number of days (each row can still be edited), what the copy carries, and the
 * copy itself; the teacher lands on the new course.
 */
export function CopyCoursePanel({ courseId, onDone }: { courseId: Id<"courses">; onDone: () => void }) {
  const t = useT();
  const preview = useQuery(api.courses.courseCopy.preview, { courseId });
  if (preview === undefined) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
        <Spinner aria-hidden="true" /> {t("coursesManage.copy.loading")}
      </p>
    );
  }
  return <CopyForm preview={preview} courseId={courseId} onDone={onDone} />;
}

type Preview = NonNullable<ReturnType<typeof useQuery<typeof api.courses.courseCopy.preview>>>;

function CopyForm({ preview, courseId, onDone }: { preview: Preview; courseId: Id<"courses">; onDone: () => void }) {
  const t = useT();
  const copy = useMutation(api.courses.courseCopy.copy);
  const navigate = useNavigate();
  const id = useId();
  const [name, setName] = useState(preview.suggestedName);
  const dated = preview.assignments.map((a) => ({ ...a, key: a._id }));
  const [rows, setRows] = useState<DateRow[]>(() => shiftedRows(dated, todayIso()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const dates = rows.map(({ key, assignedDate, deadlineDate }) => ({
        assignmentId: key as Id<"assignments">,
        assignedDate,
        deadlineDate,
      }));
      const newId = await copy({ courseId, name, dates });
      toast.success(t("coursesManage.copy.copied", { name: name.trim() }));
      onDone();
      await navigate({ to: "/dashboard/$courseId/$courseName", params: { courseId: newId, courseName: name.trim() } });
    } catch (caught) {
      setError(errorMessage(caught, t("coursesManage.copy.failed")));
    } finally {
      setBusy(false);
    }
  }

  // "3 lessons, 2 videos, …": a plain list (no "and"), as each language writes one.
  const counts = formatList(
    [
      t("coursesManage.copy.lessons", { count: preview.lessons }),
      t("coursesManage.copy.videos", { count: preview.videos }),
      t("coursesManage.copy.assignments", { count: preview.assignments.length }),
      t("coursesManage.copy.rubrics", { count: preview.rubrics }),
      t("coursesManage.copy.quizQuestions", { count: preview.quizQuestions }),
    ],
    { type: "unit", style: "short" },
  );

  return (
    <form
      aria-label={t("coursesManage.copy.title")}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
      className="bg-card grid gap-5 rounded-2xl border p-5 shadow-xs sm:p-8"
    >
      <div>
        <h3 className="text-lg font-semibold">{t("coursesManage.copy.title")}</h3>
        <p className="text-muted-foreground mt-1 text-sm">{t("coursesManage.copy.carries", { counts })}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t("coursesManage.copy.newName")}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TEXT_LIMITS.courseName + 10}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <AssignmentDates assignments={dated} rows={rows} onChange={setRows} />
      {error !== null && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" disabled={busy} onClick={onDone}>
          {t("coursesManage.common.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner aria-hidden="true" />}
          {t("coursesManage.copy.submit")}
        </Button>
      </div>
    </form>
  );
}
