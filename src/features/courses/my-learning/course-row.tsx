import { ClockIcon, UserRoundIcon } from "lucide-react";
import type { ReactNode } from "react";
import { hoursText } from "../catalogue/describe";
import { useT } from "../i18n";
import { CourseImage } from "../shared/course-image";

export type RowCourse = {
  _id: string;
  name: string;
  durationHours: number;
  instructorName: string;
  category: string;
  imageUrl: string;
};

/** A compact course card for the My learning lists, with its own actions. */
export function CourseRow({
  course,
  actions,
  progress,
}: {
  course: RowCourse;
  actions: ReactNode;
  /** Shown under the facts (enrolled courses' progress). */
  progress?: ReactNode;
}) {
  const t = useT();
  const headingId = `row-${course._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border shadow-xs sm:flex-row"
    >
      <CourseImage
        imageUrl={course.imageUrl}
        courseName={course.name}
        className="aspect-video w-full sm:m-4 sm:me-0 sm:w-44 sm:shrink-0 sm:self-start sm:rounded-lg"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <p className="text-muted-foreground truncate text-xs font-medium tracking-wide uppercase">{course.category}</p>
        <h3 id={headingId} className="mt-1 font-semibold break-words">
          {course.name}
        </h3>
        <p className="text-muted-foreground mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="flex min-w-0 items-center gap-1.5">
            <UserRoundIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t("courses.myLearning.instructorLabel")}</span>
            <span className="truncate">{course.instructorName}</span>
          </span>
          <span className="flex items-center gap-1.5">
            <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t("courses.myLearning.durationLabel")}</span>
            {hoursText(course.durationHours)}
          </span>
        </p>
        {progress}
        <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
      </div>
    </article>
  );
}
