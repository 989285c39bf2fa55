import { createFileRoute } from "@tanstack/react-router";
import { AssignmentsPage } from "@/features/assignments/assignments-page";

type AssignmentsSearch = { course?: string };

export const Route = createFileRoute("/_authed/assignmentpage")({
  // ?course=<id> keeps the picked course across reloads; the server checks any id it is given.
  validateSearch: (search: Record<string, unknown>): AssignmentsSearch =>
    typeof search.course === "string" && search.course.length > 0 && search.course.length <= 100
      ? { course: search.course }
      : {},
  component: AssignmentsRoute,
});

function AssignmentsRoute() {
  const { course } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AssignmentsPage
      course={course}
      onCourseChange={(courseId) => void navigate({ search: { course: courseId }, replace: true })}
    />
  );
}
