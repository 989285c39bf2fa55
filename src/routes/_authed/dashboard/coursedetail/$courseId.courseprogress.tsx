import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/dashboard/coursedetail/$courseId/courseprogress")({
  component: CourseProgressPage,
});

function CourseProgressPage() {
  return <ComingSoon title="Course Progress" description="Pick up where you left off." />;
}
