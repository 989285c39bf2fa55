import { Link } from "@tanstack/react-router";
import { UserRoundXIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";

/**
 * An account without a finished profile has no role yet (e.g. a first Google sign-in left before
 * choosing one): `what` says what it is kept from ("see assignments"); the welcome screen finishes
 * it. `wholePage` makes the card the page's h1 where there is no other heading.
 */
export function ProfileMissing({ what, wholePage = false }: { what: string; wholePage?: boolean }) {
  return (
    <StateCard
      {...(wholePage ? ({ size: "page", titleAs: "h1" } as const) : {})}
      icon={<UserRoundXIcon aria-hidden="true" />}
      title="Your profile is not finished"
      actions={
        <Button asChild>
          <Link to="/welcome">Finish your profile</Link>
        </Button>
      }
    >
      <p>Finish your profile to {what}.</p>
    </StateCard>
  );
}
