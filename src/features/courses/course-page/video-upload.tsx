import { useMutation } from "convex/react";
import { UploadIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { errorMessage } from "@/lib/errors";
import { uploadFile } from "@/lib/upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { VIDEO_ACCEPT, videoFileProblem } from "./video-rules";

/** "Upload video" for the course's teacher and Admins: file picker, progress bar, cancel. */
export function VideoUpload({ courseId }: { courseId: Id<"courses"> }) {
  const addVideo = useMutation(api.videos.add);
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // Leaving the page stops an upload that is still running.
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = videoFileProblem(file);
    if (problem) {
      toast.error("Video not uploaded", { description: problem });
      return;
    }

    const controller = new AbortController();
    controllerRef.current = controller;
    setProgress(0);
    try {
      const fileId = await uploadFile(file, "courseVideo", {
        signal: controller.signal,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      await addVideo({ courseId, fileId });
      toast.success("Video uploaded");
    } catch (error) {
      if (controller.signal.aborted) toast.info("Upload cancelled");
      else toast.error("Video upload failed", { description: errorMessage(error, "Please try again.") });
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setProgress(null);
    }
  }

  if (progress !== null) {
    return (
      <div className="bg-card flex w-full flex-col gap-2 rounded-xl border p-3 sm:w-72" aria-live="polite">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium">{progress < 100 ? "Uploading video…" : "Finishing…"}</span>
          <span className="text-muted-foreground tabular-nums">{progress}%</span>
        </div>
        <Progress value={progress} aria-label="Uploading video" />
        <Button
          variant="outline"
          size="sm"
          className="self-end"
          disabled={progress >= 100}
          onClick={() => controllerRef.current?.abort()}
        >
          <XIcon aria-hidden="true" />
          Cancel
        </Button>
      </div>
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
