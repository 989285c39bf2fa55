import { useRef, useState } from "react";
import { uploadFile } from "@/lib/upload";
import type { Id } from "@convex/_generated/dataModel";

/**
 * The course image's upload step, shared by Add New Course and the course settings: `imageFileId`
 * uploads the picked file (purpose "courseImage") and gives its id, or undefined when none is
 * picked; a retry after a failed save reuses the file already uploaded. `uploadFraction` follows
 * the upload (null when none is under way); `forget` drops the remembered upload.
 */
export function useCourseImageUpload() {
  const [uploadFraction, setUploadFraction] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; id: Id<"files"> } | null>(null);

  async function imageFileId(image: File | null): Promise<Id<"files"> | undefined> {
    if (image === null) return undefined;
    if (uploaded.current?.file === image) return uploaded.current.id;
    setUploadFraction(0);
    try {
      const id = await uploadFile(image, "courseImage", { onProgress: setUploadFraction });
      uploaded.current = { file: image, id };
      return id;
    } finally {
      setUploadFraction(null);
    }
  }

  function forget() {
    uploaded.current = null;
  }

  return { imageFileId, uploadFraction, forget };
}
