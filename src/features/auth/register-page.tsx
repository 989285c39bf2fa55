import { Link, useNavigate } from "@tanstack/react-router";
import { imageHint } from "@/lib/words/image-hint";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { NewPasswordFields } from "@/components/password-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAuthAdapter, useAuthStatus } from "@/lib/auth";
import { appErrorMessage, wordMessage } from "@/lib/errors";
import { DEFAULT_AVATAR } from "@/lib/me";
import { useObjectUrl } from "@/lib/use-object-url";
import { SERVER_ANSWER_MS, withTimeout } from "@/lib/with-timeout";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { COMMON_PASSWORD_MESSAGE, registerSchema } from "@convex/shared/forms/account";
import { AlreadySignedIn, AuthShell } from "./auth-shell";
import { GoogleSignInButton } from "./google-button";
import { t as translate, useT } from "./i18n";
import { RoleField } from "./role-field";

type RegisterInput = z.input<typeof registerSchema>;
type RegisterOutput = z.output<typeof registerSchema>;

const EMPTY: RegisterInput = { displayName: "", email: "", role: "", password: "", confirmPassword: "", image: null };
const PICTURE_UPLOAD_MS = 45_000;
const FIELD_ORDER = ["displayName", "email", "role", "password", "confirmPassword", "image"] as const;
/** What a refused sign-up suggests when the server gives no reason (in the language in force). */
export const accountMayExist = () => translate("auth.register.accountMayExist");

export function RegisterPage() {
  const t = useT();
  const { register, logout } = useAuthAdapter();
  const { isAuthenticated } = useAuthStatus();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Errors appear after the first attempt, then follow the input as it is corrected.
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function handleValid(values: RegisterOutput) {
    if (busy) return;
    if (values.password !== values.confirmPassword) {
      toast.error(t("auth.register.passwordsDoNotMatch"));
      return;
    }

    setBusy(true);
    try {
      const result = await withTimeout(
        register({
          displayName: values.displayName,
          email: values.email,
          role: values.role,
          password: values.password,
          image: values.image,
        }),
        // A profile picture is uploaded as part of registering: it gets time of its own.
        values.image ? SERVER_ANSWER_MS + PICTURE_UPLOAD_MS : SERVER_ANSWER_MS,
      );
      toast.success(t("auth.register.success"));
      if (result.avatarError) {
        toast.warning(t("auth.register.imageNotSaved"), {
          description: t("auth.register.imageNotSavedHint", { reason: result.avatarError }),
        });
      }
      // SPEC asks for a page reload 50 ms after navigating; this SPA updates live, so no reload.
      await navigate({ to: "/dashboard/viewcourse" });
    } catch (error) {
      const reason = appErrorMessage(error);
      // An address that has an account is answered like a wrong password, with no reason given
      // (the server never says "account exists": ADR 0055), so the likely way on is suggested.
      toast.error(t("auth.register.failed"), { description: reason ?? accountMayExist() });
      setBusy(false);
      // The common-password check runs on the server only (the list never ships): its refusal
      // belongs to the password field like the length rules.
      if (reason === COMMON_PASSWORD_MESSAGE || reason === wordMessage(COMMON_PASSWORD_MESSAGE)) {
        form.setError("password", { message: COMMON_PASSWORD_MESSAGE }, { shouldFocus: true });
      }
    }
  }

  return (
    <AuthShell
      title={t("auth.register.title")}
      subtitle={
        <>
          {t("auth.register.alreadyHaveOne")}{" "}
          <Link to="/login" className="text-primary font-medium underline-offset-4 hover:underline">
            {t("auth.register.logIn")}
          </Link>
        </>
      }
    >
      {busy && <FullScreenSpinner label={t("auth.creatingAccount")} />}
      {isAuthenticated && !busy ? (
        <AlreadySignedIn>
          <Button asChild>
            <Link to="/dashboard">{t("auth.register.goToDashboard")}</Link>
          </Button>
          <Button variant="outline" onClick={() => void logout()}>
            {t("auth.logOut")}
          </Button>
        </AlreadySignedIn>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, handleValid)}
          className="grid gap-5"
        >
          <FormField name="displayName" label={t("auth.field.displayName")} error={errors.displayName}>
            <Input
              {...fieldAria("displayName", errors.displayName)}
              autoComplete="nickname"
              {...form.register("displayName")}
              maxLength={TEXT_LIMITS.displayName}
            />
          </FormField>
          <FormField name="email" label={t("auth.field.email")} error={errors.email}>
            <Input
              {...fieldAria("email", errors.email)}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register("email")}
            />
          </FormField>
          <RoleField registration={form.register("role")} label={t("auth.field.role")} error={errors.role} />
          <NewPasswordFields
            password={form.register("password")}
            confirm={form.register("confirmPassword")}
            errors={errors}
            labels={{ password: t("auth.field.password"), confirm: t("auth.field.confirmPassword") }}
            passwordHint={t("auth.register.passwordHint", { min: TEXT_LIMITS.passwordMin })}
            sideBySide
          />
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => <ImageField image={field.value} error={errors.image} onChange={field.onChange} />}
          />
          <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
            {t("auth.register.submit")}
          </Button>
          <p className="text-muted-foreground text-center text-xs">{t("auth.register.agreement")}</p>
        </form>
      )}
      {!isAuthenticated && <GoogleSignInButton />}
    </AuthShell>
  );
}

function ImageField({
  image,
  error,
  onChange,
}: {
  image: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const t = useT();
  const preview = useObjectUrl(image?.type.startsWith("image/") ? image : null);

  return (
    <FormField name="image" label={t("auth.register.imageLabel")} error={error} hint={imageHint()}>
      <div className="flex items-center gap-4">
        <img
          src={preview ?? DEFAULT_AVATAR}
          alt=""
          className="bg-muted size-12 shrink-0 rounded-full border object-cover"
        />
        <Input
          {...fieldAria("image", error, true)}
          type="file"
          accept="image/*"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="cursor-pointer"
        />
      </div>
    </FormField>
  );
}
