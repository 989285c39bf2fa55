import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { LessonPageView } from "@convex/courses/model/lessonContent";
import { applyLessonToggle } from "../course-progress/optimistic-progress";
import { useT } from "../manage/i18n";
import { applyLessonPageToggle } from "./optimistic-lesson";

/**
 * Previous / Mark complete / Next. Mark complete is the course progress page's own mutation; a
 * lesson with nothing published to read has none (ADR 0076), except to take back an old tick.
 */
export function LessonFooter({ view }: { view: LessonPageView }) {
  const t = useT();
  const setLessonComplete = useMutation(api.courses.enrollments.setLessonComplete).withOptimisticUpdate(
    (store, args) => {
      applyLessonToggle(store, args);
      applyLessonPageToggle(store, args);
    },
  );
  const courseId = view.courseId;

  function toggle() {
    setLessonComplete({ courseId, lessonId: view.lesson._id, complete: !view.completed }).catch((error: unknown) => {
      toast.error(t("coursesManage.common.lessonUpdateFailed"), {
        description: errorMessage(error, t("coursesManage.common.tryAgain")),
      });
    });
  }

  return (
    <nav
      aria-label={t("coursesManage.lesson.navigation")}
      className="mt-12 grid items-center gap-3 border-t pt-6 sm:grid-cols-3"
    >
      <div>
        {view.previous && (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link
              to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
              params={{ courseId, lessonId: view.previous._id }}
              aria-label={t("coursesManage.lesson.previousOf", { title: view.previous.title })}
            >
              <ChevronLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t("coursesManage.lesson.previous")}
            </Link>
          </Button>
        )}
      </div>
      <div className="flex justify-center">
        {view.enrolled && !view.completable && !view.completed && (
          <p className="text-muted-foreground text-center text-sm">{t("coursesManage.lesson.nothingToComplete")}</p>
        )}
        {view.enrolled && (view.completable || view.completed) && (
          <Button
            variant={view.completed ? "secondary" : "default"}
            aria-label={view.completed ? t("coursesManage.lesson.completedUnmark") : undefined}
            onClick={toggle}
            className="w-full sm:w-auto"
          >
            {view.completed && <CheckIcon aria-hidden="true" />}
            {view.completed ? t("coursesManage.lesson.completed") : t("coursesManage.lesson.markComplete")}
          </Button>
        )}
      </div>
      <div className="flex sm:justify-end">
        {view.next && (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link
              to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
              params={{ courseId, lessonId: view.next._id }}
              aria-label={t("coursesManage.lesson.nextOf", { title: view.next.title })}
            >
              {t("coursesManage.lesson.next")}
              <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
}
