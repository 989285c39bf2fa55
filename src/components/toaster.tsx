import { lazy } from "react";
import { directionOf } from "@convex/shared/language";
import { AfterLoad } from "@/components/after-load";
import { useLanguageInForce } from "@/lib/i18n";
import { useT } from "./i18n";

// Loaded after the first paint: toasts only follow user actions.
const LazyToaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/**
 * Just below the sticky top bar (h-16, 64 px): a toast never covers the profile menu, the bell or
 * Register. While the e-mail verification box shows under the bar, also below it (the box sets the
 * variable to its height): the first task after registering stays in view.
 */
export const TOASTS_BELOW_VARIABLE = "--toasts-below";
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, not words
const BELOW_TOP_BAR = { top: `calc(72px + var(${TOASTS_BELOW_VARIABLE}, 0px))` };

/** With no interaction, the toaster comes this long after the page's load. */
const IDLE_AFTER_LOAD_MS = 1_500;

/**
 * SPEC §9: toasts top-right (top-left, the same corner read right to left, in Arabic), light theme, closing after 5000 ms. The toaster's code (sonner) is not
 * part of what a page loads to start (`AfterLoad`); a toast raised before it mounts is kept by
 * sonner and shown then.
 */
export function AppToaster() {
  const t = useT();
  const dir = directionOf(useLanguageInForce());
  return (
    <AfterLoad idleMs={IDLE_AFTER_LOAD_MS} fallback={null}>
      <LazyToaster
        position={dir === "rtl" ? "top-left" : "top-right"}
        dir={dir}
        containerAriaLabel={t("common.toaster.label")}
        toastOptions={{ closeButtonAriaLabel: t("common.toaster.close") }}
        offset={BELOW_TOP_BAR}
        mobileOffset={BELOW_TOP_BAR}
        theme="light"
        duration={5000}
        richColors
        closeButton
      />
    </AfterLoad>
  );
}
