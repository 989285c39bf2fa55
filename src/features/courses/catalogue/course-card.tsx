import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, BadgeCheckIcon, ClockIcon, PresentationIcon, UserRoundIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "../i18n";
import { CourseImage } from "../shared/course-image";
import { hoursText, previewDescription } from "./describe";

export type CatalogueCourse = {
  _id: string;
  name: string;
  description: string;
  durationHours: number;
  instructorName: string;
  category: string;
  imageUrl: string;
  /** What the caller is to the course: its teacher ("own"), enrolled, or neither. */
  status?: "own" | "enrolled" | null;
};

/**
 * How the cover loads: the first visible row's covers are the page's largest paint, so they load at
 * once ("first" also asks for it before other images); the rest wait until scrolled near.
 */
export type CoverLoading = "first" | "eager" | "lazy";

/** The cover loading of the card at `index`: the first row (up to three columns) is eager. */
export function coverLoading(index: number): CoverLoading {
  return index === 0 ? "first" : index < 3 ? "eager" : "lazy";
}

/** One course of the catalogue (SPEC §2): picture, name, short description, hours, instructor. */
export function CourseCard({ course, cover = "lazy" }: { course: CatalogueCourse; cover?: CoverLoading }) {
  const t = useT();
  const headingId = `course-${course._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="bg-card group flex h-full flex-col overflow-hidden rounded-2xl border shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="relative">
        {/* width/height give the picture its 16:9 box before it loads (aspect-video keeps it). */}
        <CourseImage
          imageUrl={course.imageUrl}
          courseName={course.name}
          className="aspect-video w-full"
          width={640}
          height={360}
          loading={cover === "lazy" ? "lazy" : "eager"}
          fetchPriority={cover === "first" ? "high" : undefined}
        />
        <Badge variant="secondary" className="absolute start-3 top-3 max-w-[calc(100%-1.5rem)] truncate shadow-sm">
          {course.category}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-lg leading-snug font-semibold tracking-tight break-words">
          {course.name}
        </h2>
        <p className="text-muted-foreground mt-2 flex-1 text-sm break-words">
          {previewDescription(course.description)}
        </p>
        <dl className="text-muted-foreground mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <ClockIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{t("courses.catalogue.duration")}</span>
            </dt>
            <dd>{hoursText(course.durationHours)}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <UserRoundIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{t("courses.catalogue.instructor")}</span>
            </dt>
            <dd className="truncate">{course.instructorName}</dd>
          </div>
        </dl>
        <CourseCardAction course={course} />
      </div>
    </article>
  );
}

/**
 * Enroll Now (SPEC §2) for a course the caller is not in; Enrolled / Continue for one they are
 * enrolled in and Your course / Manage for their own, both to the course page (ADR 0022).
 */
function CourseCardAction({ course }: { course: CatalogueCourse }) {
  const t = useT();
  const params = { courseId: course._id, courseName: course.name };
  if (course.status === "own" || course.status === "enrolled") {
    const own = course.status === "own";
    return (
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-primary inline-flex items-center gap-1.5 text-sm font-semibold">
          {own ? (
            <PresentationIcon className="size-4" aria-hidden="true" />
          ) : (
            <BadgeCheckIcon className="size-4" aria-hidden="true" />
          )}
          {own ? t("courses.catalogue.yourCourse") : t("courses.catalogue.enrolled")}
        </p>
        <Button asChild variant="outline">
          <Link
            to="/dashboard/$courseId/$courseName"
            params={params}
            aria-label={t(own ? "courses.catalogue.manageCourse" : "courses.catalogue.continueCourse", {
              name: course.name,
            })}
          >
            {own ? t("courses.catalogue.manage") : t("courses.catalogue.continue")}
            <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <Button asChild className="mt-5 w-full">
      <Link
        to="/courseoverview/$courseId/$courseName"
        params={params}
        aria-label={t("courses.catalogue.enrollNowIn", { name: course.name })}
      >
        {t("courses.catalogue.enrollNow")}
      </Link>
    </Button>
  );
}

export function CourseCardSkeleton() {
  return (
    <div className="bg-card flex flex-col overflow-hidden rounded-2xl border shadow-xs" aria-hidden="true">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-2 h-4 w-1/2" />
        <Skeleton className="mt-3 h-9 w-full" />
      </div>
    </div>
  );
}
