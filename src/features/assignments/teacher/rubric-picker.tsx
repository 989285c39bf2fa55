import { useQuery } from "convex/react";
import { PencilIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";
import type { CourseRubric, SavedRubric } from "./rubric-editor";

/** The editor (a dialog) is code for a click: it loads when first opened, and stays mounted after. */
const RubricEditor = lazy(() => import("./rubric-editor").then((m) => ({ default: m.RubricEditor })));

/**
 * "Rubric": No rubric or one of the course's rubrics (live); "New rubric…" opens the editor for a
 * new one (chosen once saved), "Edit rubric" opens the chosen one. Buttons, not options of the
 * select: moving through a select with the arrow keys changes it, and that must not open a
 * dialog (WCAG 3.2.2). `value` is the rubric's id, "" for none. `onChange` gets the rubric (or
 * null) so the form can fill in its points.
 */
export function RubricPicker({
  name,
  courseId,
  value,
  onChange,
  disabled,
  hint,
  error,
}: {
  name: string;
  courseId: Id<"courses">;
  value: string;
  onChange: (rubric: SavedRubric | null) => void;
  disabled: boolean;
  hint?: string;
  error?: string;
}) {
  const t = useT();
  const rubrics = useQuery(api.assignments.rubrics.list, { courseId });
  const [editing, setEditing] = useState<CourseRubric | null | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  if (editing !== undefined && !opened) setOpened(true);
  const chosen = rubrics?.find((rubric) => rubric._id === value) ?? null;

  return (
    <FormField
      name={name}
      label={t("assignments.card.rubricTerm")}
      error={error}
      hint={hint ?? t("assignments.picker.hint")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          {...fieldAria(name, error, true)}
          className="min-w-56"
          value={value}
          disabled={disabled || rubrics === undefined}
          aria-busy={rubrics === undefined}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next === "" ? null : (rubrics?.find((rubric) => rubric._id === next) ?? null));
          }}
        >
          <NativeSelectOption value="">{t("assignments.picker.none")}</NativeSelectOption>
          {rubrics?.map((rubric) => (
            <NativeSelectOption key={rubric._id} value={rubric._id}>
              {t("assignments.picker.option", { title: rubric.title, count: rubric.maxPoints })}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setEditing(null)}>
          <PlusIcon aria-hidden="true" />
          {t("assignments.picker.new")}
        </Button>
        {chosen !== null && (
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setEditing(chosen)}>
            <PencilIcon aria-hidden="true" />
            {t("assignments.picker.edit")}
          </Button>
        )}
      </div>
      {opened && (
        <Suspense fallback={null}>
          <RubricEditor
            courseId={courseId}
            rubric={editing ?? null}
            open={editing !== undefined}
            onOpenChange={(open) => {
              if (!open) setEditing(undefined);
            }}
            onSaved={onChange}
          />
        </Suspense>
      )}
    </FormField>
  );
}
