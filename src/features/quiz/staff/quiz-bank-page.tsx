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

  let body: ReactNode;
  if (profile === undefined) body = <PageSkeleton />;
  else if (profile === null) {
    body = <ProfileMissing what="edit quiz banks" />;
  } else if (!isStaff(profile.role)) {
    body = <StudentsTakeTheQuiz title="Only teachers and admins can edit quiz banks" />;
  } else body = <StaffSide {...props} />;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Quiz Competition"
        title="Quiz bank"
        description="Write the quiz questions of the courses you teach, set how often students may take the quiz, and give students who need it more time."
      />
      {body}
    </PageContainer>
  );
}

function StaffSide({ course, onCourseChange }: Props) {
  const courses = useQuery(api.courses.courses.teaching);
  if (courses === undefined) return <PageSkeleton />;
  const chosen = chooseCourse(courses, course);
  if (chosen === null) {
    return (
      <StateCard
        icon={<GraduationCapIcon aria-hidden="true" />}
        title="You don't teach any course yet"
        actions={
          <Button asChild>
            <Link to="/addcourse">Add a course</Link>
          </Button>
        }
      >
        <p>Add a course first; then you can write its quiz here.</p>
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
              Item analysis
            </Link>
          </Button>
          <HostGameButton courseId={courseId} />
        </div>
      </div>
      <Refusable key={`bank-${courseId}`} what="This course's quiz">
        <BankEditor courseId={courseId} />
      </Refusable>
      <Refusable key={`import-${courseId}`} what="Import and export">
        <ImportExportPanel courseId={courseId} />
      </Refusable>
      <Refusable key={`rules-${courseId}`} what="This course's attempt rules">
        <AttemptRulesPanel courseId={courseId} />
      </Refusable>
      <Refusable key={`time-${courseId}`} what="This course's students">
        <AccommodationsPanel courseId={courseId} />
      </Refusable>
    </div>
  );
}

/** Shows the server's refusal (e.g. a course from the link the caller does not run) instead of a panel. */
function Refusable({ what, children }: { what: string; children: ReactNode }) {
  return (
    <QueryBoundary
      fallback={(error, retry) => (
        <StateCard
          icon={<ShieldAlertIcon aria-hidden="true" />}
          title={`${what} cannot be shown`}
          role="alert"
          actions={
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, "Something went wrong while loading it. Please try again.")}
        </StateCard>
      )}
    >
      {children}
    </QueryBoundary>
  );
}

function PageSkeleton() {
  return (
    <div className="grid gap-8" role="status" aria-busy="true" aria-label="Loading the quiz bank">
      <Skeleton className="h-9 w-full sm:max-w-sm" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}
