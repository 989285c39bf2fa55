import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { GraduationCapIcon, ShieldAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CoursePicker } from "@/components/course-picker";
import { HostGameButton } from "@/components/host-game-button";
import { ProfileMissing } from "@/components/profile-missing";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { StudentsTakeTheQuiz } from "../shared/staff-only";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { AccommodationsPanel } from "./accommodations-panel";
import { AttemptRulesPanel } from "./attempt-rules-panel";
import { BankEditor } from "./bank-editor";
import { ImportExportPanel } from "./import/import-export-panel";
import { chooseCourse } from "@/lib/choose-course";
import { QueryBoundary } from "@/components/query-boundary";
import { useT } from "../i18n";

type Props = {
  /** The course named in the URL (?course=…), if any. */
  course?: string;
  /** Puts the picked course in the URL. */
  onCourseChange: (courseId: string) => void;
};

/**
 * /quizbank: a teacher (or an Admin) picks one of the courses they run, writes its quiz questions
 * and gives students extra time. The server checks every right again.
 */
export function QuizBankPage(props: Props) {
  const profile = useProfile();
  const t = useT();

  let body: ReactNode;
  if (profile === undefined) body = <PageSkeleton />;
  else if (profile === null) {
    body = <ProfileMissing what={t("quiz.profileMissing.editBanks")} />;
  } else if (!isStaff(profile.role)) {
    body = <StudentsTakeTheQuiz title={t("quiz.bank.staffOnly")} />;
  } else body = <StaffSide {...props} />;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("quiz.common.eyebrow")}
        title={t("quiz.bank.title")}
        description={t("quiz.bank.description")}
      />
      {body}
    </PageContainer>
  );
}

function StaffSide({ course, onCourseChange }: Props) {
  const courses = useQuery(api.courses.courses.teaching);
  const t = useT();
  if (courses === undefined) return <PageSkeleton />;
  const chosen = chooseCourse(courses, course);
  if (chosen === null) {
    return (
      <StateCard
        icon={<GraduationCapIcon aria-hidden="true" />}
        title={t("quiz.common.noCourses")}
        actions={
          <Button asChild>
            <Link to="/addcourse">{t("quiz.bank.addCourse")}</Link>
          </Button>
        }
      >
        <p>{t("quiz.bank.addCourseFirst")}</p>
      </StateCard>
    );
  }
  const courseId = chosen as Id<"courses">;
  return (
    <div className="grid gap-10">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <CoursePicker id="quizbank-course" courses={courses} chosen={chosen} onCourseChange={onCourseChange} />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/quizanalysis" search={{ course: courseId }}>
              {t("quiz.bank.itemAnalysis")}
            </Link>
          </Button>
          <HostGameButton courseId={courseId} />
        </div>
      </div>
      <Refusable key={`bank-${courseId}`} title={t("quiz.bank.quizRefused")}>
        <BankEditor courseId={courseId} />
      </Refusable>
      <Refusable key={`import-${courseId}`} title={t("quiz.bank.importRefused")}>
        <ImportExportPanel courseId={courseId} />
      </Refusable>
      <Refusable key={`rules-${courseId}`} title={t("quiz.bank.rulesRefused")}>
        <AttemptRulesPanel courseId={courseId} />
      </Refusable>
      <Refusable key={`time-${courseId}`} title={t("quiz.bank.studentsRefused")}>
        <AccommodationsPanel courseId={courseId} />
      </Refusable>
    </div>
  );
}

/** Shows the server's refusal (e.g. a course from the link the caller does not run) instead of a panel. */
function Refusable({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <QueryBoundary
      fallback={(error, retry) => (
        <StateCard
          icon={<ShieldAlertIcon aria-hidden="true" />}
          title={title}
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
      {children}
    </QueryBoundary>
  );
}

function PageSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-8" role="status" aria-busy="true" aria-label={t("quiz.bank.loading")}>
      <Skeleton className="h-9 w-full sm:max-w-sm" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}
