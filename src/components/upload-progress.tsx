import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { formatNumber } from "@/lib/i18n/format";
import { useT } from "./i18n";

/**
 * An upload's progress bar with its percentage, and Cancel (disabled once the bytes are up and
 * the file is being recorded). Texts name what is uploading.
 */
export function UploadProgress({
  percent,
  uploading,
  finishing,
  label,
  onCancel,
  className,
}: {
  percent: number;
  uploading: string;
  finishing: string;
  /** The progress bar's accessible name. */
  label: string;
  /** Omit to render Cancel elsewhere. */
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)} aria-live="polite">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{percent < 100 ? uploading : finishing}</span>
        <span className="text-muted-foreground tabular-nums">{formatNumber(percent / 100, { style: "percent" })}</span>
      </div>
      <Progress value={percent} aria-label={label} />
      {onCancel && <CancelUpload percent={percent} onCancel={onCancel} className="justify-self-end" size="sm" />}
    </div>
  );
}

/** Cancel for an upload in progress; nothing can be cancelled once it reaches 100%. */
export function CancelUpload({
  percent,
  onCancel,
  className,
  size,
}: {
  percent: number;
  onCancel: () => void;
  className?: string;
  size?: "sm";
}) {
  const t = useT();
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className={className}
      disabled={percent >= 100}
      onClick={onCancel}
    >
      <XIcon aria-hidden="true" />
      {t("common.cancel")}
    </Button>
  );
}
