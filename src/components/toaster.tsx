import { lazy, Suspense } from "react";

// Loaded after the first paint: toasts only follow user actions.
const LazyToaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** Just below the sticky top bar (h-16, 64 px): a toast never covers the profile menu, the bell or Register. */
const BELOW_TOP_BAR = { top: 72 };

/** SPEC §9: toasts top-right, light theme, closing after 5000 ms. */
export function AppToaster() {
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
