import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ArrowLeftIcon, BadgeCheckIcon, ClockIcon, UserRoundIcon } from "lucide-react";
import { useState } from "react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { hoursText } from "../catalogue/describe";
import { CourseBoundary } from "../shared/course-boundary";
import { CourseImage } from "../shared/course-image";
import { useT } from "../manage/i18n";
import { EnrolmentForm } from "./enrolment-form";

/** Student enrolment form (SPEC §2, /studentdetails/{courseId}/{courseName}). */
export function EnrolmentPage({ courseId }: { courseId: string }) {
  return (
    <CourseBoundary key={courseId}>
      <Enrolment courseId={courseId} />
    </CourseBoundary>
  );
}

function Enrolment({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  const enrollment = useQuery(api.courses.enrollments.mine, { courseId });
  const profile = useProfile();
  // While this form is submitting, the live enrolment appears before we navigate away:
  // keep the form on screen instead of flashing "already enrolled".
  const [submitting, setSubmitting] = useState(false);

  if (course === undefined || enrollment === undefined || profile === undefined) return <EnrolmentSkeleton />;

  const params = { courseId: course._id, courseName: course.name };
  const alreadyEnrolled = enrollment !== null && !submitting;

  return (
    <PageContainer>
      <Link
        to="/courseoverview/$courseId/$courseName"
        params={params}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm outline-none focus-visible:ring-[3px]"
      >
        <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("coursesManage.enrolment.back")}
      </Link>
      <PageHeader
        eyebrow={t("coursesManage.enrolment.eyebrow")}
        title={t("coursesManage.enrolment.title", { name: course.name })}
        description={alreadyEnrolled ? undefined : t("coursesManage.enrolment.description")}
      />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <aside className="bg-card overflow-hidden rounded-2xl border shadow-xs lg:col-start-2 lg:row-start-1">
          <CourseImage
            imageUrl={course.imageUrl}
            courseName={course.name}
            className="hidden aspect-video w-full sm:block"
          />
          <div className="p-5">
            <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{course.category}</p>
            <p className="mt-1 font-semibold break-words">{course.name}</p>
            <p className="text-muted-foreground mt-3 flex items-center gap-1.5 text-sm">
              <UserRoundIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{course.instructorName}</span>
            </p>
            <p className="text-muted-foreground mt-1 flex items-center gap-1.5 text-sm">
              <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
              {hoursText(course.durationHours)}
            </p>
          </div>
        </aside>
        <div className="bg-card rounded-2xl border p-5 shadow-xs sm:p-8 lg:col-start-1 lg:row-start-1">
          {alreadyEnrolled ? (
            <div className="flex flex-col items-center py-8 text-center" role="status">
              <span className="bg-secondary text-primary flex size-12 items-center justify-center rounded-full">
                <BadgeCheckIcon className="size-6" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold">{t("coursesManage.enrolment.alreadyEnrolled")}</h2>
              <p className="text-muted-foreground mt-1 text-sm">{t("coursesManage.enrolment.pickUp")}</p>
              <Button asChild className="mt-6">
                <Link to="/dashboard/$courseId/$courseName" params={params}>
                  {t("coursesManage.enrolment.goToCourse")}
                </Link>
              </Button>
            </div>
          ) : profile === null ? (
            <div className="py-8 text-center" role="alert">
              <h2 className="text-lg font-semibold">{t("coursesManage.enrolment.finishProfile")}</h2>
              <p className="text-muted-foreground mt-1 text-sm">{t("coursesManage.enrolment.profileNeeded")}</p>
              <Button asChild className="mt-6">
                <Link to="/profile">{t("coursesManage.enrolment.openProfile")}</Link>
              </Button>
            </div>
          ) : (
            <EnrolmentForm course={course} profile={profile} onSubmittingChange={setSubmitting} />
          )}
        </div>
      </div>
    </PageContainer>
  );
}

function EnrolmentSkeleton() {
  const t = useT();
  return (
    <PageContainer>
      <div role="status" aria-busy="true" aria-label={t("coursesManage.enrolment.loading")}>
        <Skeleton className="mb-6 h-4 w-32" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-3 mb-8 h-4 w-1/2" />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid gap-5 rounded-2xl border p-5 sm:grid-cols-2 sm:p-8">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      </div>
    </PageContainer>
  );
}
