/**
 * Which language the app shows (ADR 0089): a signed-in person's choice, kept on the server for every
 * device; else this browser's last choice (localStorage, read by the boot script before the first
 * paint); else the first of the browser's languages Lyceum speaks; else English.
 */
import { useMutation } from "convex/react";
import { useCallback, useEffect } from "react";
import { isLanguage, LANGUAGE_STORAGE_KEY, preferredLanguage, type Language } from "@convex/shared/language";
import { api } from "@convex/_generated/api";
import { useProfile } from "@/lib/me";
import { activateLanguage, currentLanguage, useLanguageInForce } from "./index";

/** This browser's language: its last choice, else its own preference among Lyceum's. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // storage blocked: the browser's preference
  }
  return preferredLanguage(typeof navigator === "undefined" ? [] : navigator.languages);
}

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice holds for this page
  }
}

/** Shows the app in a language and remembers it in this browser. */
async function chooseLanguageHere(language: Language): Promise<void> {
  remember(language);
  await activateLanguage(language);
}

/**
 * The language in force and a way to choose: the app switches as soon as the words are here; a
 * signed-in person's choice is then saved for them.
 */
export function useLanguage(): { language: Language; choose: (language: Language) => Promise<void> } {
  const profile = useProfile();
  const language = useLanguageInForce();
  const setLanguage = useMutation(api.accounts.users.setLanguage).withOptimisticUpdate((store, { language }) => {
    const me = store.getQuery(api.accounts.users.me, {});
    if (me && !me.needsProfile) store.setQuery(api.accounts.users.me, {}, { ...me, language });
  });
  const choose = useCallback(
    async (next: Language) => {
      await chooseLanguageHere(next);
      if (profile) await setLanguage({ language: next });
    },
    [profile, setLanguage],
  );
  return { language, choose };
}

/**
 * Keeps the app in the signed-in person's language, as the server has it (from any device). A
 * person who never chose one keeps what this browser shows, saved as theirs.
 */
export function LanguageSync(): null {
  const profile = useProfile();
  const serverLanguage = profile?.language;
  const setLanguage = useMutation(api.accounts.users.setLanguage);
  useEffect(() => {
    if (serverLanguage === undefined) return;
    if (serverLanguage === null) {
      if (currentLanguage() !== "en") void setLanguage({ language: currentLanguage() }).catch(() => undefined);
      return;
    }
    if (serverLanguage !== currentLanguage()) void chooseLanguageHere(serverLanguage);
  }, [serverLanguage, setLanguage]);
  return null;
}
