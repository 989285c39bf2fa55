import { createFileRoute } from "@tanstack/react-router";
import { ImportCoursePage } from "@/features/courses/course-import/import-course-page";

export const Route = createFileRoute("/_authed/importcourse")({
  component: ImportCoursePage,
});
