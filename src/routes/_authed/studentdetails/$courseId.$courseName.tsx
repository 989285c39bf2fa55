import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/studentdetails/$courseId/$courseName")({
  component: EnrolintheCoursePage,
});

function EnrolintheCoursePage() {
  return <ComingSoon title="Enrol in the Course" description="Your details for enrolment." />;
}
