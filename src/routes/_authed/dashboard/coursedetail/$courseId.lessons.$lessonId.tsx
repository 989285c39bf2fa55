import { createFileRoute } from "@tanstack/react-router";
import { LessonPage } from "@/features/courses/lesson/lesson-page";

export const Route = createFileRoute("/_authed/dashboard/coursedetail/$courseId/lessons/$lessonId")({
  component: LessonRoute,
});

function LessonRoute() {
  const { courseId, lessonId } = Route.useParams();
  return <LessonPage courseId={courseId} lessonId={lessonId} />;
}
