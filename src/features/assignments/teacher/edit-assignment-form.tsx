import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { z } from "zod";
import { FormField, fieldAria, fieldMessages, focusFirstInvalid } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, wordMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { POINTS_LOCKED } from "@convex/shared/assignmentRules";
import { assignmentEditFormSchema } from "@convex/shared/forms/assignment";
import { t as translate, useT } from "../i18n";
import { InstructionsField } from "./instructions-field";
import { PointsField } from "./points-field";
import { RubricPicker } from "./rubric-picker";
import type { StaffAssignment } from "./types";

const editSchema = assignmentEditFormSchema.extend({ rubricId: z.string() });
type EditInput = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;
const EDIT_FIELD_ORDER = ["title", "points", "instructions"] as const;

/**
 * Edit an assignment in place: title, instructions, points and rubric (`assignments.edit`). Once
 * work is graded, points and rubric are locked (the server refuses too, with the same message).
 * A refusal keeps every field and shows the server's reason.
 */
export function EditAssignmentForm({
  assignment,
  graded,
  onDone,
}: {
  assignment: StaffAssignment;
  graded: boolean | undefined;
  onDone: () => void;
}) {
  const t = useT();
  const edit = useMutation(api.assignments.assignments.edit);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      title: assignment.title,
      instructions: assignment.instructions,
      points: assignment.points,
      rubricId: assignment.rubric?._id ?? "",
    },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const saving = form.formState.isSubmitting;
  const rubricId = form.watch("rubricId");
  const instructions = form.watch("instructions");
  const locked = graded === true ? wordMessage(POINTS_LOCKED) : undefined;
  const ids = `edit-${assignment._id}`;

  async function handleValid({ rubricId: rubric, ...fields }: EditOutput) {
    setRefusal(null);
    try {
      await edit({
        assignmentId: assignment._id,
        ...fields,
        rubricId: rubric === "" ? null : (rubric as Id<"rubrics">),
      });
      toast.success(translate("assignments.edit.saved"));
      onDone();
    } catch (error) {
      const reason = errorMessage(error, translate("assignments.common.tryAgain"));
      setRefusal(reason);
      toast.error(translate("assignments.edit.notSaved"), { description: reason });
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t("assignments.edit.label", { title: assignment.title })}
      aria-busy={saving}
      className="bg-muted/40 grid gap-4 rounded-xl border p-4"
      onSubmit={(event) =>
        void form.handleSubmit(handleValid, (found) => {
          // The fields' ids carry the assignment's id (several cards can be edited at once).
          const messages = Object.entries(fieldMessages(found)).map(([name, message]) => [`${ids}-${name}`, message]);
          const order = EDIT_FIELD_ORDER.map((name) => `${ids}-${name}`);
          focusFirstInvalid(formRef.current, order, Object.fromEntries(messages));
        })(event)
      }
    >
      <FormField name={`${ids}-title`} label={t("assignments.form.title")} error={errors.title}>
        <Input
          {...fieldAria(`${ids}-title`, errors.title)}
          {...form.register("title")}
          autoComplete="off"
          disabled={saving}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <RubricPicker
          name={`${ids}-rubricId`}
          courseId={assignment.courseId}
          value={rubricId}
          disabled={saving || locked !== undefined}
          hint={locked}
          onChange={(rubric) => {
            form.setValue("rubricId", rubric?._id ?? "");
            if (rubric !== null) form.setValue("points", rubric.maxPoints, { shouldValidate: true });
          }}
        />
        <PointsField
          name={`${ids}-points`}
          error={errors.points}
          fromRubric={rubricId !== ""}
          locked={locked}
          disabled={saving}
          field={form.register("points", { valueAsNumber: true })}
        />
      </div>
      <InstructionsField
        name={`${ids}-instructions`}
        value={instructions}
        error={errors.instructions}
        disabled={saving}
        field={form.register("instructions")}
      />
      {refusal && (
        <p role="alert" className="text-destructive text-sm font-medium">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={saving}>
          {t("assignments.common.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving && <Spinner aria-hidden="true" />}
          {t("assignments.edit.save")}
        </Button>
      </div>
    </form>
  );
}
