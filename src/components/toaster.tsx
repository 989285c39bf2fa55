import { lazy, Suspense } from "react";

// Loaded after the first paint: toasts only follow user actions.
const LazyToaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** SPEC §9: toasts top-right, light theme, closing after 5000 ms. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-right" theme="light" duration={5000} richColors closeButton />
    </Suspense>
  );
}
