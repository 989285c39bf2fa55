import { Link } from "@tanstack/react-router";
import { ShieldAlertIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { useT } from "../i18n";

/** What a student sees on a quiz screen for staff (the bank, its analysis): the way to the quiz. */
export function StudentsTakeTheQuiz({ title }: { title: string }) {
  const t = useT();
  return (
    <StateCard
      icon={<ShieldAlertIcon aria-hidden="true" />}
      title={title}
      actions={
        <Button asChild>
          <Link to="/quizrules">{t("quiz.staffOnly.takeQuiz")}</Link>
        </Button>
      }
    >
      <p>{t("quiz.staffOnly.studentsInstead")}</p>
    </StateCard>
  );
}
