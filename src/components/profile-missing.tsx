import { Link } from "@tanstack/react-router";
import { UserRoundXIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { useT } from "./i18n";

/**
 * An account without a finished profile has no role yet (e.g. a first Google sign-in left before
 * choosing one): `what` says what it is kept from ("see assignments"); the welcome screen finishes
 * it. `wholePage` makes the card the page's h1 where there is no other heading.
 */
export function ProfileMissing({ what, wholePage = false }: { what: string; wholePage?: boolean }) {
  const t = useT();
  return (
    <StateCard
      {...(wholePage ? ({ size: "page", titleAs: "h1" } as const) : {})}
      icon={<UserRoundXIcon aria-hidden="true" />}
      title={t("common.profileMissing.title")}
      actions={
        <Button asChild>
          <Link to="/welcome">{t("common.profileMissing.finish")}</Link>
        </Button>
      }
    >
      <p>{t("common.profileMissing.body", { what })}</p>
    </StateCard>
  );
}
