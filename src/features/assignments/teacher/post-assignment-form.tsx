import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { UploadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "@/lib/toast";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { UploadProgress } from "@/components/upload-progress";
import { appErrorMessage, UserFacingError, wordMessage } from "@/lib/errors";
import { useUpload } from "@/lib/use-upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS, SUBMISSION_MESSAGES } from "@convex/shared/assignmentRules";
import { viewerTimeZone } from "../shared/time";
import { todayPlus } from "./dates";
import { InstructionsField } from "./instructions-field";
import { PointsField } from "./points-field";
import {
  POST_FIELD_ORDER,
  postAssignmentSchema,
  type PostAssignmentInput,
  type PostAssignmentOutput,
} from "./post-assignment-schema";
import { t as translate, useT } from "../i18n";
import { QUESTION_ACCEPT, questionHint } from "./question-file";
import { RubricPicker } from "./rubric-picker";

function freshValues(): PostAssignmentInput {
  return {
    title: "",
    assignedDate: todayPlus(0),
    deadlineDate: todayPlus(7),
    deadlineTime: ASSIGNMENT_LIMITS.deadlineTimeDefault,
    instructions: "",
    points: ASSIGNMENT_LIMITS.pointsDefault,
    timeZone: viewerTimeZone(),
    questionFile: null,
    rubricId: "",
    holdGrades: false,
  };
}

/**
 * "Post an assignment": title, dates and due time (in the teacher's zone), points, instructions
 * (Markdown, with a preview), the course's instructor, the question file, a rubric (its total is
 * the points) and whether grades are held; upload the file, then post. A refusal keeps every field.
 */
export function PostAssignmentForm({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  const post = useMutation(api.assignments.assignments.post);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const { percent: progress, upload, cancel } = useUpload();
  // A retry after a refused post reuses the file already uploaded for the same pick.
  const uploaded = useRef<{ file: File; id: Id<"files"> } | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<PostAssignmentInput, unknown, PostAssignmentOutput>({
    resolver: zodResolver(postAssignmentSchema),
    defaultValues: freshValues(),
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const questionFile = form.watch("questionFile");
  const rubricId = form.watch("rubricId");
  const instructions = form.watch("instructions");
  const timeZone = form.watch("timeZone");

  // The file input keeps its own file list; clear it when the form is reset.
  useEffect(() => {
    if (questionFile === null && fileInputRef.current) fileInputRef.current.value = "";
  }, [questionFile]);

  async function questionFileId(file: File): Promise<Id<"files">> {
    if (uploaded.current?.file === file) return uploaded.current.id;
    const outcome = await upload(file, "assignmentQuestion", async (id) => id);
    // A cancelled upload fails the post like any other upload failure, with its reason.
    if (outcome.cancelled) throw new UserFacingError(translate("assignments.post.uploadCancelled"));
    uploaded.current = { file, id: outcome.value };
    return outcome.value;
  }

  async function handleValid({ questionFile: file, rubricId: rubric, ...fields }: PostAssignmentOutput) {
    if (saving || file === null) return;
    setSaving(true);
    try {
      const fileId = await questionFileId(file);
      await post({
        courseId,
        ...fields,
        ...(rubric === "" ? {} : { rubricId: rubric as Id<"rubrics"> }),
        questionFileId: fileId,
      });
      toast.success(wordMessage(SUBMISSION_MESSAGES.uploadSuccess));
      uploaded.current = null;
      form.reset(freshValues());
    } catch (error) {
      const reason = appErrorMessage(error);
      toast.error(
        wordMessage(SUBMISSION_MESSAGES.uploadFailure),
        reason === null ? undefined : { description: reason },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="post-assignment-heading" className="bg-card rounded-2xl border p-5 shadow-xs sm:p-6">
      <h2 id="post-assignment-heading" className="mb-4 text-lg font-semibold">
        {t("assignments.post.heading")}
      </h2>
      <form
        ref={formRef}
        noValidate
        aria-busy={saving}
        className="grid gap-5"
        onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, POST_FIELD_ORDER, handleValid)}
      >
        <FormField name="title" label={t("assignments.form.title")} error={errors.title}>
          <Input
            {...fieldAria("title", errors.title)}
            {...form.register("title")}
            autoComplete="off"
            disabled={saving}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField name="assignedDate" label={t("assignments.post.assignedDate")} error={errors.assignedDate}>
            <Input
              {...fieldAria("assignedDate", errors.assignedDate)}
              type="date"
              {...form.register("assignedDate")}
              disabled={saving}
            />
          </FormField>
          <FormField name="deadlineDate" label={t("assignments.post.dueDate")} error={errors.deadlineDate}>
            <Input
              {...fieldAria("deadlineDate", errors.deadlineDate)}
              type="date"
              {...form.register("deadlineDate")}
              disabled={saving}
            />
          </FormField>
          <FormField
            name="deadlineTime"
            label={t("assignments.form.dueTime")}
            error={errors.deadlineTime}
            hint={t("assignments.post.dueTimeHint", { zone: timeZone })}
          >
            <Input
              {...fieldAria("deadlineTime", errors.deadlineTime, true)}
              type="time"
              {...form.register("deadlineTime")}
              disabled={saving}
            />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <RubricPicker
            name="rubricId"
            courseId={courseId}
            value={rubricId}
            disabled={saving}
            onChange={(rubric) => {
              form.setValue("rubricId", rubric?._id ?? "");
              if (rubric !== null) form.setValue("points", rubric.maxPoints, { shouldValidate: true });
            }}
          />
          <PointsField
            name="points"
            error={errors.points}
            fromRubric={rubricId !== ""}
            disabled={saving}
            field={form.register("points", { valueAsNumber: true })}
          />
        </div>
        <InstructionsField
          name="instructions"
          value={instructions}
          error={errors.instructions}
          disabled={saving}
          field={form.register("instructions")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CourseInstructor courseId={courseId} />
          <FormField
            name="questionFile"
            label={t("assignments.card.questionFile")}
            error={errors.questionFile}
            hint={questionHint()}
          >
            <Input
              {...fieldAria("questionFile", errors.questionFile, true)}
              ref={fileInputRef}
              type="file"
              accept={QUESTION_ACCEPT}
              disabled={saving}
              className="cursor-pointer"
              onChange={(event) =>
                form.setValue("questionFile", event.target.files?.[0] ?? null, { shouldValidate: true })
              }
            />
          </FormField>
        </div>
        <HoldGradesField disabled={saving} field={form.register("holdGrades")} />
        {errors.timeZone && (
          <p role="alert" className="text-destructive text-sm font-medium">
            {errors.timeZone}
          </p>
        )}
        {progress !== null && (
          <UploadProgress
            percent={progress}
            uploading={t("assignments.post.uploading")}
            finishing={t("assignments.post.finishing")}
            label={t("assignments.post.progressLabel")}
            onCancel={cancel}
          />
        )}
        <Button type="submit" className="w-full sm:w-fit sm:justify-self-end" disabled={saving}>
          {saving ? <Spinner aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
          {t("assignments.post.submit")}
        </Button>
      </form>
    </section>
  );
}

function HoldGradesField({ disabled, field }: { disabled: boolean; field: UseFormRegisterReturn }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <input
        id="field-holdGrades"
        type="checkbox"
        aria-describedby="field-holdGrades-hint"
        className="accent-primary mt-0.5 size-4 shrink-0"
        disabled={disabled}
        {...field}
      />
      <div className="grid gap-1">
        <label htmlFor="field-holdGrades" className="text-sm leading-none font-medium">
          {t("assignments.post.holdGrades")}
        </label>
        <p id="field-holdGrades-hint" className="text-muted-foreground text-xs">
          {t("assignments.post.holdGradesHint")}
        </p>
      </div>
    </div>
  );
}

/**
 * The course's instructor, read-only. Its own component: the course arrives after the form has
 * rendered, and only this field needs it (the whole form re-rendered for it on every page load).
 */
function CourseInstructor({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  return (
    <FormField name="instructor" label={t("assignments.post.instructor")} hint={t("assignments.post.fromCourse")}>
      <Input {...fieldAria("instructor", undefined, true)} value={course?.instructorName ?? ""} readOnly />
    </FormField>
  );
}
