import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { NewPasswordFields, PasswordField } from "@/components/password-fields";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuthAdapter } from "@/lib/auth";
import type { AccountActions } from "@/lib/auth/adapter";
import { errorMessage } from "@/lib/errors";
import { changePasswordSchema } from "@convex/shared/forms/password";
import { useT } from "./i18n";

type ChangeInput = z.input<typeof changePasswordSchema>;
type ChangeOutput = z.output<typeof changePasswordSchema>;
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** Settings' "Change password" (built-in sign-in only; Clerk users change it at Clerk). */
export function ChangePasswordCard({ className }: { className?: string }) {
  const t = useT();
  const { account } = useAuthAdapter();
  if (!account) return null;
  return (
    <section
      aria-labelledby="change-password-title"
      className={`bg-card rounded-2xl border p-6 shadow-xs ${className ?? ""}`}
    >
      <h2 id="change-password-title" className="font-semibold">
        {t("profile.password.title")}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{t("profile.password.description")}</p>
      <div className="mt-6">
        <ChangePasswordForm account={account} />
      </div>
    </section>
  );
}

function ChangePasswordForm({ account }: { account: AccountActions }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ChangeInput, unknown, ChangeOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function change({ currentPassword, newPassword }: ChangeOutput) {
    setBusy(true);
    try {
      await account.changePassword({ currentPassword, newPassword });
      toast.success(t("profile.password.changed"), { description: t("profile.password.changedHint") });
      form.reset();
    } catch (failure) {
      toast.error(t("profile.password.failed"), { description: errorMessage(failure, t("profile.tryAgain")) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELDS, change)}
      className="grid max-w-md gap-5"
    >
      <PasswordField
        registration={form.register("currentPassword")}
        label={t("profile.password.current")}
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <NewPasswordFields
        password={form.register("newPassword")}
        confirm={form.register("confirmPassword")}
        errors={errors}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner aria-hidden="true" />}
          {t("profile.password.submit")}
        </Button>
      </div>
    </form>
  );
}
