import { createFileRoute } from "@tanstack/react-router";
import { LessonEditorPage } from "@/features/courses/lesson-editor/lesson-editor-page";

// `$lessonId_`: the editor is its own page, not drawn inside the lesson page.
export const Route = createFileRoute("/_authed/dashboard/coursedetail/$courseId/lessons/$lessonId_/edit")({
  component: LessonEditorRoute,
});

function LessonEditorRoute() {
  const { courseId, lessonId } = Route.useParams();
  return <LessonEditorPage courseId={courseId} lessonId={lessonId} />;
}
