import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useGoogleSignIn } from "@/lib/auth/google";
import { appErrorMessage } from "@/lib/errors";
import { useT } from "./i18n";

/** 'Continue with Google' under the Login and Register forms, only where the deployment offers it. */
export function GoogleSignInButton({ redirect }: { redirect?: string }) {
  const t = useT();
  const google = useGoogleSignIn();
  const [leaving, setLeaving] = useState(false);
  if (google.available !== true) return null;

  async function start() {
    setLeaving(true);
    try {
      await google.start(redirect);
    } catch (error) {
      toast.error(t("auth.google.unreachable"), { description: appErrorMessage(error) ?? t("auth.tryAgain") });
      setLeaving(false);
    }
  }

  return (
    <div className="mt-6 grid gap-4">
      <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
        <span aria-hidden="true" className="bg-border h-px flex-1" />
        {t("auth.google.or")}
        <span aria-hidden="true" className="bg-border h-px flex-1" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={leaving}
        onClick={() => void start()}
      >
        {leaving ? <Spinner aria-hidden="true" /> : <GoogleMark />}
        {t("auth.google.continue")}
      </Button>
    </div>
  );
}

/** Google's "G" (brand colours), decorative: the button's text names it. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.49 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.54 5.54 0 0 1-2.4 3.63v3h3.87c2.26-2.09 3.55-5.17 3.55-8.87Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.08 7.94-2.91l-3.87-3A7.16 7.16 0 0 1 12 19.25a7.2 7.2 0 0 1-6.76-4.98h-4v3.09A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.24 14.27a7.2 7.2 0 0 1 0-4.54V6.64h-4a12 12 0 0 0 0 10.72l4-3.09Z" />
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.43-3.43A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.24 6.64l4 3.09A7.2 7.2 0 0 1 12 4.75Z"
      />
    </svg>
  );
}
