import { useMutation } from "convex/react";
import { UploadIcon } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { UploadProgress } from "@/components/upload-progress";
import { errorMessage } from "@/lib/errors";
import { useUpload } from "@/lib/use-upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";
import { VIDEO_ACCEPT, videoFileProblem } from "./video-rules";

/** "Upload video" for the course's teacher and Admins: file picker, progress bar, cancel. */
export function VideoUpload({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  const addVideo = useMutation(api.courses.videos.add);
  const inputRef = useRef<HTMLInputElement>(null);
  const { percent, upload, cancel } = useUpload();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = videoFileProblem(file);
    if (problem) {
      toast.error(t("courses.page.videoNotUploaded"), { description: problem });
      return;
    }

    try {
      const outcome = await upload(file, "courseVideo", (fileId) => addVideo({ courseId, fileId }));
      if (outcome.cancelled) toast.info(t("courses.page.uploadCancelled"));
      else toast.success(t("courses.page.videoUploaded"));
    } catch (error) {
      toast.error(t("courses.page.videoUploadFailed"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    }
  }

  if (percent !== null) {
    return (
      <UploadProgress
        percent={percent}
        uploading={t("courses.page.uploadingVideoEllipsis")}
        finishing={t("courses.page.finishing")}
        label={t("courses.page.uploadingVideo")}
        onCancel={cancel}
        className="bg-card w-full rounded-xl border p-3 sm:w-72"
      />
    );
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={VIDEO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t("courses.page.videoFile")}
        onChange={(event) => void handleFile(event)}
      />
      <Button onClick={() => inputRef.current?.click()}>
        <UploadIcon aria-hidden="true" />
        {t("courses.page.uploadVideo")}
      </Button>
    </>
  );
}
