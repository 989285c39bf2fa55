import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { MailCheckIcon, MailWarningIcon, MailXIcon } from "lucide-react";
import { useState } from "react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { MAIL_MESSAGES } from "@convex/shared/mailPreferences";

type State =
  { step: "ask" } | { step: "busy" } | { step: "done"; label: string } | { step: "refused"; message: string };

/** "New assignments" as it reads inside a sentence. */
function lowerFirst(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

function PreferencesLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/settings/notifications">Choose what Lyceum mails you</Link>
    </Button>
  );
}

/**
 * /unsubscribe?token=… (public; docs/notifications.md "Preferences"): the link at the foot of a
 * notification mail. Mail scanners open links by themselves, so the page changes nothing until the
 * button is pressed; the signed token says whose mail and which kind. Changing anything else needs
 * sign-in (the preferences page).
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const unsubscribe = useMutation(api.notifications.mailPreferences.unsubscribe);
  const [state, setState] = useState<State>({ step: "ask" });

  async function confirm(value: string) {
    setState({ step: "busy" });
    try {
      const { label } = await unsubscribe({ token: value });
      setState({ step: "done", label });
    } catch (error) {
      setState({ step: "refused", message: errorMessage(error, MAIL_MESSAGES.invalidUnsubscribe) });
    }
  }

  return (
    <PageContainer>
      {token === undefined || state.step === "refused" ? (
        <StateCard
          size="page"
          titleAs="h1"
          role="alert"
          icon={<MailWarningIcon aria-hidden="true" />}
          title="Unsubscribe"
          actions={<PreferencesLink />}
        >
          {state.step === "refused" ? state.message : MAIL_MESSAGES.invalidUnsubscribe}
        </StateCard>
      ) : state.step === "done" ? (
        <StateCard
          size="page"
          titleAs="h1"
          role="status"
          icon={<MailCheckIcon aria-hidden="true" />}
          title="You are unsubscribed"
          actions={<PreferencesLink />}
        >
          You will no longer get e-mails about {lowerFirst(state.label)}. The bell in Lyceum still shows them.
        </StateCard>
      ) : (
        <StateCard
          size="page"
          titleAs="h1"
          icon={<MailXIcon aria-hidden="true" />}
          title="Unsubscribe"
          actions={
            <Button onClick={() => void confirm(token)} disabled={state.step === "busy"}>
              {state.step === "busy" && <Spinner aria-hidden="true" />}
              Unsubscribe
            </Button>
          }
        >
          Stop the e-mails this link came with. You can turn them on again in your e-mail preferences.
        </StateCard>
      )}
    </PageContainer>
  );
}
