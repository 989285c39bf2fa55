import { createFileRoute } from "@tanstack/react-router";
import { CourseOverviewPage } from "@/features/courses/overview/course-overview-page";

export const Route = createFileRoute("/_authed/courseoverview/$courseId/$courseName")({
  component: CourseOverviewRoute,
});

function CourseOverviewRoute() {
  const { courseId } = Route.useParams();
  return <CourseOverviewPage courseId={courseId} />;
}
