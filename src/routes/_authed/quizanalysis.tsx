import { createFileRoute } from "@tanstack/react-router";
import { ItemAnalysisPage } from "@/features/quiz/analysis/item-analysis-page";

type QuizAnalysisSearch = { course?: string };

export const Route = createFileRoute("/_authed/quizanalysis")({
  // ?course=<id> keeps the picked course across reloads; the server checks any id it is given.
  validateSearch: (search: Record<string, unknown>): QuizAnalysisSearch =>
    typeof search.course === "string" && search.course.length > 0 && search.course.length <= 100
      ? { course: search.course }
      : {},
  component: QuizAnalysisRoute,
});

function QuizAnalysisRoute() {
  const { course } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ItemAnalysisPage
      course={course}
      onCourseChange={(courseId) => void navigate({ search: { course: courseId }, replace: true })}
    />
  );
}
