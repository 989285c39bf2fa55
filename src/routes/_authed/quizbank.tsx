import { createFileRoute } from "@tanstack/react-router";
import { QuizBankPage } from "@/features/quiz/staff/quiz-bank-page";

type QuizBankSearch = { course?: string };

export const Route = createFileRoute("/_authed/quizbank")({
  // ?course=<id> keeps the picked course across reloads; the server checks any id it is given.
  validateSearch: (search: Record<string, unknown>): QuizBankSearch =>
    typeof search.course === "string" && search.course.length > 0 && search.course.length <= 100
      ? { course: search.course }
      : {},
  component: QuizBankRoute,
});

function QuizBankRoute() {
  const { course } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuizBankPage
      course={course}
      onCourseChange={(courseId) => void navigate({ search: { course: courseId }, replace: true })}
    />
  );
}
