import { DownloadIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "@/components/i18n";
import { useCertificateDownload } from "./use-certificate-download";

type Certificate = { _id: Id<"certificates">; courseName: string; code: string };

/** Download (PDF) for one certificate; "Preparing…" while the server builds it. */
export function DownloadCertificateButton({
  certificate,
  label,
  variant = "default",
}: {
  certificate: Certificate;
  label?: string;
  variant?: "default" | "outline";
}) {
  const { start, busyId } = useCertificateDownload();
  const busy = busyId === certificate._id;
  const t = useT();
  const shown = label ?? t("common.certificate.download");
  return (
    <Button
      variant={variant}
      onClick={() => void start(certificate)}
      disabled={busy}
      aria-label={t("common.certificate.downloadLabel", { label: shown, course: certificate.courseName })}
    >
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      {busy ? t("common.certificate.preparing") : shown}
    </Button>
  );
}
