import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { ASSIGNMENT_LIMITS } from "@convex/shared/assignmentRules";
import { useT } from "../i18n";
import { formatScore } from "../shared/format";

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
  const t = useT();
  const hint =
    locked ??
    (fromRubric
      ? t("assignments.points.fromRubric")
      : t("assignments.points.range", { min: formatScore(1), max: formatScore(ASSIGNMENT_LIMITS.pointsMax) }));
  return (
    <FormField name={name} label={t("assignments.points.label")} error={error} hint={hint}>
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
