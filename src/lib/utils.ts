import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call: a quarter of the longest
 * task of a signed-in page's first render on a phone (issue #32). Called in a task of its own before
 * that render (src/main.tsx), so the browser can paint and answer input in between.
 */
export function prepareClassNames(): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names, not words
  twMerge("p-0 p-1");
}
