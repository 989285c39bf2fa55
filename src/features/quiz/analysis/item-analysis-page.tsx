import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { GraduationCapIcon, ShieldAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CoursePicker } from "@/components/course-picker";
import { PageContainer, PageHeader } from "@/components/page-header";
import { ProfileMissing } from "@/components/profile-missing";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { StudentsTakeTheQuiz } from "../shared/staff-only";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { chooseCourse } from "@/lib/choose-course";
import { errorMessage } from "@/lib/errors";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { ItemAnalysisView } from "./item-analysis-view";
import { useT } from "../i18n";

type Props = {
  /** The course named in the URL (?course=…), if any. */
  course?: string;
  onCourseChange: (courseId: string) => void;
};

/**
 * /quizanalysis: how each question of a course's own quiz works (share correct, time, the wrong
 * answer given most, discrimination), for the course's teacher and Admins (ADR 0078).
 */
export function ItemAnalysisPage(props: Props) {
  const profile = useProfile();
  const t = useT();
  let body: ReactNode;
  if (profile === undefined) body = <Loading />;
  else if (profile === null) body = <ProfileMissing what={t("quiz.profileMissing.seeAnalysis")} />;
  else if (!isStaff(profile.role)) {
    body = <StudentsTakeTheQuiz title={t("quiz.analysis.staffOnly")} />;
  } else body = <StaffSide {...props} />;
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("quiz.common.eyebrow")}
        title={t("quiz.analysis.title")}
        description={t("quiz.analysis.description")}
      />
      {body}
    </PageContainer>
  );
}

function StaffSide({ course, onCourseChange }: Props) {
  const courses = useQuery(api.courses.courses.teaching);
  const t = useT();
  if (courses === undefined) return <Loading />;
  const chosen = chooseCourse(courses, course);
  if (chosen === null) {
    return (
      <StateCard icon={<GraduationCapIcon aria-hidden="true" />} title={t("quiz.common.noCourses")}>
        <p>{t("quiz.analysis.addCourseFirst")}</p>
      </StateCard>
    );
  }
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <CoursePicker id="analysis-course" courses={courses} chosen={chosen} onCourseChange={onCourseChange} />
        <Button asChild variant="outline">
          <Link to="/quizbank" search={{ course: chosen }}>
            {t("quiz.analysis.backToBank")}
          </Link>
        </Button>
      </div>
      <QueryBoundary
        key={chosen}
        fallback={(error, retry) => (
          <StateCard
            icon={<ShieldAlertIcon aria-hidden="true" />}
            title={t("quiz.analysis.refused")}
            role="alert"
            actions={
              <Button variant="outline" onClick={retry}>
                {t("quiz.common.tryAgain")}
              </Button>
            }
          >
            {errorMessage(error, t("quiz.common.loadFailedRetry"))}
          </StateCard>
        )}
      >
        <Analysis courseId={chosen} />
      </QueryBoundary>
    </div>
  );
}

function Analysis({ courseId }: { courseId: string }) {
  const data = useQuery(api.quiz.itemAnalysis.get, { courseId });
  if (data === undefined) return <Loading />;
  return <ItemAnalysisView data={data} courseId={courseId} />;
}

function Loading() {
  const t = useT();
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label={t("quiz.analysis.loading")}>
      <Skeleton className="h-9 w-full sm:max-w-sm" />
      <Skeleton className="h-56 w-full rounded-2xl" />
    </div>
  );
}
