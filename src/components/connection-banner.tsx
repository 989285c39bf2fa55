import { useConvexConnectionState } from "convex/react";
import { CloudCheckIcon, CloudOffIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useT } from "./i18n";

/** A dropped socket that comes back within this time (a blip, a token refresh) is not reported. */
export const LOST_GRACE_MS = 2_000;
/** How long "Connected again" stays before the banner goes away. */
export const BACK_SHOWN_MS = 4_000;

type Notice = "lost" | "back" | null;

/** "lost" after the connection has been down for LOST_GRACE_MS, then "back" for a while once it returns. */
export function useConnectionNotice(connected: boolean): Notice {
  const [notice, setNotice] = useState<Notice>(null);
  const [seen, setSeen] = useState(connected);

  // Adjusted while rendering (not in an effect): the moment the socket is back, "lost" becomes "back".
  if (seen !== connected) {
    setSeen(connected);
    if (connected && notice === "lost") setNotice("back");
  }

  useEffect(() => {
    if (connected) return;
    const timer = setTimeout(() => setNotice("lost"), LOST_GRACE_MS);
    return () => clearTimeout(timer);
  }, [connected]);

  useEffect(() => {
    if (notice !== "back") return;
    const timer = setTimeout(() => setNotice(null), BACK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return notice;
}

/**
 * While `active`, leaving or reloading the page asks first. The Convex client's own warning covers
 * only mutations already sent; one queued while offline ("NotSent") would be lost without a word.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    function ask(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Safari and older Chromium still ask only when returnValue is set.
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);
}

/**
 * A quiet bar over the page's top, under the top bar, while the connection to the server is lost, and briefly when it is
 * back. It is a polite live region, so screen readers hear both. Changes made meanwhile wait in the
 * Convex client and are sent on reconnect; leaving the page while some wait asks first.
 */
export function ConnectionBanner() {
  const { isWebSocketConnected, hasEverConnected, inflightMutations } = useConvexConnectionState();
  const notice = useConnectionNotice(isWebSocketConnected);
  useLeaveGuard(inflightMutations > 0);
  const t = useT();

  return (
    // A zero-height strip under the top bar: the notice lies over the page's top (its padding) rather
    // than pushing the page down when it appears after the grace period (no layout shift, ADR 0026).
    <div role="status" className="sticky top-16 z-30 h-0">
      {notice === "lost" && (
        <div className="absolute inset-x-0 top-0 border-b border-amber-200 bg-amber-50 text-amber-950 shadow-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
            <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">
                {hasEverConnected ? t("common.connection.lost") : t("common.connection.unreachable")}
              </strong>{" "}
              {t("common.connection.tryingAgain")}{" "}
              {inflightMutations > 0
                ? t("common.connection.unsent", { count: inflightMutations })
                : t("common.connection.changesWait")}
            </span>
          </p>
        </div>
      )}
      {notice === "back" && (
        <div className="absolute inset-x-0 top-0 border-b border-emerald-200 bg-emerald-50 text-emerald-950 shadow-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
          <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
            <CloudCheckIcon className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{t("common.connection.back")}</strong>{" "}
              {inflightMutations > 0 ? t("common.connection.sending") : t("common.connection.upToDate")}
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
