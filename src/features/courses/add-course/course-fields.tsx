import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField, fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { courseFormSchema } from "@convex/shared/forms/course";
import { TEXT_LIMITS } from "@convex/shared/limits";

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormOutput = z.output<typeof courseFormSchema>;
export type CourseForm = UseFormReturn<CourseFormInput, unknown, CourseFormOutput>;

/** Order of the fields on the form, for focusing the first invalid one. */
export const FIELD_ORDER = ["name", "description", "durationHours", "instructorName", "category", "image"] as const;

const CATEGORY_SUGGESTIONS = [
  "Programming",
  "Web Development",
  "Mobile Development",
  "Data Science",
  "Machine Learning",
  "Design",
  "Business",
];

/**
 * The text fields of a course (Add New Course and the course's settings): name, description,
 * duration, category and instructor, checked by the shared `courseFormSchema`.
 */
export function CourseTextFields({ form, errors }: { form: CourseForm; errors: Record<string, string | undefined> }) {
  const descriptionLength = form.watch("description").trim().length;
  return (
    <>
      <FormField name="name" label="Course Name" error={errors.name}>
        <Input {...fieldAria("name", errors.name)} {...form.register("name")} autoComplete="off" />
      </FormField>
      <FormField
        name="description"
        label="Course Description"
        error={errors.description}
        hint={`What students will learn. ${descriptionLength} / ${TEXT_LIMITS.courseDescription} characters.`}
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
          label="Course Duration (hours)"
          error={errors.durationHours}
          hint={`Up to ${TEXT_LIMITS.durationHoursMax} hours; halves are fine, e.g. 1.5.`}
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
        <FormField name="category" label="Category" error={errors.category} hint="Pick a suggestion or type your own.">
          <Input
            {...fieldAria("category", errors.category, true)}
            list="course-category-suggestions"
            {...form.register("category")}
            autoComplete="off"
          />
          <datalist id="course-category-suggestions">
            {CATEGORY_SUGGESTIONS.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </FormField>
      </div>
      <FormField name="instructorName" label="Course Instructor" error={errors.instructorName}>
        <Input
          {...fieldAria("instructorName", errors.instructorName)}
          {...form.register("instructorName")}
          autoComplete="name"
        />
      </FormField>
    </>
  );
}
