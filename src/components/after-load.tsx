import { Component, Suspense, useEffect, useState, type ReactNode } from "react";

/**
 * False until the person first presses a key, taps or moves focus, or until `idleMs` after the
 * page's load event, then true for good.
 */
function useAfterLoad(idleMs: number): boolean {
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

/**
 * False until the frame showing the component's first render has been painted, then true for good:
 * code asked for after that is not part of what the first paint waits for, in the browser or in
 * Lighthouse's model of a phone, which counts every request started before the largest paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    // A frame callback runs just before its frame is painted: the second frame's comes after the
    // first frame is on screen (the largest paint's time is when that frame was presented).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [painted]);
  return painted;
}

/**
 * Lazy code that the page's first screen does not need (the toaster, the account menu and bell, the
 * verification form), so it does not compete with what the page shows first (ADR 0084): `children`
 * are rendered with the first key, tap or focus, or `idleMs` after the page's load event; `fallback`
 * (of their size, so nothing moves) stands in until then and while their code loads.
 */
export function AfterLoad({
  idleMs,
  fallback,
  children,
}: {
  idleMs: number;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const wanted = useAfterLoad(idleMs);
  return (
    <FallbackOnError fallback={fallback}>
      <Suspense fallback={fallback}>{wanted ? children : fallback}</Suspense>
    </FallbackOnError>
  );
}

/**
 * Deferred code that cannot load (offline, served by the service worker from what it has; a
 * deployment that removed the file) leaves its placeholder where it was: the page it sits on stays
 * up. The next page load asks for it again.
 */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
