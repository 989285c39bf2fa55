import { BookOpenIcon, ClockIcon, GraduationCapIcon, TagIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { t as translate, useT } from "../i18n";
import { formatHours } from "./resolve-course";
import type { CourseView, Lesson } from "./types";

/** Shown on the Instructor tab when the instructor has not written a bio (SPEC §2). */
export function genericInstructorBio(): string {
  return translate("courses.detail.genericBio");
}

/** Course Details (default), Course Content and Instructor; arrow keys move between tabs. */
export function CourseTabs({ course, lessons }: { course: CourseView; lessons: Lesson[] | undefined }) {
  const t = useT();
  return (
    <Tabs defaultValue="details" className="gap-4">
      <TabsList className="h-auto w-full sm:h-10 sm:w-fit" aria-label={t("courses.detail.aboutThisCourse")}>
        <TabsTrigger value="details" className="px-2 py-1.5 sm:px-4">
          {t("courses.detail.courseDetails")}
        </TabsTrigger>
        <TabsTrigger value="content" className="px-2 py-1.5 sm:px-4">
          {t("courses.detail.courseContent")}
        </TabsTrigger>
        <TabsTrigger value="instructor" className="px-2 py-1.5 sm:px-4">
          {t("courses.detail.instructor")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="bg-card rounded-2xl border p-6 shadow-xs">
        <h2 className="mb-4 text-lg font-semibold">{t("courses.detail.courseDetails")}</h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail icon={<ClockIcon />} term={t("courses.detail.duration")} value={formatHours(course.durationHours)} />
          <Detail icon={<GraduationCapIcon />} term={t("courses.detail.level")} value={course.level} />
          {course.category && <Detail icon={<TagIcon />} term={t("courses.detail.category")} value={course.category} />}
          <Detail icon={<UserIcon />} term={t("courses.detail.instructor")} value={course.instructorName} />
        </dl>
      </TabsContent>
      <TabsContent value="content" className="bg-card rounded-2xl border p-6 shadow-xs">
        <h2 className="mb-4 text-lg font-semibold">{t("courses.detail.courseContent")}</h2>
        <Syllabus lessons={lessons} />
      </TabsContent>
      <TabsContent value="instructor" className="bg-card rounded-2xl border p-6 shadow-xs">
        <h2 className="text-lg font-semibold">{course.instructorName}</h2>
        {course.instructorExperience !== null && (
          <p className="text-muted-foreground mt-1 text-sm">
            {t("courses.detail.experience", { count: course.instructorExperience })}
          </p>
        )}
        <p className="mt-4 max-w-3xl whitespace-pre-line leading-relaxed">
          {course.instructorBio.trim() !== "" ? course.instructorBio : t("courses.detail.genericBio")}
        </p>
      </TabsContent>
    </Tabs>
  );
}

function Detail({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="bg-muted/50 relative min-w-0 rounded-xl p-4 ps-[4.25rem]">
      {/* A <dl> group holds only <dt> and <dd>: the icon sits inside the <dt>, placed beside both. */}
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
        <span
          className="bg-secondary text-primary absolute start-4 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg [&_svg]:size-5"
          aria-hidden="true"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="truncate font-semibold">{value}</dd>
    </div>
  );
}

function Syllabus({ lessons }: { lessons: Lesson[] | undefined }) {
  const t = useT();
  if (lessons === undefined) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={t("courses.detail.loadingLessons")}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-11 rounded-lg" />
        ))}
      </div>
    );
  }
  if (lessons.length === 0) {
    return (
      <div className="text-muted-foreground flex items-center gap-3 rounded-xl border border-dashed p-6">
        <BookOpenIcon className="size-5 shrink-0" aria-hidden="true" />
        <p>{t("courses.detail.noLessons")}</p>
      </div>
    );
  }
  return (
    <ol className="grid gap-2" aria-label={t("courses.detail.syllabus")}>
      {lessons.map((lesson, index) => (
        <li key={lesson._id} className="flex items-center gap-3 rounded-lg border px-3 py-2.5">
          <span
            className="bg-secondary text-primary flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className="min-w-0 break-words">{lesson.title}</span>
        </li>
      ))}
    </ol>
  );
}
