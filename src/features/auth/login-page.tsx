import { Link, useNavigate } from "@tanstack/react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { PasswordField } from "@/components/password-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  forgetSessionEndedNotice,
  postLoginTarget,
  sessionEndedNotice,
  useAuthAdapter,
  useAuthStatus,
} from "@/lib/auth";
import { ServerTimeoutError, withTimeout } from "@/lib/with-timeout";
import { appErrorMessage, wordMessage } from "@/lib/errors";
import { isAppError } from "@convex/shared/errors";
import { ACCOUNT_SUSPENDED } from "@convex/shared/accountRules";
import { loginSchema } from "@convex/shared/forms/account";
import { AlreadySignedIn, AuthShell } from "./auth-shell";
import { GoogleSignInButton } from "./google-button";
import { useT } from "./i18n";

type LoginInput = z.input<typeof loginSchema>;
type LoginOutput = z.output<typeof loginSchema>;

const FIELD_ORDER = ["email", "password"] as const;

export function LoginPage({ redirect }: { redirect?: string }) {
  const t = useT();
  const { login, logout, account } = useAuthAdapter();
  const { isAuthenticated } = useAuthStatus();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Signed out because an Admin suspended the account, or refused at sign-in for it (ADR 0066).
  const [suspended, setSuspended] = useState(() => sessionEndedNotice() === "suspended");
  useEffect(() => forgetSessionEndedNotice(), []);
  const formRef = useRef<HTMLFormElement>(null);
  // Errors appear after the first attempt, then follow the input as it is corrected.
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function handleValid(values: LoginOutput) {
    if (busy) return;
    setBusy(true);
    try {
      await withTimeout(login({ email: values.email, password: values.password }));
      toast.success(t("auth.login.success"));
      // SPEC asks for a page reload 50 ms after navigating; this SPA updates live, so no reload.
      await navigate({ ...postLoginTarget(redirect), replace: true });
    } catch (error) {
      // Never say whether the e-mail or the password was wrong; a server that did not answer is said.
      const reason = appErrorMessage(error);
      if (reason === ACCOUNT_SUSPENDED || reason === wordMessage(ACCOUNT_SUSPENDED)) {
        setSuspended(true);
        toast.error(wordMessage(ACCOUNT_SUSPENDED));
      } else if (error instanceof ServerTimeoutError)
        toast.error(t("auth.login.couldNotSignIn"), { description: error.message });
      // SPEC's message stays; a browser refused for too many failures is also told when to retry.
      else if (isAppError(error, "RATE_LIMITED")) {
        toast.error(t("auth.login.failed"), { description: appErrorMessage(error) ?? undefined });
      } else toast.error(t("auth.login.failed"));
      setBusy(false);
    }
  }

  return (
    <AuthShell
      title={t("auth.login.title")}
      subtitle={
        <>
          {t("auth.login.newToLyceum")}{" "}
          <Link to="/register" className="text-primary font-medium underline-offset-4 hover:underline">
            {t("auth.login.createAccount")}
          </Link>
        </>
      }
    >
      {busy && <FullScreenSpinner label={t("auth.signingYouIn")} />}
      {suspended && !isAuthenticated && (
        <p role="alert" className="border-destructive/50 text-destructive mb-4 rounded-md border p-3 text-sm">
          {wordMessage(ACCOUNT_SUSPENDED)}
        </p>
      )}
      {isAuthenticated && !busy ? (
        <AlreadySignedIn>
          <Button onClick={() => void navigate(postLoginTarget(redirect))}>{t("auth.continue")}</Button>
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
          <FormField name="email" label={t("auth.field.email")} error={errors.email}>
            <Input
              {...fieldAria("email", errors.email)}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register("email")}
            />
          </FormField>
          <PasswordField
            registration={form.register("password")}
            label={t("auth.field.password")}
            autoComplete="current-password"
            error={errors.password}
          />
          {account && (
            <Link
              to="/forgot-password"
              className="text-primary -mt-3 justify-self-end text-sm font-medium underline-offset-4 hover:underline"
            >
              {t("auth.login.forgotPassword")}
            </Link>
          )}
          <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
            {t("auth.login.submit")}
          </Button>
        </form>
      )}
      {!isAuthenticated && <GoogleSignInButton redirect={redirect} />}
    </AuthShell>
  );
}
