import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/addcourse")({
  component: AddNewCoursePage,
});

function AddNewCoursePage() {
  return <ComingSoon title="Add New Course" description="Create a course for your students." />;
}
