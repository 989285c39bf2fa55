import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/dashboard/courseoverview")({
  component: CourseOverviewPage,
});

function CourseOverviewPage() {
  return <ComingSoon title="Course Overview" description="An overview of your courses." />;
}
