import { Link } from "@tanstack/react-router";
import { wordMessage } from "@/lib/errors";
import { useState } from "react";
import { useAuthAdapter } from "@/lib/auth";
import { AuthShell } from "./auth-shell";
import { useT } from "./i18n";
import { RequestCodeForm, ResetPasswordForm } from "./reset-password-forms";

function BackToLogin() {
  const t = useT();
  return (
    <>
      {t("auth.forgot.rememberedIt")}{" "}
      <Link to="/login" className="text-primary font-medium underline-offset-4 hover:underline">
        {t("auth.backToLogin")}
      </Link>
    </>
  );
}

/**
 * "Forgot password" (docs/accounts.md): an e-mail address, then the code mailed to it and a new
 * password. The answer to step 1 never says whether the address has an account.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const { account } = useAuthAdapter();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  if (!account) {
    return (
      <AuthShell title={t("auth.forgot.title")} subtitle={<BackToLogin />}>
        <p className="bg-card rounded-xl border p-6 text-sm shadow-sm">{t("auth.forgot.byProvider")}</p>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("auth.forgot.title")} subtitle={<BackToLogin />}>
      {sent === null ? (
        <RequestCodeForm account={account} onSent={setSent} />
      ) : (
        <div className="grid gap-6">
          <p role="status" className="bg-card rounded-xl border p-4 text-sm shadow-sm">
            {t("auth.forgot.sent", { message: wordMessage(sent.message) })}
          </p>
          <ResetPasswordForm account={account} email={sent.email} onChangeEmail={() => setSent(null)} />
        </div>
      )}
    </AuthShell>
  );
}
