import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ArrowLeftIcon, ClockIcon, UserRoundIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import { hoursText } from "../catalogue/describe";
import { useT } from "../i18n";
import { CourseImage } from "../shared/course-image";
import { CourseActions } from "./course-actions";
import { CourseBoundary } from "../shared/course-boundary";

/** Course overview (SPEC §2, /courseoverview/{courseId}/{courseName}). */
export function CourseOverviewPage({ courseId }: { courseId: string }) {
  return (
    <CourseBoundary key={courseId}>
      <Overview courseId={courseId} />
    </CourseBoundary>
  );
}

function Overview({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  const enrollment = useQuery(api.courses.enrollments.mine, { courseId });
  if (course === undefined) return <OverviewSkeleton />;

  return (
    <PageContainer>
      <Link
        to="/dashboard/viewcourse"
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm outline-none focus-visible:ring-[3px]"
      >
        <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("courses.overview.allCourses")}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start lg:gap-12">
        <CourseImage
          imageUrl={course.imageUrl}
          courseName={course.name}
          loading="eager"
          className="aspect-video w-full rounded-2xl border shadow-sm"
        />
        <div className="min-w-0">
          <Badge variant="secondary" className="max-w-full truncate">
            {course.category}
          </Badge>
          <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl">{course.name}</h1>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2">
            <Fact
              icon={<UserRoundIcon className="size-4" aria-hidden="true" />}
              label={t("courses.overview.instructor")}
            >
              {course.instructorName}
            </Fact>
            <Fact icon={<ClockIcon className="size-4" aria-hidden="true" />} label={t("courses.overview.duration")}>
              {hoursText(course.durationHours)}
            </Fact>
          </dl>
          <div className="mt-8">
            {enrollment === undefined ? (
              <Skeleton className="h-10 w-full sm:w-72" />
            ) : (
              <CourseActions course={course} enrolled={enrollment !== null} />
            )}
          </div>
        </div>
      </div>
      <section aria-labelledby="about-course" className="mt-12 max-w-3xl">
        <h2 id="about-course" className="text-xl font-semibold tracking-tight">
          {t("courses.overview.aboutThisCourse")}
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed break-words whitespace-pre-wrap">
          {course.description}
        </p>
      </section>
    </PageContainer>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only <dt> and <dd>: the icon sits inside the <dt>, placed beside both.
    <div className="bg-card relative min-w-0 rounded-xl border py-3 ps-16 pe-4">
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
        <span className="bg-secondary text-primary absolute start-4 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate font-medium">{children}</dd>
    </div>
  );
}

function OverviewSkeleton() {
  const t = useT();
  return (
    <PageContainer>
      <div role="status" aria-busy="true" aria-label={t("courses.overview.loadingCourse")}>
        <Skeleton className="mb-6 h-4 w-24" />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <div className="flex flex-col gap-4">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-10 w-3/4" />
            <div className="grid gap-3 sm:grid-cols-2">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
            <Skeleton className="mt-4 h-10 w-72 max-w-full" />
          </div>
        </div>
        <Skeleton className="mt-12 h-6 w-48" />
        <Skeleton className="mt-4 h-4 w-full max-w-3xl" />
        <Skeleton className="mt-2 h-4 w-2/3" />
      </div>
    </PageContainer>
  );
}
