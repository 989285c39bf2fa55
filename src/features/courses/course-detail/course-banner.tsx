import { Link } from "@tanstack/react-router";
import { PlayIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useT } from "../i18n";
import { CourseImage } from "../shared/course-image";
import type { CourseView } from "./types";

/** The course's picture with its name, description and the Start / Continue Course button. */
export function CourseBanner({ course, started }: { course: CourseView; started: boolean }) {
  const t = useT();
  return (
    <section
      aria-labelledby="course-title"
      className="relative isolate mb-8 overflow-hidden rounded-2xl border bg-neutral-900 text-white shadow-sm"
    >
      {/* On phones the picture is a strip above the text, so it never shows through the title or meets
          the button; from sm up it is the backdrop, darkened behind the text column. */}
      <CourseImage
        imageUrl={course.imageUrl}
        courseName={course.name}
        loading="eager"
        className="aspect-[2/1] w-full sm:absolute sm:inset-0 sm:-z-10 sm:aspect-auto sm:size-full sm:opacity-80"
      />
      <div
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-black/95 rtl:bg-gradient-to-l via-black/80 to-black/20 sm:block"
        aria-hidden="true"
      />
      <div className="flex flex-col justify-end gap-4 p-6 sm:min-h-80 sm:p-10">
        {(course.category || course.archived) && (
          <div className="flex flex-wrap gap-2">
            {course.category && (
              <Badge variant="secondary" className="bg-white/15 text-white backdrop-blur-sm">
                {course.category}
              </Badge>
            )}
            {course.archived && (
              <Badge variant="secondary" className="bg-white text-neutral-900">
                {t("courses.detail.archived")}
              </Badge>
            )}
          </div>
        )}
        <h1 id="course-title" className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {course.name}
        </h1>
        <p className="line-clamp-4 max-w-2xl whitespace-pre-line text-white/85 sm:text-lg">{course.description}</p>
        <div>
          <Button asChild size="lg" className="mt-2 bg-white text-neutral-900 hover:bg-white/90">
            <Link to="/dashboard/coursedetail/$courseId/courseprogress" params={{ courseId: course._id }}>
              <PlayIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {started ? t("courses.detail.continueCourse") : t("courses.detail.startCourse")}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
