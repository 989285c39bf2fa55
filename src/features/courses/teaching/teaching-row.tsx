import { Link } from "@tanstack/react-router";
import {
  ClipboardListIcon,
  ListChecksIcon,
  PlayCircleIcon,
  TriangleAlertIcon,
  UserRoundIcon,
  UsersIcon,
} from "lucide-react";
import { HostGameButton } from "@/components/host-game-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TeachingRow as Row } from "@convex/courses/model/teaching";
import { useT } from "../manage/i18n";
import { CourseImage } from "../shared/course-image";

/** One course of My teaching: its enrolled count, where to manage it, and a warning when it has no quiz yet. */
export function TeachingRow({ course, showInstructor }: { course: Row; showInstructor: boolean }) {
  const t = useT();
  const headingId = `teaching-${course._id}-name`;
  const params = { courseId: course._id, courseName: course.name };
  return (
    <article
      aria-labelledby={headingId}
      className="bg-card flex flex-col overflow-hidden rounded-2xl border shadow-xs sm:flex-row"
    >
      <CourseImage
        imageUrl={course.imageUrl}
        courseName={course.name}
        className="aspect-video w-full sm:m-4 sm:me-0 sm:w-44 sm:shrink-0 sm:self-start sm:rounded-lg"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <p className="text-muted-foreground truncate text-xs font-medium tracking-wide uppercase">{course.category}</p>
        <h2 id={headingId} className="mt-1 text-lg font-semibold break-words">
          <Link
            to="/courseoverview/$courseId/$courseName"
            params={params}
            className="focus-visible:ring-ring/50 rounded-sm outline-none hover:underline focus-visible:ring-[3px]"
          >
            {course.name}
          </Link>
          {course.archived && (
            <Badge variant="secondary" className="ms-2 align-middle">
              {t("coursesManage.teaching.archived")}
            </Badge>
          )}
        </h2>
        <p className="text-muted-foreground mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="text-foreground flex items-center gap-1.5 font-medium">
            <UsersIcon className="size-4 shrink-0" aria-hidden="true" />
            {t("coursesManage.teaching.enrolled", { count: course.enrolledCount })}
          </span>
          {showInstructor && (
            <span className="flex min-w-0 items-center gap-1.5">
              <UserRoundIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t("coursesManage.teaching.instructor")} </span>
              <span className="truncate">
                {course.isOwn
                  ? t("coursesManage.teaching.you", { name: course.instructorName })
                  : course.instructorName}
              </span>
            </span>
          )}
        </p>
        {course.quiz === "none" && (
          <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
            <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
            <span>{t("coursesManage.teaching.noQuiz")}</span>
            <Link
              to="/quizbank"
              search={{ course: course._id }}
              className="font-medium underline underline-offset-4"
              aria-label={t("coursesManage.teaching.addQuestionsOf", { name: course.name })}
            >
              {t("coursesManage.teaching.addQuestions")}
            </Link>
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link
              to="/dashboard/$courseId/$courseName"
              params={params}
              aria-label={t("coursesManage.teaching.lessonsVideosOf", { name: course.name })}
            >
              <PlayCircleIcon aria-hidden="true" />
              {t("coursesManage.teaching.lessonsVideos")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link
              to="/assignmentpage"
              search={{ course: course._id }}
              aria-label={t("coursesManage.teaching.assignmentsOf", { name: course.name })}
            >
              <ClipboardListIcon aria-hidden="true" />
              {t("coursesManage.common.assignments")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link
              to="/quizbank"
              search={{ course: course._id }}
              aria-label={t("coursesManage.teaching.quizBankOf", { name: course.name })}
            >
              <ListChecksIcon aria-hidden="true" />
              {t("coursesManage.teaching.quizBank")}
            </Link>
          </Button>
          {course.quiz !== "none" && !course.archived && (
            <HostGameButton courseId={course._id} courseName={course.name} variant="outline" size="sm" />
          )}
          <Button asChild size="sm" variant="outline">
            <Link
              to="/dashboard/coursedetail/$courseId/courseprogress"
              params={{ courseId: course._id }}
              aria-label={t("coursesManage.teaching.rosterOf", { name: course.name })}
            >
              <UsersIcon aria-hidden="true" />
              {t("coursesManage.roster.eyebrow")}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
