import type { FormEvent, ReactNode, RefObject } from "react";
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { wordMessage } from "@/lib/errors";
import { cn } from "@/lib/utils";

/** Ids that tie a field's label, input, hint and error together. */
export function fieldIds(name: string) {
  return { input: `field-${name}`, error: `field-${name}-error`, hint: `field-${name}-hint` };
}

/**
 * Focuses the input of the first field in `order` that has an error (inputs carry fieldIds ids).
 * Returns true when it focused something, so a submit handler can stop there.
 */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: Partial<Record<string, string>>,
): boolean {
  const first = order.find((name) => errors[name]);
  const input = first ? form?.querySelector<HTMLElement>(`#${fieldIds(first).input}`) : null;
  if (!input) return false;
  input.focus();
  return true;
}

/**
 * A form's onSubmit: react-hook-form validates, then calls `onValid`, or focuses the first field
 * in `order` that has an error.
 */
export function submitFocusingFirstError<TFieldValues extends FieldValues, TTransformed>(
  handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformed>,
  formRef: RefObject<HTMLFormElement | null>,
  order: readonly string[],
  onValid: Parameters<UseFormHandleSubmit<TFieldValues, TTransformed>>[0],
) {
  return (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(onValid, (found) => focusFirstInvalid(formRef.current, order, fieldMessages(found)))(event);
}

/**
 * The message of each field with an error, from react-hook-form's `formState.errors`, in the
 * language in force (the shared schemas give keys of the server's catalog, issue #33).
 */
export function fieldMessages(
  errors: Partial<Record<string, { message?: unknown } | undefined>>,
): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === "string" && error.message) messages[name] = wordMessage(error.message);
  }
  return messages;
}

/** aria props for an input: invalid state and the texts that describe it. */
export function fieldAria(name: string, error: string | undefined, hasHint = false) {
  const ids = fieldIds(name);
  const describedBy = [hasHint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ");
  return {
    id: ids.input,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** A labelled form field with an optional hint and an inline error. */
export function FormField({
  name,
  label,
  error,
  hint,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(name);
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={ids.input}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={ids.hint} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-destructive text-sm font-medium">
          {wordMessage(error)}
        </p>
      )}
    </div>
  );
}
