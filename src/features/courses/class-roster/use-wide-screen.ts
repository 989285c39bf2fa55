import { useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint: below it the roster is a list of cards, from it a table. */
const WIDE = "(min-width: 640px)";

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the screen is at least `sm` wide (true where it cannot be told: the server, jsdom). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia !== "function" || window.matchMedia(WIDE).matches,
    () => true,
  );
}
