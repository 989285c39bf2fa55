import { createFileRoute } from "@tanstack/react-router";
import { CoursePage } from "@/features/courses/course-page/course-page";

export const Route = createFileRoute("/_authed/dashboard/$courseId/$courseName")({
  component: CoursePageRoute,
});

function CoursePageRoute() {
  const { courseId } = Route.useParams();
  return <CoursePage courseId={courseId} />;
}
