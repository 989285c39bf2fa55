import { createFileRoute } from "@tanstack/react-router";
import { CourseDetailPage } from "@/features/courses/course-detail/course-detail-page";

export const Route = createFileRoute("/_authed/dashboard/coursedetail/$courseId/$courseName")({
  component: CourseDetailRoute,
});

function CourseDetailRoute() {
  const { courseId, courseName } = Route.useParams();
  return <CourseDetailPage courseId={courseId} courseName={courseName} />;
}
