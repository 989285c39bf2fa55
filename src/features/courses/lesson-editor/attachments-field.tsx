import { PaperclipIcon, XIcon } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { toast } from "@/lib/toast";
import { UploadProgress } from "@/components/upload-progress";
import { Button } from "@/components/ui/button";
import { errorMessage, wordMessage } from "@/lib/errors";
import { useUpload } from "@/lib/use-upload";
import type { Id } from "@convex/_generated/dataModel";
import { LESSON_ATTACHMENTS_MAX, TOO_MANY_ATTACHMENTS } from "@convex/shared/lessonRules";
import { fileSize } from "@/lib/words/file-words";
import { useT } from "../manage/i18n";
import { ATTACHMENT_ACCEPT, attachmentHint, attachmentProblem } from "./attachment-rules";

export type Attachment = { _id: Id<"files">; name: string; size: number };

/** The draft's files: upload more (one at a time, with progress and Cancel) or remove one. */
export function AttachmentsField({
  attachments,
  onChange,
  disabled,
}: {
  attachments: readonly Attachment[];
  onChange: (next: Attachment[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const { percent, upload, cancel } = useUpload();
  const full = attachments.length >= LESSON_ATTACHMENTS_MAX;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      toast.error(t("coursesManage.attachments.notAttached"), { description: problem });
      return;
    }
    try {
      const outcome = await upload(file, "lessonAttachment", async (fileId) => fileId);
      if (outcome.cancelled) return void toast.info(t("coursesManage.attachments.cancelled"));
      onChange([...attachments, { _id: outcome.value, name: file.name, size: file.size }]);
      toast.success(t("coursesManage.attachments.attached", { name: file.name }), {
        description: t("coursesManage.attachments.saveToKeep"),
      });
    } catch (error) {
      toast.error(t("coursesManage.attachments.notAttached"), {
        description: errorMessage(error, t("coursesManage.common.tryAgain")),
      });
    }
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t("coursesManage.lesson.attachments")}</legend>
      {attachments.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("coursesManage.attachments.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {attachments.map((file) => (
            <li key={file._id} className="bg-card flex items-center gap-3 rounded-lg border px-3 py-2 text-sm">
              <PaperclipIcon className="text-primary size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-muted-foreground shrink-0 text-xs">{fileSize(file.size)}</span>
              <Button
                type="button"
                size="icon-sm"
                variant="ghost"
                aria-label={t("coursesManage.attachments.remove", { name: file.name })}
                disabled={disabled}
                onClick={() => onChange(attachments.filter((a) => a._id !== file._id))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {percent !== null ? (
        <UploadProgress
          percent={percent}
          uploading={t("coursesManage.attachments.uploading")}
          finishing={t("coursesManage.attachments.checking")}
          label={t("coursesManage.attachments.uploadLabel")}
          onCancel={cancel}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={inputRef}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t("coursesManage.attachments.file")}
            onChange={(event) => void handleFile(event)}
          />
          <Button type="button" variant="outline" disabled={disabled || full} onClick={() => inputRef.current?.click()}>
            <PaperclipIcon aria-hidden="true" />
            {t("coursesManage.attachments.attach")}
          </Button>
          <p className="text-muted-foreground text-xs">{full ? wordMessage(TOO_MANY_ATTACHMENTS) : attachmentHint()}</p>
        </div>
      )}
    </fieldset>
  );
}
