import { BookOpenIcon, GraduationCapIcon, MessagesSquareIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LanguagePicker } from "@/lib/i18n/language-picker";
import { useHydrated } from "@/lib/use-hydrated";
import { useT } from "./i18n";

const POINTS = [
  { icon: BookOpenIcon, text: "auth.shell.pointCourses" },
  { icon: GraduationCapIcon, text: "auth.shell.pointQuizzes" },
  { icon: MessagesSquareIcon, text: "auth.shell.pointDiscussion" },
] as const;

/** The two-column frame of the register and login screens. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className="grid flex-1 lg:grid-cols-[1fr_1.1fr]">
      {/* The points follow the heading rather than sit at the bottom: the aside is as tall as the form
          column, which grows after load (the Google button), and would carry them (and a bottom-anchored glow) down. */}
      <aside className="bg-brand text-brand-foreground relative hidden overflow-hidden lg:block lg:p-12">
        <div aria-hidden="true" className="bg-highlight/20 absolute -top-24 -end-24 size-80 rounded-full blur-3xl" />
        <div aria-hidden="true" className="absolute top-80 -start-20 size-96 rounded-full bg-white/5 blur-2xl" />
        <div className="relative">
          <p className="text-highlight text-sm font-semibold tracking-widest uppercase">
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the product name, the same in every language */}
            {"Lyceum"}
          </p>
          <p className="mt-6 max-w-md text-3xl leading-tight font-semibold text-balance">{t("auth.shell.tagline")}</p>
        </div>
        <ul className="relative mt-16 space-y-5">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm/6 text-white/85">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon className="text-highlight size-4" aria-hidden="true" />
              </span>
              {t(text)}
            </li>
          ))}
        </ul>
      </aside>
      {/* Top-aligned, not centred: what appears under the form after load (the Google button once the
          deployment says it offers it, or "already signed in" instead of the form) would otherwise
          move the heading and the fields (a layout shift, ADR 0026). */}
      <section className="flex items-start justify-center px-4 py-10 sm:px-8 lg:py-20">
        <div className="w-full max-w-md">
          {/* Above the heading, on every screen of this frame: the first control a visitor tabs to. */}
          <LanguagePicker className="mb-6 justify-end" />
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground mt-2">{subtitle}</p>
          {/* The prerendered form (ADR 0026) is shown at once but disabled until React runs: the
              browser would otherwise submit it itself, with the password in the address. */}
          <fieldset disabled={!hydrated} className="contents">
            <div className="mt-8">{children}</div>
          </fieldset>
        </div>
      </section>
    </div>
  );
}

export function AlreadySignedIn({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="bg-card rounded-xl border p-6 shadow-sm">
      <p className="font-medium">{t("auth.alreadySignedIn.title")}</p>
      <p className="text-muted-foreground mt-1 text-sm">{t("auth.alreadySignedIn.body")}</p>
      <div className="mt-4 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
