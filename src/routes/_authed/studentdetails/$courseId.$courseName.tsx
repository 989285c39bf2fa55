import { createFileRoute } from "@tanstack/react-router";
import { EnrolmentPage } from "@/features/courses/enrolment/enrolment-page";

export const Route = createFileRoute("/_authed/studentdetails/$courseId/$courseName")({
  component: EnrolmentRoute,
});

function EnrolmentRoute() {
  const { courseId } = Route.useParams();
  return <EnrolmentPage courseId={courseId} />;
}
