import { createFileRoute } from "@tanstack/react-router";
import { GraderPage } from "@/features/grading/grader-page";
import { parseGraderSearch, type GraderSearch } from "@/features/grading/search";

export const Route = createFileRoute("/_authed/grade/$assignmentId")({
  // ?student=<id>&show=all|missing|late|ungraded; the server checks any id it is given. The page
  // (and with it the PDF and DOCX viewers, loaded later still) is its own chunk (autoCodeSplitting).
  validateSearch: (search: Record<string, unknown>): GraderSearch => parseGraderSearch(search),
  component: GradeRoute,
});

function GradeRoute() {
  const { assignmentId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GraderPage
      assignmentId={assignmentId}
      studentId={search.student}
      show={search.show ?? "all"}
      onSearch={(next, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...next }), replace: replace ?? false })
      }
    />
  );
}
