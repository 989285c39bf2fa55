import { useQuery } from "convex/react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer } from "@/components/page-header";
import { api } from "@convex/_generated/api";
import { AnnouncementsPanel } from "../announcements/announcements-panel";
import { useT } from "../i18n";
import { CourseBanner } from "./course-banner";
import { CourseBoundary } from "../shared/course-boundary";
import { CourseNotFound } from "../shared/course-states";
import { CourseTabs } from "./course-tabs";
import { resolveCourse } from "./resolve-course";

/** /dashboard/coursedetail/{courseId}/{courseName}, falling back to the remembered course. */
export function CourseDetailPage({ courseId, courseName }: { courseId?: string; courseName?: string }) {
  const course = resolveCourse(courseId, courseName);
  if (course === null) return <CourseNotFound />;
  return (
    <CourseBoundary key={course.courseId}>
      <CourseDetail courseId={course.courseId} />
    </CourseBoundary>
  );
}

function CourseDetail({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  const progress = useQuery(api.courses.enrollments.progress, { courseId });
  const lessons = useQuery(api.courses.lessons.list, { courseId });

  if (course === undefined) return <PageSpinner label={t("courses.detail.loadingCourse")} />;
  return (
    <PageContainer>
      <CourseBanner course={course} started={(progress?.completedCount ?? 0) > 0} />
      <AnnouncementsPanel courseId={course._id} />
      <CourseTabs course={course} lessons={lessons} />
    </PageContainer>
  );
}
