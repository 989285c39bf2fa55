import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { NewPasswordFields, PasswordField } from "@/components/password-fields";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuthAdapter } from "@/lib/auth";
import type { AccountActions } from "@/lib/auth/adapter";
import { errorMessage } from "@/lib/errors";
import { changePasswordSchema } from "@convex/shared/forms/password";

type ChangeInput = z.input<typeof changePasswordSchema>;
type ChangeOutput = z.output<typeof changePasswordSchema>;
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** Settings' "Change password" (built-in sign-in only; Clerk users change it at Clerk). */
export function ChangePasswordCard({ className }: { className?: string }) {
  const { account } = useAuthAdapter();
  if (!account) return null;
  return (
    <section
      aria-labelledby="change-password-title"
      className={`bg-card rounded-2xl border p-6 shadow-xs ${className ?? ""}`}
    >
      <h2 id="change-password-title" className="font-semibold">
        Change password
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        You stay signed in here; every other device where you are signed in is signed out.
      </p>
      <div className="mt-6">
        <ChangePasswordForm account={account} />
      </div>
    </section>
  );
}

function ChangePasswordForm({ account }: { account: AccountActions }) {
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
      toast.success("Password changed", { description: "Your other devices were signed out." });
      form.reset();
    } catch (failure) {
      toast.error("Could not change the password", { description: errorMessage(failure, "Please try again.") });
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
        label="Current password"
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
          Change password
        </Button>
      </div>
    </form>
  );
}
