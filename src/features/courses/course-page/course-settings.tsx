import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { ArchiveIcon, ArchiveRestoreIcon, CopyIcon, PencilIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { courseFormSchema } from "@convex/shared/forms/course";
import { CourseImageField } from "../add-course/course-image-field";
import { useCourseImageUpload } from "../add-course/use-course-image-upload";
import {
  CourseTextFields,
  FIELD_ORDER,
  type CourseFormInput,
  type CourseFormOutput,
} from "../add-course/course-fields";
import type { CourseView } from "../course-detail/types";
import { useT } from "../i18n";
import { CopyCoursePanel } from "../course-copy/copy-course-panel";
import { ExportCourseButton } from "../course-copy/export-course-button";

/** What the settings need of the course (courses.get). */
export type SettingsCourse = Pick<
  CourseView,
  "_id" | "name" | "description" | "durationHours" | "instructorName" | "category" | "imageUrl" | "archived"
>;

/**
 * Course settings for its teacher and Admins (ADR 0065): "Edit course" opens the Add New Course
 * fields prefilled (same rules and messages); "Archive course" asks first; "Restore course" undoes it.
 */
export function CourseSettings({ course }: { course: SettingsCourse }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [copying, setCopying] = useState(false);
  return (
    <section aria-labelledby="course-settings-heading" className="mt-10">
      <h2 id="course-settings-heading" className="text-xl font-semibold">
        {t("courses.settings.heading")}
      </h2>
      <p className="text-muted-foreground mt-1 mb-4 text-sm">{t("courses.settings.intro")}</p>
      {editing ? (
        <EditCourseForm course={course} onDone={() => setEditing(false)} />
      ) : copying ? (
        <CopyCoursePanel courseId={course._id} onDone={() => setCopying(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            {t("courses.settings.editCourse")}
          </Button>
          <Button variant="outline" onClick={() => setCopying(true)}>
            <CopyIcon aria-hidden="true" />
            {t("courses.settings.copyToNewTerm")}
          </Button>
          <ExportCourseButton courseId={course._id} courseName={course.name} />
          <ArchiveControl course={course} />
        </div>
      )}
    </section>
  );
}

function ArchiveControl({ course }: { course: SettingsCourse }) {
  const t = useT();
  const archive = useMutation(api.courses.courses.archive);
  const restore = useMutation(api.courses.courses.restore);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: "archive" | "restore") {
    setBusy(true);
    try {
      await (action === "archive" ? archive : restore)({ courseId: course._id });
      toast.success(
        t(action === "archive" ? "courses.settings.archivedToast" : "courses.settings.restoredToast", {
          name: course.name,
        }),
      );
      setConfirming(false);
    } catch (error) {
      toast.error(t(action === "archive" ? "courses.settings.archiveFailed" : "courses.settings.restoreFailed"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    } finally {
      setBusy(false);
    }
  }

  if (course.archived) {
    return (
      <Button variant="outline" disabled={busy} onClick={() => void run("restore")}>
        {busy ? <Spinner aria-hidden="true" /> : <ArchiveRestoreIcon aria-hidden="true" />}
        {t("courses.settings.restoreCourse")}
      </Button>
    );
  }
  if (!confirming) {
    return (
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <ArchiveIcon aria-hidden="true" />
        {t("courses.settings.archiveCourse")}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby="archive-confirm-text" className="bg-muted/40 grid gap-3 rounded-xl border p-4">
      <p id="archive-confirm-text" className="text-sm">
        {t("courses.settings.archiveConfirm", { name: course.name })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" disabled={busy} onClick={() => void run("archive")}>
          {busy && <Spinner aria-hidden="true" />}
          {t("courses.settings.archiveCourse")}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
          {t("courses.common.cancel")}
        </Button>
      </div>
    </div>
  );
}

/** The Add New Course fields, prefilled; a refused save keeps everything typed. */
export function EditCourseForm({ course, onDone }: { course: SettingsCourse; onDone: () => void }) {
  const t = useT();
  const update = useMutation(api.courses.courses.update);
  const [saving, setSaving] = useState(false);
  const [removeImage, setRemoveImage] = useState(false);
  const { imageFileId } = useCourseImageUpload();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CourseFormInput, unknown, CourseFormOutput>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: {
      name: course.name,
      description: course.description,
      durationHours: String(course.durationHours),
      instructorName: course.instructorName,
      category: course.category,
      image: null,
    },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function handleValid({ image, ...fields }: CourseFormOutput) {
    if (saving) return;
    setSaving(true);
    try {
      const fileId = await imageFileId(image);
      const { changed } = await update({
        courseId: course._id,
        ...fields,
        ...(fileId !== undefined ? { imageFileId: fileId } : removeImage ? { removeImage: true } : {}),
      });
      toast.success(changed ? t("courses.settings.saved") : t("courses.settings.unchanged"));
      onDone();
    } catch (error) {
      toast.error(t("courses.settings.saveFailed"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t("courses.settings.editCourse")}
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, handleValid)}
      className="bg-card grid gap-6 rounded-2xl border p-5 shadow-xs sm:p-8"
      aria-busy={saving}
    >
      <CourseTextFields form={form} errors={errors} />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <CourseImageField
            image={field.value}
            currentUrl={removeImage ? "" : course.imageUrl}
            error={errors.image}
            disabled={saving}
            onChange={(file) => form.setValue("image", file, { shouldValidate: true })}
          />
        )}
      />
      {course.imageUrl !== "" && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={removeImage}
            disabled={saving}
            onChange={(event) => setRemoveImage(event.target.checked)}
          />
          {t("courses.settings.removeImage")}
        </label>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" disabled={saving} onClick={onDone}>
          {t("courses.common.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner aria-hidden="true" />}
          {t("courses.settings.saveCourse")}
        </Button>
      </div>
    </form>
  );
}
