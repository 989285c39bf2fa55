import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/quizpage")({
  component: QuizPage,
});

function QuizPage() {
  return <ComingSoon title="Quiz" description="One question at a time, 30 seconds each." />;
}
