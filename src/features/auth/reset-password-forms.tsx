import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NewPasswordFields } from "@/components/password-fields";
import { Spinner } from "@/components/ui/spinner";
import type { AccountActions } from "@/lib/auth/adapter";
import { errorMessage } from "@/lib/errors";
import { ACCOUNT_CODE } from "@convex/shared/accountCodeRules";
import { resetPasswordSchema, resetRequestSchema } from "@convex/shared/forms/password";
import { useT } from "./i18n";

type RequestInput = z.input<typeof resetRequestSchema>;
type RequestOutput = z.output<typeof resetRequestSchema>;

/** Step 1: the address to mail a code to. */
export function RequestCodeForm({
  account,
  onSent,
}: {
  account: AccountActions;
  onSent: (sent: { email: string; message: string }) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: "" },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function request({ email }: RequestOutput) {
    setBusy(true);
    try {
      onSent({ email, message: await account.requestPasswordReset(email) });
    } catch (failure) {
      toast.error(t("auth.reset.couldNotSend"), { description: errorMessage(failure, t("auth.tryAgain")) });
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, ["email"], request)}
      className="grid gap-5"
    >
      <p className="text-muted-foreground text-sm">{t("auth.reset.requestIntro", { digits: ACCOUNT_CODE.digits })}</p>
      <FormField name="email" label={t("auth.field.email")} error={errors.email}>
        <Input
          {...fieldAria("email", errors.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner aria-hidden="true" />}
        {t("auth.reset.sendCode")}
      </Button>
    </form>
  );
}

type ResetInput = z.input<typeof resetPasswordSchema>;
type ResetOutput = z.output<typeof resetPasswordSchema>;
const RESET_FIELDS = ["code", "newPassword", "confirmPassword"] as const;

/** Step 2: the mailed code and the new password; then back to the login screen. */
export function ResetPasswordForm({
  account,
  email,
  onChangeEmail,
}: {
  account: AccountActions;
  email: string;
  onChangeEmail: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: "", newPassword: "", confirmPassword: "" },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function reset({ code, newPassword }: ResetOutput) {
    setBusy(true);
    try {
      await account.resetPassword({ email, code, newPassword });
      toast.success(t("auth.reset.changed"), { description: t("auth.reset.changedHint") });
      await navigate({ to: "/login", replace: true });
    } catch (failure) {
      toast.error(t("auth.reset.couldNotChange"), { description: errorMessage(failure, t("auth.tryAgain")) });
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, RESET_FIELDS, reset)}
      className="grid gap-5"
    >
      <FormField
        name="code"
        label={t("auth.reset.codeLabel")}
        error={errors.code}
        hint={t("auth.reset.sentTo", { email })}
      >
        <Input
          {...fieldAria("code", errors.code, true)}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register("code")}
        />
      </FormField>
      <NewPasswordFields
        password={form.register("newPassword")}
        confirm={form.register("confirmPassword")}
        errors={errors}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner aria-hidden="true" />}
        {t("auth.reset.setNewPassword")}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onChangeEmail}>
        {t("auth.reset.useAnotherAddress")}
      </Button>
    </form>
  );
}
