import { useAction } from "convex/react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/errors";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import { t } from "@/components/i18n";

/** The file name a downloaded certificate gets. */
export function certificateFileName(courseName: string, code: string): string {
  const slug = courseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `certificate-${slug || "course"}-${code}.pdf`;
}

/** Saves bytes as a file through a temporary link (the browser's own download). */
function saveFile(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the caller's certificate: the server builds the PDF (certificates.download) and the
 * browser saves it. `busyId` is the certificate being prepared, for the button's pending state.
 */
export function useCertificateDownload() {
  const download = useAction(api.courses.certificates.download);
  const [busyId, setBusyId] = useState<Id<"certificates"> | null>(null);

  async function start(certificate: { _id: Id<"certificates">; courseName: string; code: string }) {
    setBusyId(certificate._id);
    try {
      const bytes = await download({ certificateId: certificate._id, siteOrigin: window.location.origin });
      saveFile(bytes, certificateFileName(certificate.courseName, certificate.code));
    } catch (error) {
      toast.error(t("common.certificate.downloadFailed"), {
        description: errorMessage(error, t("common.tryAgain")),
      });
    } finally {
      setBusyId(null);
    }
  }

  return { start, busyId };
}
