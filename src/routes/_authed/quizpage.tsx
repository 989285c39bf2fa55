import { createFileRoute } from "@tanstack/react-router";
import { QuizPage } from "@/features/quiz/student/quiz-page";

export const Route = createFileRoute("/_authed/quizpage")({
  component: QuizPage,
});
