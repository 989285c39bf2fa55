import { useEffect, useState } from "react";

/**
 * False until the person first presses a key, taps or moves focus, or until `idleMs` after the
 * page's load event (its images included), then true for good: for code that the page's first
 * screen does not need (the toaster, the verification form), so it does not compete with what the
 * page shows first.
 */
export function useAfterLoad(idleMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const want = () => setReady(true);
    const events = ["pointerdown", "keydown", "focusin"] as const;
    for (const event of events) window.addEventListener(event, want, { capture: true, passive: true });
    let timer: number | undefined;
    const afterLoad = () => (timer = window.setTimeout(want, idleMs));
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      for (const event of events) window.removeEventListener(event, want, { capture: true });
      window.removeEventListener("load", afterLoad);
      window.clearTimeout(timer);
    };
  }, [ready, idleMs]);
  return ready;
}
