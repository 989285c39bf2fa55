import { Link } from "@tanstack/react-router";
import { GraduationCapIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { useT } from "../i18n";

/** Props for a card that is the whole page (/quizpage has no other heading) or sits under one. */
type CardProps = { wholePage?: boolean };
const pageCard = (wholePage: boolean) => (wholePage ? ({ size: "page", titleAs: "h1" } as const) : {});

/** Teachers and Admins do not take the quiz (the server refuses them too). */
export function NotForStaff({ wholePage = false }: CardProps) {
  const t = useT();
  return (
    <StateCard
      {...pageCard(wholePage)}
      icon={<GraduationCapIcon aria-hidden="true" />}
      title={t("quiz.notForStaff.title")}
      actions={
        <Button asChild>
          <Link to="/dashboard">{t("quiz.notForStaff.back")}</Link>
        </Button>
      }
    >
      <p>{t("quiz.notForStaff.body")}</p>
    </StateCard>
  );
}
