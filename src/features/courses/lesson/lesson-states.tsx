import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { BookXIcon, LockIcon } from "lucide-react";
import { Component, type ReactNode } from "react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { ConvexError } from "convex/values";
import { api } from "@convex/_generated/api";
import { isAppError } from "@convex/shared/errors";
import { CourseLoadFailed, CourseNotFound } from "../shared/course-states";
import { t as translate, useT } from "../manage/i18n";

/** Whether a NOT_FOUND names the lesson rather than the course (the server's key). */
function lessonMissing(error: unknown): boolean {
  if (!(error instanceof ConvexError)) return false;
  const data = error.data as { key?: unknown } | null;
  return typeof data === "object" && data !== null && data.key === "server.courses.lessonNotFound";
}

/** The lesson is not in this course (or no longer exists); the course itself is fine. */
function LessonNotFound({ courseId }: { courseId: string }) {
  const t = useT();
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<BookXIcon aria-hidden="true" />}
        title={t("coursesManage.lesson.notFound")}
        actions={
          <Button asChild>
            <Link to="/dashboard/coursedetail/$courseId/courseprogress" params={{ courseId }}>
              {t("coursesManage.lesson.seeLessons")}
            </Link>
          </Button>
        }
      >
        <p>{t("coursesManage.lesson.notFoundHint")}</p>
      </StateCard>
    </PageContainer>
  );
}

/** Signed in but not enrolled (and not the course's teacher or an Admin). */
function EnrolFirst({ courseId }: { courseId: string }) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        icon={<LockIcon aria-hidden="true" />}
        title={
          course ? t("coursesManage.lesson.enrolIn", { name: course.name }) : t("coursesManage.lesson.enrolToOpen")
        }
        actions={
          course && (
            <Button asChild>
              <Link
                to="/courseoverview/$courseId/$courseName"
                params={{ courseId: course._id, courseName: course.name }}
              >
                {t("coursesManage.common.enrolInCourse")}
              </Link>
            </Button>
          )
        }
      >
        <p>{t("coursesManage.lesson.openTo")}</p>
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
      return lessonMissing(error) ? <LessonNotFound courseId={this.props.courseId} /> : <CourseNotFound />;
    }
    if (isAppError(error, "FORBIDDEN")) return this.props.forbidden ?? <EnrolFirst courseId={this.props.courseId} />;
    return (
      <CourseLoadFailed
        message={errorMessage(error, translate("coursesManage.lesson.loadFailed"))}
        onRetry={() => this.setState({ error: null, failed: false })}
      />
    );
  }
}
