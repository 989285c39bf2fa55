import { useMutation } from "convex/react";
import { SendIcon, TriangleAlertIcon } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { CancelUpload, UploadProgress } from "@/components/upload-progress";
import { errorMessage, wordMessage } from "@/lib/errors";
import { useUpload } from "@/lib/use-upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS, SUBMISSION_MESSAGES } from "@convex/shared/assignmentRules";
import { formatDuration } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";
import { t as translate, useT } from "../i18n";
import { SUBMISSION_ACCEPT, submissionFileProblem, submissionHint } from "./submission-rules";

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
  const t = useT();
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
        {t("assignments.submit.versionsUsed", { count: ASSIGNMENT_LIMITS.versions })}
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
    if (!file) return refuse(wordMessage(SUBMISSION_MESSAGES.noFile));
    const problem = submissionFileProblem(file);
    if (problem) return refuse(problem);
    setError(null);

    try {
      const outcome = await upload(file, "submission", (fileId) => submit({ assignmentId, fileId }));
      if (outcome.cancelled) {
        toast.info(translate("assignments.submit.cancelled"), {
          description: translate("assignments.submit.cancelledDescription"),
        });
        return;
      }
      const receipt = outcome.value;
      if (inputRef.current) inputRef.current.value = "";
      const at = formatDateTime(receipt.submittedAt);
      toast.success(wordMessage(SUBMISSION_MESSAGES.success), {
        description:
          receipt.lateByMs === null
            ? translate("assignments.submit.received", { title, at })
            : translate("assignments.submit.receivedLate", { title, at, late: formatDuration(receipt.lateByMs) }),
      });
    } catch (failure) {
      toast.error(wordMessage(SUBMISSION_MESSAGES.failure), {
        description: errorMessage(failure, translate("assignments.common.tryAgain")),
      });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-4 border-t pt-5"
      aria-busy={busy}
    >
      <FormField name={name} label={t("assignments.submit.label")} error={error ?? undefined} hint={submissionHint()}>
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
          {t("assignments.submit.lateWarning")}
        </p>
      )}

      {progress !== null && (
        <UploadProgress
          percent={progress}
          uploading={t("assignments.submit.uploading")}
          finishing={t("assignments.submit.finishing")}
          label={t("assignments.submit.progressLabel")}
        />
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-describedby={late ? warningId : undefined}>
          {busy ? <Spinner aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {versionCount > 0 ? t("assignments.submit.newVersion") : t("assignments.submit.submit")}
        </Button>
        {progress !== null && <CancelUpload percent={progress} onCancel={cancel} />}
      </div>
    </form>
  );
}
