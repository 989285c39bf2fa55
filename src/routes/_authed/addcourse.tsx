import { createFileRoute } from "@tanstack/react-router";
import { AddCoursePage } from "@/features/courses/add-course/add-course-page";

export const Route = createFileRoute("/_authed/addcourse")({
  component: AddCoursePage,
});
