import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { useT } from "./i18n";

type PasswordAutoComplete = "current-password" | "new-password";

/**
 * A labelled password input registered with react-hook-form; its name (and so its ids) comes from
 * the registration: `<PasswordField registration={form.register("password")} ... />`.
 */
export function PasswordField({
  registration,
  label,
  autoComplete,
  error,
  hint,
  className,
}: {
  registration: UseFormRegisterReturn;
  label: ReactNode;
  autoComplete: PasswordAutoComplete;
  error?: string;
  hint?: ReactNode;
  className?: string;
}) {
  const { name } = registration;
  return (
    <FormField name={name} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldAria(name, error, Boolean(hint))} type="password" autoComplete={autoComplete} {...registration} />
    </FormField>
  );
}

/**
 * A new password and its confirmation, both `autocomplete="new-password"`. Side by side (from the
 * `sm` breakpoint) when `sideBySide`, else two fields of the surrounding grid.
 */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  labels,
  passwordHint,
  sideBySide = false,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** Messages by field name, as `fieldMessages(form.formState.errors)` gives them. */
  errors: Partial<Record<string, string>>;
  labels?: { password: string; confirm: string };
  passwordHint?: ReactNode;
  sideBySide?: boolean;
}) {
  const t = useT();
  const label = labels ?? { password: t("common.password.new"), confirm: t("common.password.confirmNew") };
  // content-start: the shorter cell (no hint) keeps its label on the same line as its neighbour's.
  const cell = sideBySide ? "content-start" : undefined;
  const fields = (
    <>
      <PasswordField
        registration={password}
        label={label.password}
        autoComplete="new-password"
        error={errors[password.name]}
        hint={passwordHint}
        className={cell}
      />
      <PasswordField
        registration={confirm}
        label={label.confirm}
        autoComplete="new-password"
        error={errors[confirm.name]}
        className={cell}
      />
    </>
  );
  return sideBySide ? <div className="grid gap-5 sm:grid-cols-2">{fields}</div> : fields;
}
