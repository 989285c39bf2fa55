import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ClipboardListIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { quizCourseArgs, type QuizCourseArgs } from "../shared/quiz-course";
import { NotForStaff } from "./not-for-staff";
import { QuizBoundary } from "./quiz-boundary";
import { ProfileMissing } from "@/components/profile-missing";
import { QuestionView } from "./question-view";
import { QuizResult } from "./quiz-result";
import { useServerClock } from "./server-clock";
import { useT } from "../i18n";

/**
 * /quizpage (SPEC §2, §4): renders whatever quiz.current says, live. A reload or a second tab
 * shows the same question with the time really left, because the attempt, the question and its
 * deadline all live on the server.
 */
export function QuizPage() {
  const profile = useProfile();
  const [course] = useState(quizCourseArgs);
  const t = useT();

  let body: ReactNode;
  if (profile === undefined) body = <QuizSkeleton />;
  else if (profile === null) body = <ProfileMissing what={t("quiz.profileMissing.takeQuiz")} wholePage />;
  else if (isStaff(profile.role)) body = <NotForStaff wholePage />;
  else {
    body = (
      <QuizBoundary>
        <StudentQuiz course={course} />
      </QuizBoundary>
    );
  }

  return <PageContainer>{body}</PageContainer>;
}

function StudentQuiz({ course }: { course: QuizCourseArgs }) {
  const view = useQuery(api.quiz.quiz.current, course);
  const clock = useServerClock();
  const t = useT();
  // The question first shown keeps the page's focus; a question reached with Next takes it.
  const firstKey = useRef<string | null>(null);

  if (view === undefined) return <QuizSkeleton />;
  if (view === null) {
    return (
      <StateCard
        size="page"
        titleAs="h1"
        icon={<ClipboardListIcon aria-hidden="true" />}
        title={t("quiz.page.noneTitle")}
        actions={
          <Button asChild>
            <Link to="/quizrules">{t("quiz.page.readRules")}</Link>
          </Button>
        }
      >
        <p>{t("quiz.page.startFromRules")}</p>
      </StateCard>
    );
  }

  const header = (
    <PageHeader eyebrow={t("quiz.common.eyebrow")} title={t("quiz.common.bankQuiz", { bank: view.bankTitle })} />
  );
  if (view.status === "finished" || view.question === null) {
    const result = view.result ?? { score: view.score, total: view.total, durationMs: 0 };
    return (
      <>
        {header}
        <QuizResult result={result} course={course} />
      </>
    );
  }

  const key = `${view.attemptId}:${view.index}`;
  firstKey.current ??= key;
  return (
    <>
      {header}
      <QuestionView
        key={key}
        view={{ ...view, question: view.question }}
        clock={clock}
        autoFocus={firstKey.current !== key}
      />
    </>
  );
}

function QuizSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label={t("quiz.page.loading")}>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
