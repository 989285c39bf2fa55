import { Link } from "@tanstack/react-router";
import { LockIcon, SearchXIcon, TriangleAlertIcon, UserPenIcon } from "lucide-react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { isAppError } from "@convex/shared/errors";

/** How to get a name, for a user whose display name is blank (SPEC §2: no chat without one). */
export function SetNameHint({ titleAs = "h2" }: { titleAs?: "h1" | "h2" }) {
  return (
    <StateCard
      icon={<UserPenIcon aria-hidden="true" />}
      title="Add your name to join"
      titleAs={titleAs}
      role="alert"
      actions={
        <Button asChild>
          <Link to="/settings">Open Settings</Link>
        </Button>
      }
    >
      <p>Others see your name next to your messages. Set a display name in Settings, then come back to join.</p>
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
  const forbidden = isAppError(error, "FORBIDDEN");
  const missing = isAppError(error, "NOT_FOUND");
  const back = (
    <Button asChild variant={forbidden || missing ? "default" : "outline"}>
      <Link to="/homechat">All discussions</Link>
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
        title={
          forbidden
            ? "This discussion is for the course's people"
            : missing
              ? "There is no such discussion"
              : "The discussion could not be loaded"
        }
        actions={
          forbidden || missing ? (
            back
          ) : (
            <>
              <Button onClick={retry}>Try again</Button>
              {back}
            </>
          )
        }
      >
        <p>{errorMessage(error, "Something went wrong while loading it. Please try again.")}</p>
      </StateCard>
    </PageContainer>
  );
}
