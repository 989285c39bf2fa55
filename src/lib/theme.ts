/**
 * The colour theme (ADR 0086). The page follows the device (prefers-color-scheme, in CSS) unless
 * a choice is marked on <html>: `.dark` or `.light`. A signed-in person's choice is kept on the
 * server (`accounts/users:setTheme`) for every device; this browser also remembers the last one in
 * localStorage, so its next page paints in it before anything is fetched (the boot script reads it,
 * scripts/prerender/html.ts). A visitor's choice stays in this browser.
 */
import { useMutation } from "convex/react";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { isTheme, THEME_STORAGE_KEY, type Theme } from "@convex/shared/theme";
import { api } from "@convex/_generated/api";
import { useProfile } from "@/lib/me";

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : "system";
  } catch {
    return "system"; // storage blocked: follow the device
  }
}

const listeners = new Set<() => void>();

/** Marks the choice on <html> (what the boot script does before the first paint). */
export function markTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
}

/** Marks the choice on <html> and remembers it in this browser. */
export function applyTheme(theme: Theme): void {
  markTheme(theme);
  try {
    if (theme === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage blocked: the choice holds for this page
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme in force and a way to choose: the signed-in person's from the server (once known),
 * else this browser's. Choosing applies at once; a signed-in choice is then saved for the person.
 */
export function useTheme(): { theme: Theme; choose: (theme: Theme) => Promise<void> } {
  const profile = useProfile();
  const local = useSyncExternalStore(subscribe, storedTheme, () => "system" as Theme);
  // Shown at once in the menus; the server's answer then confirms it.
  const setTheme = useMutation(api.accounts.users.setTheme).withOptimisticUpdate((store, { theme }) => {
    const me = store.getQuery(api.accounts.users.me, {});
    if (me && !me.needsProfile) store.setQuery(api.accounts.users.me, {}, { ...me, theme });
  });
  const theme = profile ? profile.theme : local;
  const choose = useCallback(
    async (next: Theme) => {
      applyTheme(next);
      if (profile) await setTheme({ theme: next });
    },
    [profile, setTheme],
  );
  return { theme, choose };
}

/** Keeps <html> on the signed-in person's theme, as the server has it (from any device). */
export function ThemeSync(): null {
  const profile = useProfile();
  const serverTheme = profile?.theme;
  useEffect(() => {
    if (serverTheme !== undefined && serverTheme !== storedTheme()) applyTheme(serverTheme);
  }, [serverTheme]);
  return null;
}
