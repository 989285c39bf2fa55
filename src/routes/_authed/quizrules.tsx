import { createFileRoute } from "@tanstack/react-router";
import { QuizRulesPage } from "@/features/quiz/student/quiz-rules-page";

export const Route = createFileRoute("/_authed/quizrules")({
  component: QuizRulesPage,
});
