import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { KeyRoundIcon, MailWarningIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { NewPasswordFields } from "@/components/password-fields";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuthAdapter, useAuthStatus } from "@/lib/auth";
import { signInClientId } from "@/lib/auth/client-id";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { claimInvitationSchema } from "@convex/shared/forms/invitation";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { INVITATION_MESSAGES } from "@convex/shared/rosterRules";
import { AuthShell } from "./auth-shell";

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
      <InviteShell title="Your invitation" subtitle="Lyceum could not be reached.">
        <p role="alert" className="bg-card rounded-xl border p-6 text-sm shadow-sm">
          Check your connection and reload this page.
        </p>
      </InviteShell>
    );
  }
  if (invitation === null) {
    return (
      <InviteShell title="Your invitation" subtitle="One moment…">
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner aria-hidden="true" />
          Checking your invitation
        </p>
      </InviteShell>
    );
  }
  if (invitation.state !== "ok") return <RefusedInvitation message={INVITATION_MESSAGES[invitation.state]} />;
  return <ClaimForm token={token} invitation={invitation} onRefused={(message) => setInvitation(refusal(message))} />;
}

function refusal(message: string): Invitation {
  const state = (Object.keys(INVITATION_MESSAGES) as (keyof typeof INVITATION_MESSAGES)[]).find(
    (key) => INVITATION_MESSAGES[key] === message,
  );
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
  return (
    <InviteShell title="This link does not work" subtitle="You can still get into your account.">
      <StateCard
        icon={<MailWarningIcon aria-hidden="true" />}
        title="Invitation not available"
        role="alert"
        actions={
          <>
            <Button asChild>
              <Link to="/forgot-password">Forgot password</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login">Sign in</Link>
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
      toast.success(`Welcome to Lyceum, ${invitation.name}!`);
      const { courseId, courseName } = invitation;
      await navigate(
        courseId === null
          ? { to: "/dashboard", replace: true }
          : { to: "/dashboard/$courseId/$courseName", params: { courseId, courseName }, replace: true },
      );
    } catch (error) {
      const message = errorMessage(error, "Could not set your password. Please try again.");
      setBusy(false);
      if (Object.values(INVITATION_MESSAGES).includes(message as never)) onRefused(message);
      else setProblem(message);
    }
  }

  return (
    <InviteShell title={`Welcome, ${invitation.name}`} subtitle={`You are invited to ${invitation.courseName}.`}>
      {busy && <FullScreenSpinner label="Setting your password" />}
      {claimInvitation === undefined ? (
        <p className="bg-card rounded-xl border p-6 text-sm shadow-sm">
          This site signs people in through its sign-in provider: sign in there with {invitation.email}.
        </p>
      ) : isAuthenticated && !busy ? (
        <div className="bg-card grid gap-3 rounded-xl border p-6 shadow-sm">
          <p className="font-medium">You're signed in with another account.</p>
          <p className="text-muted-foreground text-sm">
            Log out first, then choose the password for {invitation.email}.
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => void logout()}>
            Log out
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
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium">{invitation.name}</dd>
            <dt className="text-muted-foreground mt-2">E-mail (your sign-in)</dt>
            <dd className="font-medium break-all">{invitation.email}</dd>
          </dl>
          <NewPasswordFields
            password={form.register("newPassword")}
            confirm={form.register("confirmPassword")}
            errors={errors}
            labels={{ password: "Choose a password", confirm: "Confirm password" }}
            passwordHint={`${TEXT_LIMITS.passwordMin} to ${TEXT_LIMITS.passwordMax} characters; not a common password.`}
          />
          {problem !== null && (
            <p role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner aria-hidden="true" /> : <KeyRoundIcon aria-hidden="true" />}
            Set password and sign in
          </Button>
        </form>
      )}
    </InviteShell>
  );
}
