import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/assignmentpage")({
  component: AssignmentsPage,
});

function AssignmentsPage() {
  return <ComingSoon title="Assignments" description="Course assignments and submissions." />;
}
