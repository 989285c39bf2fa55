import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { TOASTS_BELOW_VARIABLE } from "@/components/toaster";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useAuthAdapter } from "@/lib/auth";
import type { AccountActions } from "@/lib/auth/adapter";
import { errorMessage } from "@/lib/errors";
import { useProfile } from "@/lib/me";
import { ACCOUNT_CODE } from "@convex/shared/accountCodeRules";
import { verifyEmailSchema } from "@convex/shared/forms/password";

type CodeInput = z.input<typeof verifyEmailSchema>;
type CodeOutput = z.output<typeof verifyEmailSchema>;

/**
 * Above every signed-in page until the address is verified (docs/accounts.md): the code mailed at
 * sign-up, and a way to get a new one. Not shown when the provider verifies addresses itself.
 */
export function VerifyEmailBanner() {
  const { account } = useAuthAdapter();
  const profile = useProfile();
  if (!account || !profile || profile.emailVerified) return null;
  return <VerifyEmailForm email={profile.email} account={account} />;
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

function VerifyEmailForm({ email, account }: { email: string; account: AccountActions }) {
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useHeightVariable(sectionRef);
  const form = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { code: "" },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function verify({ code }: CodeOutput) {
    setBusy("verify");
    try {
      const result = await account.verifyEmail(code);
      if (result.verified) {
        toast.success("Your e-mail address is verified", {
          description: result.promoted ? "Your address is on the Admin list: you are now an Admin." : undefined,
        });
      } else {
        form.setError("code", { message: result.message }, { shouldFocus: true });
      }
    } catch (failure) {
      toast.error("Could not verify your address", { description: errorMessage(failure, "Please try again.") });
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy("resend");
    try {
      await account.resendVerification();
      toast.success("We sent you a new code", { description: `Check the inbox of ${email}.` });
    } catch (failure) {
      toast.error("Could not send a new code", { description: errorMessage(failure, "Please try again.") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section ref={sectionRef} aria-labelledby="verify-email-title" className="border-b bg-amber-50 py-4 text-amber-950">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 sm:px-6 lg:flex-row lg:items-end lg:justify-between lg:px-8">
        <div className="flex items-start gap-3">
          <MailCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <h2 id="verify-email-title" className="font-semibold">
              Verify your e-mail address
            </h2>
            <p className="text-sm">
              We sent a code of {ACCOUNT_CODE.digits} digits to <span className="font-medium">{email}</span>. It works
              for {ACCOUNT_CODE.ttlMinutes} minutes.
            </p>
          </div>
        </div>
        <form
          ref={formRef}
          noValidate
          onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, ["code"], verify)}
          className="flex flex-wrap items-start gap-2"
        >
          <FormField name="code" label="Verification code" error={errors.code} className="w-44">
            <Input
              {...fieldAria("code", errors.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="bg-white"
              {...form.register("code")}
            />
          </FormField>
          <div className="flex gap-2 self-start sm:pt-[1.375rem]">
            <Button type="submit" disabled={busy !== null}>
              {busy === "verify" && <Spinner aria-hidden="true" />}
              Verify
            </Button>
            <Button
              type="button"
              variant="outline"
              className="bg-white"
              disabled={busy !== null}
              onClick={() => void resend()}
            >
              {busy === "resend" && <Spinner aria-hidden="true" />}
              Resend code
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
