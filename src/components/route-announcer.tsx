import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useLanguageInForce } from "@/lib/i18n";
import { documentTitle, screenTitle, type TitleMatch } from "@/lib/page-titles";

/** How long to wait for a page's heading (pages show a spinner while their data loads). */
const HEADING_WAIT_MS = 5_000;

function currentMatches(matches: readonly TitleMatch[]): TitleMatch[] {
  return matches.map(({ routeId, params, status }) => ({ routeId, params, status }));
}

/**
 * Calls `found` with the page's first h1 inside #main as soon as there is one (now or once the page
 * has loaded its data), unless `HEADING_WAIT_MS` pass first. Returns a function that stops waiting.
 */
function whenHeadingAppears(found: (heading: HTMLElement) => void): () => void {
  const main = document.getElementById("main");
  if (!main) return () => undefined;
  const find = () => main.querySelector<HTMLElement>("h1");
  const now = find();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * Keeps `<title>` in step with the screen ("Course catalogue · Lyceum"), and after each navigation to
 * another page moves focus to the new page's h1 and announces its name in a polite live region, so
 * keyboard and screen-reader users start at the top of what they opened. Focus is only moved when
 * it was left behind (on the link that was followed, or on <body>), never taken from a field the
 * person has moved to meanwhile.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const screen = useRouterState({ select: (state) => screenTitle(currentMatches(state.matches)) });
  // Titles are worded when set: a newly chosen language words the screen's title again.
  const language = useLanguageInForce();
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    document.title = documentTitle(screenTitle(currentMatches(router.state.matches)));
  }, [router, screen, language]);

  useEffect(() => {
    let stopWaiting = () => undefined as void;
    const unsubscribe = router.subscribe("onRendered", (event) => {
      if (!event.pathChanged || event.fromLocation === undefined) return;
      stopWaiting();
      const leftBehind = document.activeElement;
      setAnnouncement(screenTitle(currentMatches(router.state.matches)) ?? documentTitle(null));
      stopWaiting = whenHeadingAppears((heading) => {
        const active = document.activeElement;
        if (active !== leftBehind && active !== document.body && active !== null) return;
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.dataset.routeFocus = "";
        heading.focus({ preventScroll: true });
      });
    });
    return () => {
      unsubscribe();
      stopWaiting();
    };
  }, [router]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
