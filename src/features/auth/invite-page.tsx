import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { KeyRoundIcon, MailWarningIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { NewPasswordFields } from "@/components/password-fields";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuthAdapter, useAuthStatus } from "@/lib/auth";
import { signInClientId } from "@/lib/auth/client-id";
import { errorMessage, wordMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { claimInvitationSchema } from "@convex/shared/forms/invitation";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { INVITATION_MESSAGES } from "@convex/shared/rosterRules";
import { AuthShell } from "./auth-shell";
import { useT } from "./i18n";

type ClaimInput = z.input<typeof claimInvitationSchema>;
type ClaimOutput = z.output<typeof claimInvitationSchema>;
const FIELDS = ["newPassword", "confirmPassword"] as const;

type Invitation =
  | { state: "ok"; name: string; email: string; courseName: string; courseId: Id<"courses"> | null }
  | { state: keyof typeof INVITATION_MESSAGES };

/**
 * An invitation link (/invite/<token>, docs/onboarding.md): who it is for, then a password chosen
 * by the sign-up rules; setting it signs the person in and opens their course. A link that is
 * unknown, used or expired says so and offers "Forgot password" and sign-in.
 */
export function InvitePage({ token }: { token: string }) {
  const t = useT();
  const inspect = useMutation(api.onboarding.invitations.inspect);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: every lookup of a link that does not work counts against this browser.
    if (asked.current === token) return;
    asked.current = token;
    inspect({ token, clientId: signInClientId() }).then(setInvitation, () => setFailed(true));
  }, [inspect, token]);

  if (failed) {
    return (
      <InviteShell title={t("auth.invite.title")} subtitle={t("auth.invite.unreachable")}>
        <p role="alert" className="bg-card rounded-xl border p-6 text-sm shadow-sm">
          {t("auth.invite.checkConnection")}
        </p>
      </InviteShell>
    );
  }
  if (invitation === null) {
    return (
      <InviteShell title={t("auth.invite.title")} subtitle={t("auth.invite.oneMoment")}>
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner aria-hidden="true" />
          {t("auth.invite.checking")}
        </p>
      </InviteShell>
    );
  }
  if (invitation.state !== "ok")
    return <RefusedInvitation message={wordMessage(INVITATION_MESSAGES[invitation.state])} />;
  return <ClaimForm token={token} invitation={invitation} onRefused={(message) => setInvitation(refusal(message))} />;
}

/** The refusal the server's (worded) message names, if it is one of an invitation's. */
function refusalState(message: string): keyof typeof INVITATION_MESSAGES | undefined {
  return (Object.keys(INVITATION_MESSAGES) as (keyof typeof INVITATION_MESSAGES)[]).find(
    (key) => INVITATION_MESSAGES[key] === message || wordMessage(INVITATION_MESSAGES[key]) === message,
  );
}

function refusal(message: string): Invitation {
  const state = refusalState(message);
  return { state: state ?? "unknown" };
}

function InviteShell({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <AuthShell title={title} subtitle={subtitle}>
      {children}
    </AuthShell>
  );
}

function RefusedInvitation({ message }: { message: string }) {
  const t = useT();
  return (
    <InviteShell title={t("auth.invite.refusedTitle")} subtitle={t("auth.invite.refusedSubtitle")}>
      <StateCard
        icon={<MailWarningIcon aria-hidden="true" />}
        title={t("auth.invite.notAvailable")}
        role="alert"
        actions={
          <>
            <Button asChild>
              <Link to="/forgot-password">{t("auth.invite.forgotPassword")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login">{t("auth.invite.signIn")}</Link>
            </Button>
          </>
        }
      >
        <p>{message}</p>
      </StateCard>
    </InviteShell>
  );
}

function ClaimForm({
  token,
  invitation,
  onRefused,
}: {
  token: string;
  invitation: Extract<Invitation, { state: "ok" }>;
  onRefused: (message: string) => void;
}) {
  const t = useT();
  const { claimInvitation, logout } = useAuthAdapter();
  const { isAuthenticated } = useAuthStatus();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ClaimInput, unknown, ClaimOutput>({
    resolver: zodResolver(claimInvitationSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);

  async function claim({ newPassword }: ClaimOutput) {
    if (busy || claimInvitation === undefined) return;
    setBusy(true);
    setProblem(null);
    try {
      await claimInvitation({ token, password: newPassword });
      toast.success(t("auth.invite.welcomeToast", { name: invitation.name }));
      const { courseId, courseName } = invitation;
      await navigate(
        courseId === null
          ? { to: "/dashboard", replace: true }
          : { to: "/dashboard/$courseId/$courseName", params: { courseId, courseName }, replace: true },
      );
    } catch (error) {
      const message = errorMessage(error, t("auth.invite.couldNotSet"));
      setBusy(false);
      if (refusalState(message) !== undefined) onRefused(message);
      else setProblem(message);
    }
  }

  return (
    <InviteShell
      title={t("auth.invite.welcome", { name: invitation.name })}
      subtitle={t("auth.invite.invitedTo", { course: invitation.courseName })}
    >
      {busy && <FullScreenSpinner label={t("auth.invite.settingPassword")} />}
      {claimInvitation === undefined ? (
        <p className="bg-card rounded-xl border p-6 text-sm shadow-sm">
          {t("auth.invite.byProvider", { email: invitation.email })}
        </p>
      ) : isAuthenticated && !busy ? (
        <div className="bg-card grid gap-3 rounded-xl border p-6 shadow-sm">
          <p className="font-medium">{t("auth.invite.otherAccount")}</p>
          <p className="text-muted-foreground text-sm">{t("auth.invite.logOutFirst", { email: invitation.email })}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void logout()}>
            {t("auth.logOut")}
          </Button>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELDS, claim)}
          className="grid gap-5"
        >
          <dl className="bg-card grid gap-1 rounded-xl border p-4 text-sm shadow-sm">
            <dt className="text-muted-foreground">{t("auth.invite.name")}</dt>
            <dd className="font-medium">{invitation.name}</dd>
            <dt className="text-muted-foreground mt-2">{t("auth.invite.emailSignIn")}</dt>
            <dd className="font-medium break-all">{invitation.email}</dd>
          </dl>
          <NewPasswordFields
            password={form.register("newPassword")}
            confirm={form.register("confirmPassword")}
            errors={errors}
            labels={{ password: t("auth.invite.choosePassword"), confirm: t("auth.field.confirmPassword") }}
            passwordHint={t("auth.invite.passwordHint", { min: TEXT_LIMITS.passwordMin, max: TEXT_LIMITS.passwordMax })}
          />
          {problem !== null && (
            <p role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner aria-hidden="true" /> : <KeyRoundIcon aria-hidden="true" />}
            {t("auth.invite.submit")}
          </Button>
        </form>
      )}
    </InviteShell>
  );
}
