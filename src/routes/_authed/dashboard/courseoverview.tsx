import { createFileRoute } from "@tanstack/react-router";
import { MyLearningPage } from "@/features/courses/my-learning/my-learning-page";

// SPEC lists this route with "behaviour not shown"; a My learning page (courses + cart) is our choice.
export const Route = createFileRoute("/_authed/dashboard/courseoverview")({
  component: MyLearningPage,
});
