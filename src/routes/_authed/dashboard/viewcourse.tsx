import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/dashboard/viewcourse")({
  component: CoursesPage,
});

function CoursesPage() {
  return <ComingSoon title="Courses" description="Every course on Lyceum, ready to join." />;
}
