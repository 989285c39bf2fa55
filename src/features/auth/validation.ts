import { imageFileError, isValidEmail, LIMITS, requiredTextError } from "@/lib/validation";

export type RegisterValues = {
  displayName: string;
  email: string;
  role: string;
  password: string;
  confirmPassword: string;
};

export type RegisterField = keyof RegisterValues | "image";
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function emailError(email: string): string | undefined {
  if (!email.trim()) return "Email is required.";
  if (!isValidEmail(email)) return "Enter a valid e-mail address.";
  return undefined;
}

/** SPEC §5 register rules, plus the server's length limits. Mismatched passwords are not a field error: they get a toast. */
export function validateRegister(values: RegisterValues, image: File | null): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  errors.displayName = requiredTextError(values.displayName, "Display name", LIMITS.displayName) ?? undefined;
  errors.email = emailError(values.email);
  if (values.role !== "student" && values.role !== "teacher") errors.role = "Choose teacher or student.";
  if (!values.password) errors.password = "Password is required.";
  else if (values.password.length < LIMITS.passwordMin) {
    errors.password = `Password must be at least ${LIMITS.passwordMin} characters.`;
  } else if (values.password.length > LIMITS.passwordMax) {
    errors.password = `Password must be at most ${LIMITS.passwordMax} characters.`;
  }
  if (!values.confirmPassword) errors.confirmPassword = "Confirm your password.";
  if (image) errors.image = imageFileError(image) ?? undefined;
  return prune(errors);
}

export type LoginValues = { email: string; password: string };

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return prune({
    email: emailError(values.email),
    password: values.password ? undefined : "Password is required.",
  });
}

function prune<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;
}
