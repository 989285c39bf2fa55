import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { ArrowLeftIcon, LockIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "@/lib/toast";
import { CertificatePanel } from "@/components/certificates/certificate-panel";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { usePendingChanges } from "@/lib/use-pending-changes";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import { ClassRoster } from "../class-roster/class-roster";
import { useT } from "../manage/i18n";
import { CourseBoundary } from "../shared/course-boundary";
import { CourseNotFound } from "../shared/course-states";
import { resolveCourse } from "../course-detail/resolve-course";
import type { CourseView } from "../course-detail/types";
import { LessonChecklist, lessonCheckboxId } from "./lesson-checklist";
import { applyLessonToggle, withLessonTicks } from "./optimistic-progress";
import { ProgressSummary } from "./progress-summary";

/**
 * /dashboard/coursedetail/{courseId}/courseprogress: the Start / Continue Course target; for the
 * course's teacher and Admins, the class roster.
 */
export function CourseProgressPage({ courseId }: { courseId?: string }) {
  const course = resolveCourse(courseId);
  if (course === null) return <CourseNotFound />;
  return (
    <CourseBoundary key={course.courseId}>
      <ProgressOrRoster courseId={course.courseId} />
    </CourseBoundary>
  );
}

/** The course's teacher and Admins find the class roster here (ADR 0068); a student their own progress. */
function ProgressOrRoster({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  if (course === undefined) return <PageSpinner label={t("coursesManage.progress.loadingCourse")} />;
  if (course.canManage) return <ClassRoster course={course} back={<BackToCourse course={course} />} />;
  return <CourseProgress courseId={courseId} />;
}

function CourseProgress({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  const progress = useQuery(api.courses.enrollments.progress, { courseId });
  const lessons = useQuery(api.courses.lessons.list, { courseId });
  const setLessonComplete = useMutation(api.courses.enrollments.setLessonComplete).withOptimisticUpdate(
    applyLessonToggle,
  );
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  // Ticks the server has not confirmed yet: drawn as ticked, with "Saving…" / "Not sent yet".
  const { pending, track } = usePendingChanges<boolean>();
  const shown = useMemo(
    () => (progress === undefined || lessons === undefined ? progress : withLessonTicks(progress, lessons, pending)),
    [progress, lessons, pending],
  );
  const completed = useMemo(() => new Set<string>(shown?.completedLessonIds ?? []), [shown]);

  if (course === undefined || shown === undefined || lessons === undefined) {
    return <PageSpinner label={t("coursesManage.progress.loading")} />;
  }
  if (!shown.enrolled) return <NotEnrolled course={course} />;

  function toggle(lessonId: Id<"lessons">, complete: boolean) {
    track(lessonId, complete, setLessonComplete({ courseId, lessonId, complete })).catch((error: unknown) => {
      toast.error(t("coursesManage.common.lessonUpdateFailed"), {
        description: errorMessage(error, t("coursesManage.common.tryAgain")),
      });
    });
  }

  function continueCourse() {
    const next = shown?.nextLessonId;
    if (!next) return;
    setHighlightedId(next);
    document.getElementById(`lesson-${next}`)?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    document.getElementById(lessonCheckboxId(next))?.focus({ preventScroll: true });
  }

  return (
    <PageContainer>
      <BackToCourse course={course} />
      <PageHeader
        eyebrow={t("coursesManage.progress.eyebrow")}
        title={course.name}
        description={t("coursesManage.progress.description")}
      />
      <ProgressSummary course={course} progress={shown} onContinue={continueCourse} />
      <CertificatePanel courseId={courseId} courseName={course.name} />
      <h2 className="mb-3 text-lg font-semibold">{t("coursesManage.common.lessons")}</h2>
      <LessonChecklist
        lessons={lessons}
        completed={completed}
        pending={pending}
        highlightedId={highlightedId}
        onToggle={toggle}
      />
    </PageContainer>
  );
}

function BackToCourse({ course }: { course: CourseView }) {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="text-muted-foreground -ms-3 mb-4">
      <Link
        to="/dashboard/coursedetail/$courseId/$courseName"
        params={{ courseId: course._id, courseName: course.name }}
      >
        <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
        {t("coursesManage.progress.backToCourse")}
      </Link>
    </Button>
  );
}

function NotEnrolled({ course }: { course: CourseView }) {
  const t = useT();
  return (
    <PageContainer>
      <BackToCourse course={course} />
      <StateCard
        size="page"
        titleAs="h1"
        icon={<LockIcon aria-hidden="true" />}
        title={t("coursesManage.progress.notEnrolled", { name: course.name })}
        actions={
          <Button asChild>
            <Link to="/courseoverview/$courseId/$courseName" params={{ courseId: course._id, courseName: course.name }}>
              {t("coursesManage.common.enrolInCourse")}
            </Link>
          </Button>
        }
      >
        <p>{t("coursesManage.progress.enrolToTrack")}</p>
      </StateCard>
    </PageContainer>
  );
}
