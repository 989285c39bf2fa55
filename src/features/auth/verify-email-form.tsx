import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { AccountActions } from "@/lib/auth/adapter";
import { errorMessage } from "@/lib/errors";
import { verifyEmailSchema } from "@convex/shared/forms/password";
import { CodeFormLayout } from "./verify-email-banner";

type CodeInput = z.input<typeof verifyEmailSchema>;
type CodeOutput = z.output<typeof verifyEmailSchema>;

/** The banner's form: the code field, Verify and Resend (loaded only for an unverified address). */
export default function VerifyEmailForm({ email, account }: { email: string; account: AccountActions }) {
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
    <form
      ref={formRef}
      noValidate
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, ["code"], verify)}
      className="flex flex-wrap items-start gap-2"
    >
      <CodeFormLayout
        field={
          <FormField name="code" label="Verification code" error={errors.code} className="w-44">
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
            Verify
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
            Resend code
          </Button>
        }
      />
    </form>
  );
}
