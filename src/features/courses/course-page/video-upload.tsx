import { useMutation } from "convex/react";
import { UploadIcon } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { UploadProgress } from "@/components/upload-progress";
import { errorMessage } from "@/lib/errors";
import { useUpload } from "@/lib/use-upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { VIDEO_ACCEPT, videoFileProblem } from "./video-rules";

/** "Upload video" for the course's teacher and Admins: file picker, progress bar, cancel. */
export function VideoUpload({ courseId }: { courseId: Id<"courses"> }) {
  const addVideo = useMutation(api.courses.videos.add);
  const inputRef = useRef<HTMLInputElement>(null);
  const { percent, upload, cancel } = useUpload();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = videoFileProblem(file);
    if (problem) {
      toast.error("Video not uploaded", { description: problem });
      return;
    }

    try {
      const outcome = await upload(file, "courseVideo", (fileId) => addVideo({ courseId, fileId }));
      if (outcome.cancelled) toast.info("Upload cancelled");
      else toast.success("Video uploaded");
    } catch (error) {
      toast.error("Video upload failed", { description: errorMessage(error, "Please try again.") });
    }
  }

  if (percent !== null) {
    return (
      <UploadProgress
        percent={percent}
        uploading="Uploading video…"
        finishing="Finishing…"
        label="Uploading video"
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
        aria-label="Video file"
        onChange={(event) => void handleFile(event)}
      />
      <Button onClick={() => inputRef.current?.click()}>
        <UploadIcon aria-hidden="true" />
        Upload video
      </Button>
    </>
  );
}
