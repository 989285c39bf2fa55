import { Link } from "@tanstack/react-router";
import { usePaginatedQuery, useQuery } from "convex/react";
import { ArrowLeftIcon, MegaphoneIcon } from "lucide-react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";
import { CourseBoundary } from "../shared/course-boundary";
import { AnnouncementCard } from "./announcement-card";
import { AnnouncementComments } from "./announcement-comments";

const PAGE = 10;

/** /dashboard/coursedetail/{courseId}/announcements: every published announcement with its comments. */
export function AnnouncementStreamPage({ courseId }: { courseId: string }) {
  return (
    <CourseBoundary key={courseId}>
      <Stream courseId={courseId} />
    </CourseBoundary>
  );
}

function Stream({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  const { results, status, loadMore } = usePaginatedQuery(
    api.announcements.announcements.list,
    { courseId },
    { initialNumItems: PAGE },
  );
  if (course === undefined) return <PageSpinner label={t("courses.announcements.loadingAnnouncements")} />;
  const id = course._id as Id<"courses">;
  return (
    <PageContainer>
      <PageHeader
        eyebrow={course.name}
        title={t("courses.announcements.heading")}
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/coursedetail/$courseId/$courseName" params={{ courseId: id, courseName: course.name }}>
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t("courses.announcements.backToCourse")}
            </Link>
          </Button>
        }
      />
      {status === "LoadingFirstPage" ? (
        <div className="grid gap-4" role="status" aria-label={t("courses.announcements.loading")}>
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : results.length === 0 ? (
        <StateCard icon={<MegaphoneIcon />} title={t("courses.announcements.noneYet")}>
          {t("courses.announcements.noneYetHint")}
        </StateCard>
      ) : (
        <div className="grid max-w-3xl gap-6">
          {results.map((announcement) => (
            <AnnouncementCard
              key={announcement._id}
              courseId={id}
              announcement={announcement}
              canManage={course.canManage}
              archived={course.archived}
              headingLevel={2}
            >
              <AnnouncementComments
                announcementId={announcement._id}
                title={announcement.title}
                archived={course.archived}
              />
            </AnnouncementCard>
          ))}
          {status === "CanLoadMore" && (
            <Button variant="outline" className="justify-self-start" onClick={() => loadMore(PAGE)}>
              {t("courses.announcements.showOlder")}
            </Button>
          )}
          {status === "LoadingMore" && <Skeleton className="h-10 w-48" />}
        </div>
      )}
    </PageContainer>
  );
}
