import { MailCheckIcon } from "lucide-react";
import { MARKS, rich } from "@/lib/i18n/rich";
import { lazy, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { AfterLoad } from "@/components/after-load";
import { FormField } from "@/components/form-field";
import { TOASTS_BELOW_VARIABLE } from "@/components/toaster";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAuthAdapter } from "@/lib/auth";
import type { AccountActions } from "@/lib/auth/adapter";
import { useProfile } from "@/lib/me";
import { ACCOUNT_CODE } from "@convex/shared/accountCodeRules";
import { useT } from "./i18n";

// The form's code (react-hook-form, Zod, the code's schema) loads only for an unverified address:
// every signed-in page mounts the banner, and most people never see it.
const VerifyEmailForm = lazy(() => import("./verify-email-form"));
/** With no interaction, the form's code comes this long after the page's load event. */
const FORM_AFTER_LOAD_MS = 1_000;

/**
 * Above every signed-in page until the address is verified (docs/accounts.md): the code mailed at
 * sign-up, and a way to get a new one. Not shown when the provider verifies addresses itself. The
 * box shows at once with its controls disabled; the form's code is asked for with the first key,
 * tap or focus, or once the page has loaded, and nothing below moves when it arrives.
 */
export function VerifyEmailBanner() {
  const { account } = useAuthAdapter();
  const profile = useProfile();
  if (!account || !profile || profile.emailVerified) return null;
  return <UnverifiedBanner email={profile.email} account={account} />;
}

function UnverifiedBanner({ email, account }: { email: string; account: AccountActions }) {
  const t = useT();
  const sectionRef = useRef<HTMLElement>(null);
  useHeightVariable(sectionRef);
  return (
    <section
      ref={sectionRef}
      aria-labelledby="verify-email-title"
      className="border-b bg-amber-50 py-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 sm:px-6 lg:flex-row lg:items-end lg:justify-between lg:px-8">
        <div className="flex items-start gap-3">
          <MailCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <h2 id="verify-email-title" className="font-semibold">
              {t("auth.verify.title")}
            </h2>
            <p className="text-sm">
              {rich(
                t("auth.verify.sent", {
                  digits: ACCOUNT_CODE.digits,
                  minutes: ACCOUNT_CODE.ttlMinutes,
                  email: MARKS[0],
                }),
                [
                  <span className="font-medium" dir="ltr">
                    {email}
                  </span>,
                ],
              )}
            </p>
          </div>
        </div>
        <AfterLoad idleMs={FORM_AFTER_LOAD_MS} fallback={<CodeFormLoading />}>
          <VerifyEmailForm email={email} account={account} />
        </AfterLoad>
      </div>
    </section>
  );
}

/**
 * The banner's height as the variable the toaster's offset adds (components/toaster.tsx), so a toast
 * (the registration's own, SPEC §9) opens below the box rather than over the code field.
 */
function useHeightVariable(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(TOASTS_BELOW_VARIABLE, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOASTS_BELOW_VARIABLE);
    };
  }, [ref]);
}

/**
 * The code form's layout: the field, then Verify and Resend. The form (verify-email-form.tsx) and
 * its stand-in while that loads (`CodeFormLoading`) both use it, so they have the same size.
 */
export function CodeFormLayout({ field, verify, resend }: { field: ReactNode; verify: ReactNode; resend: ReactNode }) {
  return (
    <>
      {field}
      <div className="flex gap-2 self-start sm:pt-[1.375rem]">
        {verify}
        {resend}
      </div>
    </>
  );
}

/** The stand-in: the same controls, disabled and busy, until the form's code has arrived. */
function CodeFormLoading() {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start gap-2" aria-busy="true">
      <CodeFormLayout
        field={
          <FormField name="code" label={t("auth.verify.codeLabel")} className="w-44">
            <Input id="field-code" disabled className="bg-white dark:bg-background" />
          </FormField>
        }
        verify={<Button disabled>{t("auth.verify.verify")}</Button>}
        resend={
          <Button variant="outline" className="bg-white dark:bg-background" disabled>
            {t("auth.verify.resend")}
          </Button>
        }
      />
    </div>
  );
}
