import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldAria } from "@/components/form-field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useT } from "./i18n";

/** The roles a new account may choose (SPEC: teacher or student; Admin is never offered). */
const SIGN_UP_ROLES = ["teacher", "student"] as const;
const ROLE_LABELS = { teacher: "auth.role.teacher", student: "auth.role.student" } as const;

/**
 * The role a new account chooses (Register, and /welcome after a first Google sign-in). It starts
 * on "Choose...", which the form's schema refuses.
 */
export function RoleField({
  registration,
  label,
  error,
}: {
  registration: UseFormRegisterReturn;
  label: string;
  error?: string;
}) {
  const t = useT();
  const { name } = registration;
  return (
    <FormField name={name} label={label} error={error}>
      <NativeSelect {...fieldAria(name, error)} {...registration} className="w-full">
        <NativeSelectOption value="">{t("auth.role.choose")}</NativeSelectOption>
        {SIGN_UP_ROLES.map((role) => (
          <NativeSelectOption key={role} value={role}>
            {t(ROLE_LABELS[role])}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FormField>
  );
}
