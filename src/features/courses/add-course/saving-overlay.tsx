import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";

/** Covers the form while the image uploads (with its progress) and the course is saved. */
export function SavingOverlay({ uploadFraction }: { uploadFraction: number | null }) {
  const percent = uploadFraction === null ? null : Math.round(uploadFraction * 100);
  const label = percent === null ? "Saving the course" : `Uploading the image (${percent}%)`;
  return (
    <div
      className="bg-background/80 fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 px-6 backdrop-blur-sm"
      aria-live="polite"
      aria-busy="true"
    >
      <Spinner className="text-primary size-10" aria-label={label} />
      <p className="text-muted-foreground text-sm font-medium">{label}…</p>
      {percent !== null && <Progress value={percent} aria-label="Image upload" className="w-full max-w-xs" />}
    </div>
  );
}
