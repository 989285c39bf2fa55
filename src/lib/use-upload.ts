import { useEffect, useRef, useState } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { uploadFile, type FilePurpose } from "./upload";

export type UploadOutcome<T> = { cancelled: true } | { cancelled: false; value: T };

/**
 * One upload at a time with progress and Cancel, for a screen: `percent` is null when idle, else
 * 0..100 (100 while `then` records the file). Leaving the screen stops an upload still running.
 */
export function useUpload() {
  const controllerRef = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  /** Uploads `file`, then runs `then` with its file id; "cancelled" when the user pressed Cancel. */
  async function upload<T>(
    file: File,
    purpose: FilePurpose,
    then: (fileId: Id<"files">) => Promise<T>,
  ): Promise<UploadOutcome<T>> {
    const controller = new AbortController();
    controllerRef.current = controller;
    setPercent(0);
    try {
      const fileId = await uploadFile(file, purpose, {
        signal: controller.signal,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      return { cancelled: false, value: await then(fileId) };
    } catch (error) {
      if (controller.signal.aborted) return { cancelled: true };
      throw error;
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setPercent(null);
    }
  }

  return { percent, upload, cancel: () => controllerRef.current?.abort() };
}
