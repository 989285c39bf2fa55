import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { AccountActions } from "@/lib/auth/adapter";
import { errorMessage } from "@/lib/errors";
import { verifyEmailSchema } from "@convex/shared/forms/password";
import { useT } from "./i18n";
import { CodeFormLayout } from "./verify-email-banner";

type CodeInput = z.input<typeof verifyEmailSchema>;
type CodeOutput = z.output<typeof verifyEmailSchema>;

/** The banner's form: the code field, Verify and Resend (loaded only for an unverified address). */
export default function VerifyEmailForm({ email, account }: { email: string; account: AccountActions }) {
  const t = useT();
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
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
        toast.success(t("auth.verify.verified"), {
          description: result.promoted ? t("auth.verify.promoted") : undefined,
        });
      } else {
        form.setError("code", { message: result.message }, { shouldFocus: true });
      }
    } catch (failure) {
      toast.error(t("auth.verify.couldNotVerify"), { description: errorMessage(failure, t("auth.tryAgain")) });
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy("resend");
    try {
      await account.resendVerification();
      toast.success(t("auth.verify.newCodeSent"), { description: t("auth.verify.checkInbox", { email }) });
    } catch (failure) {
      toast.error(t("auth.verify.couldNotResend"), { description: errorMessage(failure, t("auth.tryAgain")) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, ["code"], verify)}
      className="flex flex-wrap items-start gap-2"
    >
      <CodeFormLayout
        field={
          <FormField name="code" label={t("auth.verify.codeLabel")} error={errors.code} className="w-44">
            <Input
              {...fieldAria("code", errors.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="bg-white dark:bg-background"
              {...form.register("code")}
            />
          </FormField>
        }
        verify={
          <Button type="submit" disabled={busy !== null}>
            {busy === "verify" && <Spinner aria-hidden="true" />}
            {t("auth.verify.verify")}
          </Button>
        }
        resend={
          <Button
            type="button"
            variant="outline"
            className="bg-white dark:bg-background"
            disabled={busy !== null}
            onClick={() => void resend()}
          >
            {busy === "resend" && <Spinner aria-hidden="true" />}
            {t("auth.verify.resend")}
          </Button>
        }
      />
    </form>
  );
}
