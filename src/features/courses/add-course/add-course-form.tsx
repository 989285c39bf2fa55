import { useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import { FormField, fieldAria, fieldIds } from "@/components/form-field";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { uploadFile } from "@/lib/upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { CourseImageField } from "./course-image-field";
import {
  COURSE_FIELD_ORDER,
  COURSE_LIMITS,
  courseImageError,
  validateCourseForm,
  type CourseFormErrors,
  type CourseFormValues,
} from "./validation";

const CATEGORY_SUGGESTIONS = [
  "Programming",
  "Web Development",
  "Mobile Development",
  "Data Science",
  "Machine Learning",
  "Design",
  "Business",
];

export function AddCourseForm({ instructorName }: { instructorName: string }) {
  const initial: CourseFormValues = { name: "", description: "", durationHours: "", instructorName, category: "" };
  const createCourse = useMutation(api.courses.create);
  const navigate = useNavigate();
  const [values, setValues] = useState<CourseFormValues>(initial);
  const [image, setImage] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploadFraction, setUploadFraction] = useState<number | null>(null);
  // A retry after a failed save reuses the image already uploaded for the same file.
  const uploaded = useRef<{ file: File; id: Id<"files"> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The image is checked as soon as it is picked; the other fields after the first attempt,
  // and then their messages follow the input as it is corrected.
  const imageError = courseImageError(image);
  const errors: CourseFormErrors = submitted
    ? validateCourseForm(values, image)
    : imageError !== undefined
      ? { image: imageError }
      : {};

  function update(field: keyof CourseFormValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  }

  async function imageFileId(): Promise<Id<"files"> | undefined> {
    if (image === null) return undefined;
    if (uploaded.current?.file === image) return uploaded.current.id;
    setUploadFraction(0);
    try {
      const id = await uploadFile(image, "courseImage", { onProgress: setUploadFraction });
      uploaded.current = { file: image, id };
      return id;
    } finally {
      setUploadFraction(null);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = validateCourseForm(values, image);
    const firstInvalid = COURSE_FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#${fieldIds(firstInvalid).input}`)?.focus();
      return;
    }

    setSaving(true);
    try {
      const fileId = await imageFileId();
      await createCourse({
        name: values.name.trim(),
        description: values.description.trim(),
        durationHours: Number(values.durationHours),
        instructorName: values.instructorName.trim(),
        category: values.category.trim(),
        ...(fileId !== undefined ? { imageFileId: fileId } : {}),
      });
      toast.success("Course added successfully!");
      setValues(initial);
      setImage(null);
      setSubmitted(false);
      uploaded.current = null;
      setSaving(false);
      await navigate({ to: "/dashboard/viewcourse" });
    } catch (error) {
      toast.error("Failed to add course", { description: errorMessage(error, "Please try again.") });
      setSaving(false);
    }
  }

  const descriptionLength = values.description.trim().length;
  const uploadPercent = uploadFraction === null ? null : Math.round(uploadFraction * 100);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="bg-card grid gap-6 rounded-2xl border p-5 shadow-xs sm:p-8"
      aria-busy={saving}
    >
      {saving && (
        <FullScreenSpinner
          label={uploadPercent === null ? "Saving the course" : `Uploading the image (${uploadPercent}%)`}
          progress={uploadPercent}
          progressLabel="Image upload"
        />
      )}
      <FormField name="name" label="Course Name" error={errors.name}>
        <Input {...fieldAria("name", errors.name)} value={values.name} onChange={update("name")} autoComplete="off" />
      </FormField>
      <FormField
        name="description"
        label="Course Description"
        error={errors.description}
        hint={`What students will learn. ${descriptionLength} / ${COURSE_LIMITS.description} characters.`}
      >
        <Textarea
          {...fieldAria("description", errors.description, true)}
          value={values.description}
          onChange={update("description")}
          rows={5}
          className="min-h-32"
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          name="durationHours"
          label="Course Duration (hours)"
          error={errors.durationHours}
          hint={`Up to ${COURSE_LIMITS.durationHoursMax} hours; halves are fine, e.g. 1.5.`}
        >
          <Input
            {...fieldAria("durationHours", errors.durationHours, true)}
            type="number"
            inputMode="decimal"
            min={0.5}
            max={COURSE_LIMITS.durationHoursMax}
            step={0.5}
            value={values.durationHours}
            onChange={update("durationHours")}
          />
        </FormField>
        <FormField name="category" label="Category" error={errors.category} hint="Pick a suggestion or type your own.">
          <Input
            {...fieldAria("category", errors.category, true)}
            list="course-category-suggestions"
            value={values.category}
            onChange={update("category")}
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
          value={values.instructorName}
          onChange={update("instructorName")}
          autoComplete="name"
        />
      </FormField>
      <CourseImageField image={image} error={errors.image} disabled={saving} onChange={setImage} />
      <Button type="submit" size="lg" className="w-full sm:w-fit sm:justify-self-end" disabled={saving}>
        {saving && <Spinner aria-hidden="true" />}
        Add Course
      </Button>
    </form>
  );
}
