import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { UploadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { UploadProgress } from "@/components/upload-progress";
import { appErrorMessage, UserFacingError } from "@/lib/errors";
import { useUpload } from "@/lib/use-upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SUBMISSION_MESSAGES } from "@convex/shared/assignmentRules";
import { viewerTimeZone } from "../shared/time";
import { todayPlus } from "./dates";
import {
  POST_FIELD_ORDER,
  postAssignmentSchema,
  type PostAssignmentInput,
  type PostAssignmentOutput,
} from "./post-assignment-schema";
import { QUESTION_ACCEPT, QUESTION_HINT } from "./question-file";

function freshValues(): PostAssignmentInput {
  return {
    title: "",
    assignedDate: todayPlus(0),
    deadlineDate: todayPlus(7),
    timeZone: viewerTimeZone(),
    questionFile: null,
  };
}

/** "Post an assignment": title, dates, the course's instructor, the question file; upload then post. */
export function PostAssignmentForm({ courseId }: { courseId: Id<"courses"> }) {
  const course = useQuery(api.courses.courses.get, { courseId });
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

  // The file input keeps its own file list; clear it when the form is reset.
  useEffect(() => {
    if (questionFile === null && fileInputRef.current) fileInputRef.current.value = "";
  }, [questionFile]);

  async function questionFileId(file: File): Promise<Id<"files">> {
    if (uploaded.current?.file === file) return uploaded.current.id;
    const outcome = await upload(file, "assignmentQuestion", async (id) => id);
    // A cancelled upload fails the post like any other upload failure, with its reason.
    if (outcome.cancelled) throw new UserFacingError("The upload was cancelled.");
    uploaded.current = { file, id: outcome.value };
    return outcome.value;
  }

  async function handleValid({ questionFile: file, ...fields }: PostAssignmentOutput) {
    if (saving || file === null) return;
    setSaving(true);
    try {
      const fileId = await questionFileId(file);
      await post({ courseId, ...fields, questionFileId: fileId });
      toast.success(SUBMISSION_MESSAGES.uploadSuccess);
      uploaded.current = null;
      form.reset(freshValues());
    } catch (error) {
      const reason = appErrorMessage(error);
      toast.error(SUBMISSION_MESSAGES.uploadFailure, reason === null ? undefined : { description: reason });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="post-assignment-heading" className="bg-card rounded-2xl border p-5 shadow-xs sm:p-6">
      <h2 id="post-assignment-heading" className="mb-4 text-lg font-semibold">
        Post an assignment
      </h2>
      <form
        ref={formRef}
        noValidate
        aria-busy={saving}
        className="grid gap-5"
        onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, POST_FIELD_ORDER, handleValid)}
      >
        <FormField name="title" label="Title" error={errors.title}>
          <Input
            {...fieldAria("title", errors.title)}
            {...form.register("title")}
            autoComplete="off"
            disabled={saving}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="assignedDate" label="Assigned date" error={errors.assignedDate}>
            <Input
              {...fieldAria("assignedDate", errors.assignedDate)}
              type="date"
              {...form.register("assignedDate")}
              disabled={saving}
            />
          </FormField>
          <FormField
            name="deadlineDate"
            label="Deadline"
            error={errors.deadlineDate}
            hint="Work is due by the end of this day (your time zone)."
          >
            <Input
              {...fieldAria("deadlineDate", errors.deadlineDate, true)}
              type="date"
              {...form.register("deadlineDate")}
              disabled={saving}
            />
          </FormField>
        </div>
        <FormField name="instructor" label="Instructor" hint="From the course.">
          <Input {...fieldAria("instructor", undefined, true)} value={course?.instructorName ?? ""} readOnly />
        </FormField>
        <FormField name="questionFile" label="Question file" error={errors.questionFile} hint={QUESTION_HINT}>
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
        {errors.timeZone && (
          <p role="alert" className="text-destructive text-sm font-medium">
            {errors.timeZone}
          </p>
        )}
        {progress !== null && (
          <UploadProgress
            percent={progress}
            uploading="Uploading the question file…"
            finishing="Finishing…"
            label="Question file upload"
            onCancel={cancel}
          />
        )}
        <Button type="submit" className="w-full sm:w-fit sm:justify-self-end" disabled={saving}>
          {saving ? <Spinner aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
          Upload Assignment
        </Button>
      </form>
    </section>
  );
}
