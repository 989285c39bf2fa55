import { DownloadIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Id } from "@convex/_generated/dataModel";
import { useCertificateDownload } from "./use-certificate-download";

type Certificate = { _id: Id<"certificates">; courseName: string; code: string };

/** Download (PDF) for one certificate; "Preparing…" while the server builds it. */
export function DownloadCertificateButton({
  certificate,
  label = "Download",
  variant = "default",
}: {
  certificate: Certificate;
  label?: string;
  variant?: "default" | "outline";
}) {
  const { start, busyId } = useCertificateDownload();
  const busy = busyId === certificate._id;
  return (
    <Button
      variant={variant}
      onClick={() => void start(certificate)}
      disabled={busy}
      aria-label={`${label}: certificate for ${certificate.courseName} (PDF)`}
    >
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      {busy ? "Preparing…" : label}
    </Button>
  );
}
