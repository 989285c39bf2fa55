import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/dashboard/$courseId/$courseName")({
  component: CoursePage,
});

function CoursePage() {
  return <ComingSoon title="Course" description="Lessons and videos of your course." />;
}
