import { lazy, Suspense } from "react";
import { useAfterLoad } from "@/lib/use-after-load";

// Loaded after the first paint: toasts only follow user actions.
const LazyToaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/**
 * Just below the sticky top bar (h-16, 64 px): a toast never covers the profile menu, the bell or
 * Register. While the e-mail verification box shows under the bar, also below it (the box sets the
 * variable to its height): the first task after registering stays in view.
 */
export const TOASTS_BELOW_VARIABLE = "--toasts-below";
const BELOW_TOP_BAR = { top: `calc(72px + var(${TOASTS_BELOW_VARIABLE}, 0px))` };

/** With no interaction, the toaster comes this long after the page's load. */
const IDLE_AFTER_LOAD_MS = 1_500;

/** SPEC §9: toasts top-right, light theme, closing after 5000 ms. */
/**
 * The toaster's code (sonner) is not part of what a page loads to start: it comes with the first
 * key, tap or focus, or once the page is idle after loading. A toast raised before that is kept by
 * sonner and shown when the toaster mounts.
 */
export function AppToaster() {
  const wanted = useAfterLoad(IDLE_AFTER_LOAD_MS);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="top-right"
        offset={BELOW_TOP_BAR}
        mobileOffset={BELOW_TOP_BAR}
        theme="light"
        duration={5000}
        richColors
        closeButton
      />
    </Suspense>
  );
}
