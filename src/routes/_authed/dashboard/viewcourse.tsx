import { createFileRoute } from "@tanstack/react-router";
import { CataloguePage } from "@/features/courses/catalogue/catalogue-page";

export const Route = createFileRoute("/_authed/dashboard/viewcourse")({
  component: CataloguePage,
});
