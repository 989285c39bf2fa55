import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/courseoverview/$courseId/$courseName")({
  component: CourseOverviewPage,
});

function CourseOverviewPage() {
  return <ComingSoon title="Course Overview" description="What the course covers and who teaches it." />;
}
