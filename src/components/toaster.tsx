import { lazy, Suspense, useEffect, useState } from "react";
import { PRERENDERED_ATTRIBUTE } from "@/prerendered";

// Loaded after the first paint: toasts only follow user actions.
const LazyToaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/**
 * Just below the sticky top bar (h-16, 64 px): a toast never covers the profile menu, the bell or
 * Register. While the e-mail verification box shows under the bar, also below it (the box sets the
 * variable to its height): the first task after registering stays in view.
 */
export const TOASTS_BELOW_VARIABLE = "--toasts-below";
const BELOW_TOP_BAR = { top: `calc(72px + var(${TOASTS_BELOW_VARIABLE}, 0px))` };

/** On a prerendered page with no interaction, the toaster still comes this long after the page's load. */
const IDLE_AFTER_LOAD_MS = 1_500;

/**
 * On the prerendered public pages (ADR 0026) the toaster's code (sonner) is not part of what the
 * page loads to start: it comes with the first key, tap or focus, or once the page is idle after
 * loading. A toast raised before that is kept by sonner and shown when the toaster mounts.
 */
function useToasterWanted(): boolean {
  // Not in the prerender (no document) nor while hydrating a prerendered page; at once otherwise.
  const [wanted, setWanted] = useState(
    () => typeof document !== "undefined" && !document.getElementById("root")?.hasAttribute(PRERENDERED_ATTRIBUTE),
  );
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ["pointerdown", "keydown", "focusin"] as const;
    for (const event of events) window.addEventListener(event, want, { capture: true, passive: true });
    let timer: number | undefined;
    const afterLoad = () => (timer = window.setTimeout(want, IDLE_AFTER_LOAD_MS));
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      for (const event of events) window.removeEventListener(event, want, { capture: true });
      window.removeEventListener("load", afterLoad);
      window.clearTimeout(timer);
    };
  }, [wanted]);
  return wanted;
}

/** SPEC §9: toasts top-right, light theme, closing after 5000 ms. */
export function AppToaster() {
  const wanted = useToasterWanted();
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
