import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useForm } from "react-hook-form";
import { FormField, fieldAria, fieldMessages } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS } from "@convex/shared/assignmentRules";
import { gradeFormSchemaFor, type GradeForm as GradeOutput } from "@convex/shared/forms/assignment";
import { runAction } from "@/lib/run-action";
import { useT } from "../i18n";
import { formatScore } from "../shared/format";

type GradeInput = { grade: number; feedback: string };

/** "Grade (0–<points>)" and "Feedback" for one student's submitted work; "Save grade" → submissions.grade. */
export function GradeForm({
  assignmentId,
  studentId,
  studentName,
  points,
  grade,
  feedback,
}: {
  assignmentId: Id<"assignments">;
  studentId: Id<"users">;
  studentName: string;
  /** The assignment's points: the highest grade. */
  points: number;
  grade: number | null;
  feedback: string | null;
}) {
  const t = useT();
  const saveGrade = useMutation(api.assignments.submissions.grade);
  const form = useForm<GradeInput, unknown, GradeOutput>({
    resolver: zodResolver(gradeFormSchemaFor(points)),
    defaultValues: grade === null ? { feedback: feedback ?? "" } : { grade, feedback: feedback ?? "" },
  });
  const errors = fieldMessages(form.formState.errors);
  const names = { grade: `grade-${assignmentId}-${studentId}`, feedback: `feedback-${assignmentId}-${studentId}` };
  const saving = form.formState.isSubmitting;

  return (
    <form
      noValidate
      aria-label={t("assignments.gradeForm.label", { name: studentName })}
      className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start"
      onSubmit={(event) =>
        void form.handleSubmit(async (value) => {
          await runAction(
            () => saveGrade({ assignmentId, studentId, grade: value.grade, feedback: value.feedback }),
            t("assignments.gradeForm.saved", { name: studentName }),
            t("assignments.gradeForm.notSaved"),
          );
        })(event)
      }
    >
      <FormField
        name={names.grade}
        label={t("assignments.gradeForm.grade", { min: formatScore(0), max: formatScore(points) })}
        error={errors.grade}
      >
        <Input
          {...fieldAria(names.grade, errors.grade)}
          type="number"
          inputMode="decimal"
          min={ASSIGNMENT_LIMITS.gradeMin}
          max={points}
          step={0.1}
          {...form.register("grade", { valueAsNumber: true })}
        />
      </FormField>
      <FormField name={names.feedback} label={t("assignments.gradeForm.feedback")} error={errors.feedback}>
        <Textarea
          {...fieldAria(names.feedback, errors.feedback)}
          rows={2}
          maxLength={ASSIGNMENT_LIMITS.feedback}
          {...form.register("feedback")}
        />
      </FormField>
      <Button type="submit" size="sm" className="sm:mt-6" disabled={saving}>
        {saving && <Spinner aria-hidden="true" />}
        {t("assignments.gradeForm.save")}
      </Button>
    </form>
  );
}
