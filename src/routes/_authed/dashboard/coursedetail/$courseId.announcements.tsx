import { createFileRoute } from "@tanstack/react-router";
import { AnnouncementStreamPage } from "@/features/courses/announcements/announcement-stream-page";

export const Route = createFileRoute("/_authed/dashboard/coursedetail/$courseId/announcements")({
  component: AnnouncementsRoute,
});

function AnnouncementsRoute() {
  const { courseId } = Route.useParams();
  return <AnnouncementStreamPage courseId={courseId} />;
}
