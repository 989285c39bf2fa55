import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "./i18n";

/**
 * Covers the screen while something important happens (registering, signing in, saving a
 * course); with `progress` (0–100) it also shows a bar, e.g. while a file uploads.
 */
export function FullScreenSpinner({
  label: given,
  progress,
  progressLabel,
}: {
  label?: string;
  progress?: number | null;
  progressLabel?: string;
}) {
  const t = useT();
  const label = given ?? t("common.loading");
  return (
    <div
      className="bg-background/80 fixed inset-0 z-[60] flex flex-col items-center justify-center gap-3 px-6 backdrop-blur-sm"
      aria-live="polite"
      aria-busy="true"
    >
      <Spinner className="text-primary size-10" aria-label={label} />
      <p className="text-muted-foreground text-sm font-medium">{t("common.ellipsis", { label })}</p>
      {progress != null && <Progress value={progress} aria-label={progressLabel} className="w-full max-w-xs" />}
    </div>
  );
}

/** A centred spinner for a page area. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" aria-busy="true">
      <Spinner className="text-primary size-8" aria-label={label ?? t("common.loading")} />
    </div>
  );
}
