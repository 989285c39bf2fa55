import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { MailCheckIcon, MailWarningIcon, MailXIcon } from "lucide-react";
import { useState } from "react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, wordMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { MAIL_MESSAGES, type UnsubscribeTarget } from "@convex/shared/mailPreferences";
import { useT } from "./i18n";
import { MAIL_KIND_KEYS } from "./kinds";

type State =
  { step: "ask" } | { step: "busy" } | { step: "done"; kind: UnsubscribeTarget } | { step: "refused"; message: string };

/**
 * What was turned off, as it reads inside "You will no longer get e-mails about …": the server
 * answers the kind (or the daily digest), worded here in the language in force.
 */
function useTopic(kind: UnsubscribeTarget): string {
  const t = useT();
  if (kind === "digest") return t("mailPreferences.unsubscribe.digest");
  const words = t(MAIL_KIND_KEYS[kind].label);
  // "New assignments" inside a sentence (a script without capitals is left as it is).
  return words.charAt(0).toLowerCase() + words.slice(1);
}

function PreferencesLink() {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <Link to="/settings/notifications">{t("mailPreferences.unsubscribe.preferences")}</Link>
    </Button>
  );
}

function Unsubscribed({ kind }: { kind: UnsubscribeTarget }) {
  const t = useT();
  return <>{t("mailPreferences.unsubscribe.done", { topic: useTopic(kind) })}</>;
}

/**
 * /unsubscribe?token=… (public; docs/notifications.md "Preferences"): the link at the foot of a
 * notification mail. Mail scanners open links by themselves, so the page changes nothing until the
 * button is pressed; the signed token says whose mail and which kind. Changing anything else needs
 * sign-in (the preferences page).
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const t = useT();
  const unsubscribe = useMutation(api.notifications.mailPreferences.unsubscribe);
  const [state, setState] = useState<State>({ step: "ask" });

  async function confirm(value: string) {
    setState({ step: "busy" });
    try {
      const { kind } = await unsubscribe({ token: value });
      setState({ step: "done", kind });
    } catch (error) {
      setState({ step: "refused", message: errorMessage(error, wordMessage(MAIL_MESSAGES.invalidUnsubscribe)) });
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
          title={t("mailPreferences.unsubscribe.title")}
          actions={<PreferencesLink />}
        >
          {state.step === "refused" ? state.message : wordMessage(MAIL_MESSAGES.invalidUnsubscribe)}
        </StateCard>
      ) : state.step === "done" ? (
        <StateCard
          size="page"
          titleAs="h1"
          role="status"
          icon={<MailCheckIcon aria-hidden="true" />}
          title={t("mailPreferences.unsubscribe.doneTitle")}
          actions={<PreferencesLink />}
        >
          <Unsubscribed kind={state.kind} />
        </StateCard>
      ) : (
        <StateCard
          size="page"
          titleAs="h1"
          icon={<MailXIcon aria-hidden="true" />}
          title={t("mailPreferences.unsubscribe.title")}
          actions={
            <Button onClick={() => void confirm(token)} disabled={state.step === "busy"}>
              {state.step === "busy" && <Spinner aria-hidden="true" />}
              {t("mailPreferences.unsubscribe.button")}
            </Button>
          }
        >
          {t("mailPreferences.unsubscribe.ask")}
        </StateCard>
      )}
    </PageContainer>
  );
}
