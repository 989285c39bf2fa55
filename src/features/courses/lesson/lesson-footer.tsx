import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { LessonPageView } from "@convex/courses/model/lessonContent";
import { applyLessonToggle } from "../course-progress/optimistic-progress";
import { applyLessonPageToggle } from "./optimistic-lesson";

/**
 * Previous / Mark complete / Next. Mark complete is the course progress page's own mutation; a
 * lesson with nothing published to read has none (ADR 0076), except to take back an old tick.
 */
export function LessonFooter({ view }: { view: LessonPageView }) {
  const setLessonComplete = useMutation(api.courses.enrollments.setLessonComplete).withOptimisticUpdate(
    (store, args) => {
      applyLessonToggle(store, args);
      applyLessonPageToggle(store, args);
    },
  );
  const courseId = view.courseId;

  function toggle() {
    setLessonComplete({ courseId, lessonId: view.lesson._id, complete: !view.completed }).catch((error: unknown) => {
      toast.error("Could not update the lesson", { description: errorMessage(error, "Please try again.") });
    });
  }

  return (
    <nav aria-label="Lesson navigation" className="mt-12 grid items-center gap-3 border-t pt-6 sm:grid-cols-3">
      <div>
        {view.previous && (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link
              to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
              params={{ courseId, lessonId: view.previous._id }}
              aria-label={`Previous lesson: ${view.previous.title}`}
            >
              <ChevronLeftIcon aria-hidden="true" />
              Previous
            </Link>
          </Button>
        )}
      </div>
      <div className="flex justify-center">
        {view.enrolled && !view.completable && !view.completed && (
          <p className="text-muted-foreground text-center text-sm">Nothing to read yet, so nothing to complete.</p>
        )}
        {view.enrolled && (view.completable || view.completed) && (
          <Button
            variant={view.completed ? "secondary" : "default"}
            aria-label={view.completed ? "Completed: mark as not complete" : undefined}
            onClick={toggle}
            className="w-full sm:w-auto"
          >
            {view.completed && <CheckIcon aria-hidden="true" />}
            {view.completed ? "Completed" : "Mark complete"}
          </Button>
        )}
      </div>
      <div className="flex sm:justify-end">
        {view.next && (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link
              to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
              params={{ courseId, lessonId: view.next._id }}
              aria-label={`Next lesson: ${view.next.title}`}
            >
              Next
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
}
