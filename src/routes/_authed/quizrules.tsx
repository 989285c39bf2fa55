import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/quizrules")({
  component: QuizRulesPage,
});

function QuizRulesPage() {
  return <ComingSoon title="Quiz Rules" description="How the timed quiz works." />;
}
