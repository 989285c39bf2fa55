import { useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { AssignmentDates, shiftedRows, todayIso, type DateRow } from "./assignment-dates";

/**
 * "Copy to a new term" (ADR 0069): the new name, a new start date that moves every assignment's
 * dates by the same number of days (each row can still be edited), what the copy carries, and the
 * copy itself; the teacher lands on the new course.
 */
export function CopyCoursePanel({ courseId, onDone }: { courseId: Id<"courses">; onDone: () => void }) {
  const preview = useQuery(api.courses.courseCopy.preview, { courseId });
  if (preview === undefined) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
        <Spinner aria-hidden="true" /> Loading what the copy carries…
      </p>
    );
  }
  return <CopyForm preview={preview} courseId={courseId} onDone={onDone} />;
}

type Preview = NonNullable<ReturnType<typeof useQuery<typeof api.courses.courseCopy.preview>>>;

function CopyForm({ preview, courseId, onDone }: { preview: Preview; courseId: Id<"courses">; onDone: () => void }) {
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
      toast.success(`Copied as ${name.trim()}`);
      onDone();
      await navigate({ to: "/dashboard/$courseId/$courseName", params: { courseId: newId, courseName: name.trim() } });
    } catch (caught) {
      setError(errorMessage(caught, "Could not copy the course. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const counts = [
    `${preview.lessons} ${preview.lessons === 1 ? "lesson" : "lessons"}`,
    `${preview.videos} ${preview.videos === 1 ? "video" : "videos"}`,
    `${preview.assignments.length} ${preview.assignments.length === 1 ? "assignment" : "assignments"}`,
    `${preview.rubrics} ${preview.rubrics === 1 ? "rubric" : "rubrics"}`,
    `${preview.quizQuestions} quiz ${preview.quizQuestions === 1 ? "question" : "questions"}`,
  ];

  return (
    <form
      aria-label="Copy to a new term"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
      className="bg-card grid gap-5 rounded-2xl border p-5 shadow-xs sm:p-8"
    >
      <div>
        <h3 className="text-lg font-semibold">Copy to a new term</h3>
        <p className="text-muted-foreground mt-1 text-sm">
          The copy gets {counts.join(", ")}. No students, grades, hand-ins, join codes or discussion. Files are shared
          with this course, not duplicated.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>New course name</Label>
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
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner aria-hidden="true" />}
          Copy course
        </Button>
      </div>
    </form>
  );
}
