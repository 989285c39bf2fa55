/**
 * The language picker of the public pages (landing, sign-in, register): a native select, named by
 * a globe and "Language" in the language in force; each option in its own language. Disabled in
 * a prerendered page until React runs, like the forms beside it (a choice then would do nothing).
 * The profile menu has its own radio group (components/profile-menu.tsx).
 */
import { LanguagesIcon } from "lucide-react";
import { useId } from "react";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "@convex/shared/language";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/lib/use-hydrated";
import { useLanguage } from "./language";
import { useT } from "./messages";

export function LanguagePicker({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const { language, choose } = useLanguage();
  const hydrated = useHydrated();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-muted-foreground flex items-center gap-1.5 text-sm">
        <LanguagesIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">{t("i18n.language")}</span>
      </label>
      <NativeSelect
        id={id}
        size="sm"
        disabled={!hydrated}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
      >
        {LANGUAGES.map((choice) => (
          <NativeSelectOption key={choice} value={choice} lang={choice}>
            {LANGUAGE_NAMES[choice]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
