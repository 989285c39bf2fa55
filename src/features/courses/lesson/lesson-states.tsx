import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { BookXIcon, LockIcon } from "lucide-react";
import { Component, type ReactNode } from "react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { isAppError } from "@convex/shared/errors";
import { CourseLoadFailed, CourseNotFound } from "../shared/course-states";

/** The lesson is not in this course (or no longer exists); the course itself is fine. */
function LessonNotFound({ courseId }: { courseId: string }) {
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<BookXIcon aria-hidden="true" />}
        title="Lesson not found"
        actions={
          <Button asChild>
            <Link to="/dashboard/coursedetail/$courseId/courseprogress" params={{ courseId }}>
              See the course's lessons
            </Link>
          </Button>
        }
      >
        <p>It may have been removed, or the link is wrong.</p>
      </StateCard>
    </PageContainer>
  );
}

/** Signed in but not enrolled (and not the course's teacher or an Admin). */
function EnrolFirst({ courseId }: { courseId: string }) {
  const course = useQuery(api.courses.courses.get, { courseId });
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        icon={<LockIcon aria-hidden="true" />}
        title={course ? `Enrol in ${course.name} to open its lessons` : "Enrol to open this lesson"}
        actions={
          course && (
            <Button asChild>
              <Link
                to="/courseoverview/$courseId/$courseName"
                params={{ courseId: course._id, courseName: course.name }}
              >
                Enrol in this course
              </Link>
            </Button>
          )
        }
      >
        <p>Lessons are open to the course's students, its teacher and Admins.</p>
      </StateCard>
    </PageContainer>
  );
}

/** `forbidden` replaces the "enrol first" screen (the editor refuses for another reason). */
type Props = { courseId: string; forbidden?: ReactNode; children: ReactNode };
type State = { error: unknown; failed: boolean };

/**
 * The lesson queries' refusals as screens: a missing course or lesson, not enrolled (FORBIDDEN),
 * or anything else with the server's reason and a retry. Give it `key` per lesson.
 */
export class LessonBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    if (isAppError(error, "NOT_FOUND")) {
      return errorMessage(error, "").startsWith("Lesson") ? (
        <LessonNotFound courseId={this.props.courseId} />
      ) : (
        <CourseNotFound />
      );
    }
    if (isAppError(error, "FORBIDDEN")) return this.props.forbidden ?? <EnrolFirst courseId={this.props.courseId} />;
    return (
      <CourseLoadFailed
        message={errorMessage(error, "Something went wrong while loading it. Please try again.")}
        onRetry={() => this.setState({ error: null, failed: false })}
      />
    );
  }
}
