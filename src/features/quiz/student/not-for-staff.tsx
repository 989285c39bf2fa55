import { Link } from "@tanstack/react-router";
import { GraduationCapIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";

/** Props for a card that is the whole page (/quizpage has no other heading) or sits under one. */
type CardProps = { wholePage?: boolean };
const pageCard = (wholePage: boolean) => (wholePage ? ({ size: "page", titleAs: "h1" } as const) : {});

/** Teachers and Admins do not take the quiz (the server refuses them too). */
export function NotForStaff({ wholePage = false }: CardProps) {
  return (
    <StateCard
      {...pageCard(wholePage)}
      icon={<GraduationCapIcon aria-hidden="true" />}
      title="The quiz is for students"
      actions={
        <Button asChild>
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      }
    >
      <p>Teachers and admins don't take the quiz. Students take it from their dashboard's Quiz Competition card.</p>
    </StateCard>
  );
}
