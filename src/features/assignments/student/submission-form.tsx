import { useMutation } from "convex/react";
import { SendIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { uploadFile } from "@/lib/upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS, SUBMISSION_MESSAGES } from "@convex/model/assignmentRules";
import { formatDateTime, formatDuration } from "../shared/time";
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
  const submit = useMutation(api.submissions.submit);
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const name = `submission-${assignmentId}`;
  const warningId = `${name}-late`;
  const busy = progress !== null;

  // Leaving the page stops an upload that is still running.
  useEffect(() => () => controllerRef.current?.abort(), []);

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

    const controller = new AbortController();
    controllerRef.current = controller;
    setProgress(0);
    try {
      const fileId = await uploadFile(file, "submission", {
        signal: controller.signal,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      const receipt = await submit({ assignmentId, fileId });
      if (inputRef.current) inputRef.current.value = "";
      const lateNote = receipt.lateByMs === null ? "" : ` (late by ${formatDuration(receipt.lateByMs)})`;
      toast.success(SUBMISSION_MESSAGES.success, {
        description: `${title}: received ${formatDateTime(receipt.submittedAt)}${lateNote}.`,
      });
    } catch (failure) {
      if (controller.signal.aborted) toast.info("Upload cancelled", { description: "Nothing was handed in." });
      else toast.error(SUBMISSION_MESSAGES.failure, { description: errorMessage(failure, "Please try again.") });
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setProgress(null);
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
        <div className="grid gap-2" aria-live="polite">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium">{progress < 100 ? "Uploading your file…" : "Handing it in…"}</span>
            <span className="text-muted-foreground tabular-nums">{progress}%</span>
          </div>
          <Progress value={progress} aria-label="Uploading your submission" />
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-describedby={late ? warningId : undefined}>
          {busy ? <Spinner aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {versionCount > 0 ? "Submit a new version" : "Submit Assignment"}
        </Button>
        {progress !== null && (
          <Button
            type="button"
            variant="outline"
            disabled={progress >= 100}
            onClick={() => controllerRef.current?.abort()}
          >
            <XIcon aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
