import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { ASSIGNMENT_LIMITS } from "@convex/shared/assignmentRules";

/**
 * "Points": what the assignment is worth (its maximum grade), 1–1000. With a rubric attached it is
 * the rubric's total, filled in by the form and read-only. `locked`: why it cannot change (graded work).
 */
export function PointsField({
  name,
  error,
  fromRubric,
  disabled,
  locked,
  field,
}: {
  name: string;
  error: string | undefined;
  fromRubric: boolean;
  disabled: boolean;
  locked?: string;
  field: UseFormRegisterReturn;
}) {
  const hint = locked ?? (fromRubric ? "The rubric’s total." : `Whole points, 1–${ASSIGNMENT_LIMITS.pointsMax}.`);
  return (
    <FormField name={name} label="Points" error={error} hint={hint}>
      <Input
        {...fieldAria(name, error, true)}
        type="number"
        inputMode="numeric"
        min={1}
        max={ASSIGNMENT_LIMITS.pointsMax}
        step={1}
        readOnly={fromRubric || locked !== undefined}
        disabled={disabled}
        {...field}
      />
    </FormField>
  );
}
