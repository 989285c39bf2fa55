import { Link } from "@tanstack/react-router";
import { LockIcon, SearchXIcon, TriangleAlertIcon, UserPenIcon } from "lucide-react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { isAppError } from "@convex/shared/errors";
import { useT } from "./i18n";

/** How to get a name, for a user whose display name is blank (SPEC §2: no chat without one). */
export function SetNameHint({ titleAs = "h2" }: { titleAs?: "h1" | "h2" }) {
  const t = useT();
  return (
    <StateCard
      icon={<UserPenIcon aria-hidden="true" />}
      title={t("chat.states.nameTitle")}
      titleAs={titleAs}
      role="alert"
      actions={
        <Button asChild>
          <Link to="/settings">{t("chat.states.openSettings")}</Link>
        </Button>
      }
    >
      <p>{t("chat.states.nameBody")}</p>
    </StateCard>
  );
}

export function NeedsName() {
  return (
    <PageContainer>
      <SetNameHint titleAs="h1" />
    </PageContainer>
  );
}

/** A room that cannot be opened: not one of the course's people, no such room, or an outage. */
export function RoomUnavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  const forbidden = isAppError(error, "FORBIDDEN");
  const missing = isAppError(error, "NOT_FOUND");
  const back = (
    <Button asChild variant={forbidden || missing ? "default" : "outline"}>
      <Link to="/homechat">{t("chat.states.allDiscussions")}</Link>
    </Button>
  );
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={
          forbidden ? (
            <LockIcon aria-hidden="true" />
          ) : missing ? (
            <SearchXIcon aria-hidden="true" />
          ) : (
            <TriangleAlertIcon aria-hidden="true" />
          )
        }
        title={forbidden ? t("chat.states.forbidden") : missing ? t("chat.states.missing") : t("chat.states.failed")}
        actions={
          forbidden || missing ? (
            back
          ) : (
            <>
              <Button onClick={retry}>{t("chat.states.tryAgain")}</Button>
              {back}
            </>
          )
        }
      >
        <p>{errorMessage(error, t("chat.states.failedBody"))}</p>
      </StateCard>
    </PageContainer>
  );
}
