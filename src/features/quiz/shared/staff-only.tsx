import { Link } from "@tanstack/react-router";
import { ShieldAlertIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";

/** What a student sees on a quiz screen for staff (the bank, its analysis): the way to the quiz. */
export function StudentsTakeTheQuiz({ title }: { title: string }) {
  return (
    <StateCard
      icon={<ShieldAlertIcon aria-hidden="true" />}
      title={title}
      actions={
        <Button asChild>
          <Link to="/quizrules">Take the quiz</Link>
        </Button>
      }
    >
      <p>Students take the quiz instead.</p>
    </StateCard>
  );
}
