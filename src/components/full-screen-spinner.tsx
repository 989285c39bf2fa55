import { Spinner } from "@/components/ui/spinner";

/** Covers the screen while something important happens (registering, signing in). */
export function FullScreenSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div
      className="bg-background/80 fixed inset-0 z-[60] flex flex-col items-center justify-center gap-3 backdrop-blur-sm"
      aria-live="polite"
      aria-busy="true"
    >
      <Spinner className="text-primary size-10" aria-label={label} />
      <p className="text-muted-foreground text-sm font-medium">{label}…</p>
    </div>
  );
}

/** A centred spinner for a page area. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" aria-busy="true">
      <Spinner className="text-primary size-8" aria-label={label} />
    </div>
  );
}
