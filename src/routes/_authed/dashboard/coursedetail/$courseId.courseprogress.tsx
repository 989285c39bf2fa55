import { createFileRoute } from "@tanstack/react-router";
import { CourseProgressPage } from "@/features/courses/course-progress/course-progress-page";

export const Route = createFileRoute("/_authed/dashboard/coursedetail/$courseId/courseprogress")({
  component: CourseProgressRoute,
});

function CourseProgressRoute() {
  const { courseId } = Route.useParams();
  return <CourseProgressPage courseId={courseId} />;
}
