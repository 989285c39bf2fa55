import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/dashboard/coursedetail/$courseId/$courseName")({
  component: CourseDetailsPage,
});

function CourseDetailsPage() {
  return <ComingSoon title="Course Details" description="Details, content and instructor of your course." />;
}
