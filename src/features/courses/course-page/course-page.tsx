import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ChartNoAxesColumnIcon, InfoIcon, MessagesSquareIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getStoredCourse } from "@/lib/current-course";
import { api } from "@convex/_generated/api";
import { useT } from "../i18n";
import { CourseBoundary } from "../shared/course-boundary";
import { NoCourseChosen } from "../shared/course-states";
import { LessonList } from "./lesson-list";
import { VideoGrid } from "./video-grid";

// The teacher's tools load only for those who manage the course: a student's page never fetches
// their forms (and Zod with them) before it can show.
const VideoUpload = lazy(() => import("./video-upload").then((m) => ({ default: m.VideoUpload })));
const JoinCodesPanel = lazy(() => import("./join-codes-panel").then((m) => ({ default: m.JoinCodesPanel })));
const ActivityPanel = lazy(() => import("./activity-panel").then((m) => ({ default: m.ActivityPanel })));
const CourseSettings = lazy(() => import("./course-settings").then((m) => ({ default: m.CourseSettings })));

function usableId(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== "" && value !== "null" && value !== "undefined";
}

/** /dashboard/{courseId}/{courseName}: lessons and videos; falls back to the remembered course. */
export function CoursePage({ courseId }: { courseId?: string }) {
  const id = usableId(courseId) ? courseId : getStoredCourse()?.courseId;
  if (!id) return <NoCourseChosen />;
  return (
    <CourseBoundary key={id}>
      <CourseContent courseId={id} />
    </CourseBoundary>
  );
}

function CourseContent({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  // Subscribed here too so all three load at once rather than after the course; LessonList and
  // VideoGrid ask with the same arguments and share these subscriptions.
  useQuery(api.courses.lessons.list, { courseId });
  useQuery(api.courses.videos.list, { courseId });
  if (course === undefined) return <PageSpinner label={t("courses.page.loadingCourse")} />;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("courses.page.eyebrow")}
        title={course.name}
        description={
          <>
            {course.archived && (
              <Badge variant="secondary" className="me-2 align-middle">
                {t("courses.page.archived")}
              </Badge>
            )}
            {t("courses.page.welcome", { name: course.name, description: course.description })}
          </>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link
                to="/dashboard/coursedetail/$courseId/$courseName"
                params={{ courseId: course._id, courseName: course.name }}
              >
                <InfoIcon aria-hidden="true" />
                {t("courses.page.courseDetails")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/chatRoom" search={{ room: course._id }}>
                <MessagesSquareIcon aria-hidden="true" />
                {/* Icon only on phones, where three labelled buttons do not fit in a row. */}
                <span className="max-sm:sr-only">{t("courses.page.discussion")}</span>
              </Link>
            </Button>
            <Button asChild>
              <Link to="/dashboard/coursedetail/$courseId/courseprogress" params={{ courseId: course._id }}>
                <ChartNoAxesColumnIcon aria-hidden="true" />
                {/* The same page shows its teacher and Admins the class roster (ADR 0068). */}
                {course.canManage ? t("courses.page.classRoster") : t("courses.page.courseProgress")}
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="lessons-heading">
          <h2 id="lessons-heading" className="mb-4 text-xl font-semibold">
            {t("courses.page.lessons")}
          </h2>
          <LessonList courseId={course._id} canManage={course.canManage} />
        </section>
        <section aria-labelledby="videos-heading">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="videos-heading" className="text-xl font-semibold">
              {t("courses.page.videos")}
            </h2>
            {course.canManage && (
              <Suspense fallback={null}>
                <VideoUpload courseId={course._id} />
              </Suspense>
            )}
          </div>
          <VideoGrid courseId={course._id} canManage={course.canManage} />
        </section>
      </div>
      {course.canManage && (
        <Suspense fallback={<PageSpinner label={t("courses.page.loadingTools")} />}>
          {!course.archived && <JoinCodesPanel courseId={course._id} />}
          <ActivityPanel courseId={course._id} />
          <CourseSettings course={course} />
        </Suspense>
      )}
    </PageContainer>
  );
}
