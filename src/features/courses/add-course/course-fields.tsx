import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField, fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { courseFormSchema } from "@convex/shared/forms/course";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../manage/i18n";

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormOutput = z.output<typeof courseFormSchema>;
export type CourseForm = UseFormReturn<CourseFormInput, unknown, CourseFormOutput>;

/** Order of the fields on the form, for focusing the first invalid one. */
export const FIELD_ORDER = ["name", "description", "durationHours", "instructorName", "category", "image"] as const;

/** Suggested categories, in the teacher's language (what they pick is stored as it reads). */
const CATEGORY_SUGGESTIONS = [
  "coursesManage.courseFields.suggestion.programming",
  "coursesManage.courseFields.suggestion.webDevelopment",
  "coursesManage.courseFields.suggestion.mobileDevelopment",
  "coursesManage.courseFields.suggestion.dataScience",
  "coursesManage.courseFields.suggestion.machineLearning",
  "coursesManage.courseFields.suggestion.design",
  "coursesManage.courseFields.suggestion.business",
] as const;

/**
 * The text fields of a course (Add New Course and the course's settings): name, description,
 * duration, category and instructor, checked by the shared `courseFormSchema`.
 */
export function CourseTextFields({ form, errors }: { form: CourseForm; errors: Record<string, string | undefined> }) {
  const t = useT();
  const descriptionLength = form.watch("description").trim().length;
  return (
    <>
      <FormField name="name" label={t("coursesManage.courseFields.name")} error={errors.name}>
        <Input {...fieldAria("name", errors.name)} {...form.register("name")} autoComplete="off" />
      </FormField>
      <FormField
        name="description"
        label={t("coursesManage.courseFields.description")}
        error={errors.description}
        hint={t("coursesManage.courseFields.descriptionHint", {
          length: descriptionLength,
          max: TEXT_LIMITS.courseDescription,
        })}
      >
        <Textarea
          {...fieldAria("description", errors.description, true)}
          {...form.register("description")}
          rows={5}
          className="min-h-32"
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          name="durationHours"
          label={t("coursesManage.courseFields.duration")}
          error={errors.durationHours}
          hint={t("coursesManage.courseFields.durationHint", { max: TEXT_LIMITS.durationHoursMax })}
        >
          <Input
            {...fieldAria("durationHours", errors.durationHours, true)}
            type="number"
            inputMode="decimal"
            min={0.5}
            max={TEXT_LIMITS.durationHoursMax}
            step={0.5}
            {...form.register("durationHours")}
          />
        </FormField>
        <FormField
          name="category"
          label={t("coursesManage.courseFields.category")}
          error={errors.category}
          hint={t("coursesManage.courseFields.categoryHint")}
        >
          <Input
            {...fieldAria("category", errors.category, true)}
            list="course-category-suggestions"
            {...form.register("category")}
            autoComplete="off"
          />
          <datalist id="course-category-suggestions">
            {CATEGORY_SUGGESTIONS.map((category) => (
              <option key={category} value={t(category)} />
            ))}
          </datalist>
        </FormField>
      </div>
      <FormField name="instructorName" label={t("coursesManage.courseFields.instructor")} error={errors.instructorName}>
        <Input
          {...fieldAria("instructorName", errors.instructorName)}
          {...form.register("instructorName")}
          autoComplete="name"
        />
      </FormField>
    </>
  );
}
