import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useAuthAdapter } from "@/lib/auth";
import { AuthShell } from "./auth-shell";
import { RequestCodeForm, ResetPasswordForm } from "./reset-password-forms";

const BACK_TO_LOGIN = (
  <>
    Remembered it?{" "}
    <Link to="/login" className="text-primary font-medium underline-offset-4 hover:underline">
      Back to login
    </Link>
  </>
);

/**
 * "Forgot password" (docs/accounts.md): an e-mail address, then the code mailed to it and a new
 * password. The answer to step 1 never says whether the address has an account.
 */
export function ForgotPasswordPage() {
  const { account } = useAuthAdapter();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  if (!account) {
    return (
      <AuthShell title="Forgot your password?" subtitle={BACK_TO_LOGIN}>
        <p className="bg-card rounded-xl border p-6 text-sm shadow-sm">
          Passwords are reset by this site's sign-in provider: use the "Forgot password" link of its sign-in screen.
        </p>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Forgot your password?" subtitle={BACK_TO_LOGIN}>
      {sent === null ? (
        <RequestCodeForm account={account} onSent={setSent} />
      ) : (
        <div className="grid gap-6">
          <p role="status" className="bg-card rounded-xl border p-4 text-sm shadow-sm">
            {sent.message} Enter it below with your new password.
          </p>
          <ResetPasswordForm account={account} email={sent.email} onChangeEmail={() => setSent(null)} />
        </div>
      )}
    </AuthShell>
  );
}
