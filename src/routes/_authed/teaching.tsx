import { createFileRoute } from "@tanstack/react-router";
import { TeachingPage } from "@/features/courses/teaching/teaching-page";

export const Route = createFileRoute("/_authed/teaching")({
  component: TeachingPage,
});
