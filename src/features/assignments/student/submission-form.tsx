import { useMutation } from "convex/react";
import { SendIcon, TriangleAlertIcon } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { CancelUpload, UploadProgress } from "@/components/upload-progress";
import { errorMessage } from "@/lib/errors";
import { useUpload } from "@/lib/use-upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS, SUBMISSION_MESSAGES } from "@convex/shared/assignmentRules";
import { formatDuration } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";
import { SUBMISSION_ACCEPT, SUBMISSION_HINT, submissionFileProblem } from "./submission-rules";

/**
 * "Your submission" + "Submit Assignment": uploads the chosen document (progress bar, Cancel),
 * then hands it in. The file stays chosen when anything fails; it is cleared on success.
 */
export function SubmissionForm({
  assignmentId,
  title,
  versionCount,
  late,
}: {
  assignmentId: Id<"assignments">;
  title: string;
  versionCount: number;
  /** The student's deadline has passed: the work will be marked late. */
  late: boolean;
}) {
  const submit = useMutation(api.assignments.submissions.submit);
  const inputRef = useRef<HTMLInputElement>(null);
  const { percent: progress, upload, cancel } = useUpload();
  const [error, setError] = useState<string | null>(null);
  const name = `submission-${assignmentId}`;
  const warningId = `${name}-late`;
  const busy = progress !== null;

  if (versionCount >= ASSIGNMENT_LIMITS.versions) {
    return (
      <p className="text-muted-foreground text-sm">
        You have handed in {ASSIGNMENT_LIMITS.versions} versions, the most one assignment takes.
      </p>
    );
  }

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const file = inputRef.current?.files?.[0];
    if (!file) return refuse(SUBMISSION_MESSAGES.noFile);
    const problem = submissionFileProblem(file);
    if (problem) return refuse(problem);
    setError(null);

    try {
      const outcome = await upload(file, "submission", (fileId) => submit({ assignmentId, fileId }));
      if (outcome.cancelled) {
        toast.info("Upload cancelled", { description: "Nothing was handed in." });
        return;
      }
      const receipt = outcome.value;
      if (inputRef.current) inputRef.current.value = "";
      const lateNote = receipt.lateByMs === null ? "" : ` (late by ${formatDuration(receipt.lateByMs)})`;
      toast.success(SUBMISSION_MESSAGES.success, {
        description: `${title}: received ${formatDateTime(receipt.submittedAt)}${lateNote}.`,
      });
    } catch (failure) {
      toast.error(SUBMISSION_MESSAGES.failure, { description: errorMessage(failure, "Please try again.") });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-4 border-t pt-5"
      aria-busy={busy}
    >
      <FormField name={name} label="Your submission" error={error ?? undefined} hint={SUBMISSION_HINT}>
        <Input
          ref={inputRef}
          type="file"
          accept={SUBMISSION_ACCEPT}
          disabled={busy}
          onChange={() => setError(null)}
          className="h-auto py-1.5"
          {...fieldAria(name, error ?? undefined, true)}
        />
      </FormField>

      {late && (
        <p id={warningId} className="text-destructive flex items-center gap-2 text-sm font-medium">
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          The deadline has passed. This will be marked late.
        </p>
      )}

      {progress !== null && (
        <UploadProgress
          percent={progress}
          uploading="Uploading your file…"
          finishing="Handing it in…"
          label="Uploading your submission"
        />
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-describedby={late ? warningId : undefined}>
          {busy ? <Spinner aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {versionCount > 0 ? "Submit a new version" : "Submit Assignment"}
        </Button>
        {progress !== null && <CancelUpload percent={progress} onCancel={cancel} />}
      </div>
    </form>
  );
}
