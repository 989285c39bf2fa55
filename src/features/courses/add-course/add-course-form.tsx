import { useNavigate } from "@tanstack/react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { courseFormSchema } from "@convex/shared/forms/course";
import { useT } from "../manage/i18n";
import { CourseImageField } from "./course-image-field";
import { CourseTextFields, FIELD_ORDER, type CourseFormInput, type CourseFormOutput } from "./course-fields";
import { useCourseImageUpload } from "./use-course-image-upload";

export function AddCourseForm({ instructorName }: { instructorName: string }) {
  const initial: CourseFormInput = {
    name: "",
    description: "",
    durationHours: "",
    instructorName,
    category: "",
    image: null,
  };
  const t = useT();
  const createCourse = useMutation(api.courses.courses.create);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  // A retry after a failed save reuses the image already uploaded for the same file.
  const { imageFileId, uploadFraction, forget } = useCourseImageUpload();
  const formRef = useRef<HTMLFormElement>(null);
  // The image is checked as soon as it is picked; the other fields after the first attempt,
  // and then their messages follow the input as it is corrected.
  const form = useForm<CourseFormInput, unknown, CourseFormOutput>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: initial,
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function handleValid({ image, ...course }: CourseFormOutput) {
    if (saving) return;
    setSaving(true);
    try {
      const fileId = await imageFileId(image);
      const courseId = await createCourse({ ...course, ...(fileId !== undefined ? { imageFileId: fileId } : {}) });
      toast.success(t("coursesManage.addCourse.added"));
      form.reset(initial);
      forget();
      setSaving(false);
      // The new course's own page, where its lessons and videos are managed (ADR 0022; SPEC went
      // back to the catalogue, where nothing shows the teacher their course).
      await navigate({ to: "/dashboard/$courseId/$courseName", params: { courseId, courseName: course.name } });
    } catch (error) {
      toast.error(t("coursesManage.addCourse.failed"), {
        description: errorMessage(error, t("coursesManage.common.tryAgain")),
      });
      setSaving(false);
    }
  }

  const uploadPercent = uploadFraction === null ? null : Math.round(uploadFraction * 100);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, handleValid)}
      className="bg-card grid gap-6 rounded-2xl border p-5 shadow-xs sm:p-8"
      aria-busy={saving}
    >
      {saving && (
        <FullScreenSpinner
          label={
            uploadPercent === null
              ? t("coursesManage.addCourse.saving")
              : t("coursesManage.addCourse.uploadingImage", { percent: uploadPercent })
          }
          progress={uploadPercent}
          progressLabel={t("coursesManage.addCourse.imageUpload")}
        />
      )}
      <CourseTextFields form={form} errors={errors} />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <CourseImageField
            image={field.value}
            error={errors.image}
            disabled={saving}
            // Checked as soon as it is picked, before any attempt to save.
            onChange={(file) => form.setValue("image", file, { shouldValidate: true })}
          />
        )}
      />
      <Button type="submit" size="lg" className="w-full sm:w-fit sm:justify-self-end" disabled={saving}>
        {saving && <Spinner aria-hidden="true" />}
        {t("coursesManage.addCourse.submit")}
      </Button>
    </form>
  );
}
