import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { CircleAlertIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { FullScreenSpinner, PageSpinner } from "@/components/full-screen-spinner";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { postLoginTarget, useAuthStatus } from "@/lib/auth";
import { appErrorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { welcomeSchema } from "@convex/shared/forms/welcome";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { AuthShell } from "./auth-shell";
import { useT } from "./i18n";
import { RoleField } from "./role-field";

type WelcomeInput = z.input<typeof welcomeSchema>;
type WelcomeOutput = z.output<typeof welcomeSchema>;

const FIELD_ORDER = ["displayName", "role"] as const;

/**
 * Where Google sign-in comes back. A returning account goes on to the page asked for; a first
 * Google sign-in chooses student or teacher here (users.completeSignUp); a sign-in that did not
 * finish says why it may have been refused.
 */
export function WelcomePage({ redirect }: { redirect?: string }) {
  const t = useT();
  const { isLoading, isAuthenticated } = useAuthStatus();
  if (isLoading) return <PageSpinner label={t("auth.finishingSignIn")} />;
  if (!isAuthenticated) return <SignInDidNotFinish />;
  return <SignedInWelcome redirect={redirect} />;
}

function SignedInWelcome({ redirect }: { redirect?: string }) {
  const t = useT();
  const me = useQuery(api.accounts.users.me);
  const navigate = useNavigate();
  // Once the role form was shown, its own submit leads on (to the catalogue), not this effect.
  const [asked, setAsked] = useState(false);
  if (me?.needsProfile === true && !asked) setAsked(true);
  const finished = me?.needsProfile === false && !asked;

  useEffect(() => {
    if (!finished) return;
    toast.success(t("auth.login.success"));
    void navigate({ ...postLoginTarget(redirect), replace: true });
  }, [finished, navigate, redirect, t]);

  if (me === null) return <SignInDidNotFinish />;
  if (me === undefined || !me.needsProfile) return <PageSpinner label={t("auth.signingYouIn")} />;
  return <ChooseRole suggestedName={me.suggestedName} redirect={redirect} />;
}

function SignInDidNotFinish() {
  const t = useT();
  return (
    <div className="px-4 py-10">
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<CircleAlertIcon aria-hidden="true" />}
        title={t("auth.welcome.didNotFinish")}
        actions={
          <Button asChild>
            <Link to="/login">{t("auth.backToLogin")}</Link>
          </Button>
        }
      >
        <p>{t("auth.welcome.notSignedIn")}</p>
        <p className="mt-2">{t("auth.welcome.existingAccount")}</p>
        <p className="mt-2">{t("auth.welcome.suspended")}</p>
      </StateCard>
    </div>
  );
}

function ChooseRole({ suggestedName, redirect }: { suggestedName: string; redirect?: string }) {
  const t = useT();
  const completeSignUp = useMutation(api.accounts.users.completeSignUp);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<WelcomeInput, unknown, WelcomeOutput>({
    resolver: zodResolver(welcomeSchema),
    defaultValues: { displayName: suggestedName.slice(0, TEXT_LIMITS.displayName), role: "" },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function handleValid(values: WelcomeOutput) {
    if (busy) return;
    setBusy(true);
    try {
      await completeSignUp({ displayName: values.displayName, role: values.role });
      toast.success(t("auth.register.success"));
      await navigate(redirect ? { ...postLoginTarget(redirect), replace: true } : { to: "/dashboard/viewcourse" });
    } catch (error) {
      toast.error(t("auth.register.failed"), { description: appErrorMessage(error) ?? undefined });
      setBusy(false);
    }
  }

  return (
    <AuthShell title={t("auth.welcome.title")} subtitle={t("auth.welcome.subtitle")}>
      {busy && <FullScreenSpinner label={t("auth.creatingAccount")} />}
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
        <RoleField registration={form.register("role")} label={t("auth.welcome.iAmA")} error={errors.role} />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {t("auth.continue")}
        </Button>
      </form>
    </AuthShell>
  );
}
