import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { deadlineChangeFormSchema, deadlineFormSchema } from "@convex/shared/forms/assignment";
import { wordMessage } from "@/lib/errors";
import { useT } from "../i18n";
import { viewerTimeZone } from "../shared/time";

type DeadlineForm = { deadlineDate: string; deadlineTime?: string; timeZone: string };

/**
 * A date input and a save button, for a new deadline: one student's extension (the end of the
 * chosen day in the viewer's zone), or, with `initialTime`, the assignment's (a day and a time of
 * day, the end of that minute). `onSave` resolves to whether it worked.
 */
export function DeadlineForm({
  label,
  initialDate,
  initialTime,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initialDate: string;
  /** The assignment's due time ("HH:MM"): the form asks for a time too. */
  initialTime?: string;
  submitLabel: string;
  onSave: (value: DeadlineForm) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const form = useForm<DeadlineForm>({
    resolver: zodResolver(initialTime === undefined ? deadlineFormSchema : deadlineChangeFormSchema),
    defaultValues: { deadlineDate: initialDate, deadlineTime: initialTime, timeZone: viewerTimeZone() },
  });
  const { errors } = form.formState;
  const message = errors.deadlineDate?.message ?? errors.deadlineTime?.message ?? errors.timeZone?.message;
  const error = message === undefined ? undefined : wordMessage(message);
  const saving = form.formState.isSubmitting;

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) =>
        void form.handleSubmit(async (value) => {
          if (await onSave(value)) onCancel();
        })(event)
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-date`}>{label}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          className="w-44"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register("deadlineDate")}
        />
      </div>
      {initialTime !== undefined && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-time`}>{t("assignments.form.dueTime")}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            className="w-32"
            aria-invalid={errors.deadlineTime ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register("deadlineTime")}
          />
        </div>
      )}
      <Button type="submit" size="sm" disabled={saving}>
        {saving && <Spinner aria-hidden="true" />}
        {submitLabel}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
        {t("assignments.common.cancel")}
      </Button>
      {error && (
        <p id={`${id}-error`} className="text-destructive w-full text-sm font-medium">
          {error}
        </p>
      )}
    </form>
  );
}
