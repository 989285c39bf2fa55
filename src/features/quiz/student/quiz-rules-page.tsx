import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { AccessibilityIcon, HistoryIcon, PlayIcon, TrophyIcon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { Leaderboard } from "../shared/leaderboard";
import { quizCourseArgs, type QuizCourseArgs } from "../shared/quiz-course";
import { MyAttempts } from "./my-attempts";
import { NotForStaff } from "./not-for-staff";
import { QuizBoundary } from "./quiz-boundary";
import { ProfileMissing } from "@/components/profile-missing";
import { attemptsLeft, RulesList, type QuizOverview } from "./rules-list";
import { t as translate, useT } from "../i18n";
import { waitText } from "../shared/words";

/** SPEC §9: Start Quiz shows a spinner and goes to /quizpage after 1 second. */
export const START_DELAY_MS = 1000;

/**
 * /quizrules (SPEC §2): the rules of the course's quiz, Start Quiz (or Resume quiz), the live
 * leaderboard and the student's own attempts. Staff are told the quiz is for students.
 */
export function QuizRulesPage() {
  const profile = useProfile();
  const [course] = useState(quizCourseArgs);
  const t = useT();

  let body: ReactNode;
  if (profile === undefined) body = <RulesSkeleton />;
  else if (profile === null) body = <ProfileMissing what={t("quiz.profileMissing.takeQuiz")} />;
  else if (isStaff(profile.role)) body = <NotForStaff />;
  else {
    body = (
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <QuizBoundary>
          <RulesCard course={course} />
        </QuizBoundary>
        <div className="grid gap-8">
          <Leaderboard course={course} />
          <MyAttempts />
        </div>
      </div>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("quiz.common.eyebrow")}
        title={t("quiz.rules.title")}
        description={t("quiz.rules.description")}
      />
      {body}
    </PageContainer>
  );
}

function RulesCard({ course }: { course: QuizCourseArgs }) {
  const overview = useQuery(api.quiz.quiz.overview, course);
  const start = useMutation(api.quiz.quiz.start);
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const now = useMinuteClock();
  const t = useT();

  if (overview === undefined) return <RulesSkeleton />;
  const waitMessage = startBlocked(overview, now);

  const onStart = () => {
    setStarting(true);
    // The spinner shows for the second SPEC asks for; the attempt (and its clock) starts after it.
    const go = async () => {
      try {
        await start(course);
        await navigate({ to: "/quizpage" });
      } catch (error) {
        toast.error(errorMessage(error, t("quiz.rules.startFailed")));
        setStarting(false);
      }
    };
    timer.current = setTimeout(() => void go(), START_DELAY_MS);
  };

  return (
    <section aria-labelledby="quiz-rules-title" className="bg-card grid gap-6 rounded-xl border p-4 shadow-sm sm:p-8">
      <div>
        <p className="text-muted-foreground text-sm">{t("quiz.rules.quizLabel")}</p>
        <h2 id="quiz-rules-title" className="text-2xl font-bold tracking-tight">
          {overview.bankTitle}
        </h2>
        <p className="mt-1 text-sm">
          {overview.secondsPerQuestion === null
            ? t("quiz.rules.summaryUntimed", { count: overview.questionCount })
            : t("quiz.rules.summaryTimed", { count: overview.questionCount, seconds: overview.secondsPerQuestion })}
        </p>
      </div>
      <RulesList overview={overview} />
      <p className="bg-secondary flex gap-3 rounded-lg p-3 text-sm">
        <AccessibilityIcon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{t("quiz.rules.extraTimeHint")}</span>
      </p>
      {overview.questionCount === 0 ? (
        <p role="alert" className="text-destructive text-sm">
          {t("quiz.rules.noQuestions")}
        </p>
      ) : !overview.inProgress && waitMessage !== null ? (
        <p role="status" className="bg-secondary rounded-lg p-3 text-sm font-medium">
          {waitMessage}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" onClick={onStart} disabled={starting} aria-busy={starting || undefined}>
            {starting ? <Spinner aria-label={t("quiz.rules.starting")} /> : <PlayIcon aria-hidden="true" />}
            {overview.inProgress ? t("quiz.rules.resume") : t("quiz.rules.start")}
          </Button>
          {overview.inProgress && <p className="text-muted-foreground text-sm">{t("quiz.rules.inProgress")}</p>}
        </div>
      )}
      <nav aria-label={t("quiz.rules.resultsNav")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link
          to="/quizrules"
          hash="leaderboard"
          className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
        >
          <TrophyIcon className="size-4" aria-hidden="true" />
          {t("quiz.leaderboard.title")}
        </Link>
        <Link
          to="/quizrules"
          hash="my-attempts"
          className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
        >
          <HistoryIcon className="size-4" aria-hidden="true" />
          {t("quiz.myAttempts.title")}
        </Link>
      </nav>
    </section>
  );
}

/** Why Start is not offered now (the server says the same if asked): the attempts used, or the cool-down. */
function startBlocked(overview: QuizOverview, now: number): string | null {
  const left = attemptsLeft(overview);
  if (left === 0 && overview.attempts.max !== null) {
    return translate("quiz.rules.attemptsUsed", { max: overview.attempts.max });
  }
  const { nextAttemptAt } = overview.attempts;
  if (nextAttemptAt !== null && now < nextAttemptAt)
    return translate("quiz.rules.nextAttemptIn", { wait: waitText(nextAttemptAt - now) });
  return null;
}

/** Date.now(), renewed every 30 seconds: enough for "Next attempt in 5 minutes" to count down. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function RulesSkeleton() {
  const t = useT();
  return (
    <div
      className="grid gap-4 rounded-xl border p-6"
      role="status"
      aria-busy="true"
      aria-label={t("quiz.rules.loading")}
    >
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-4/6" />
      <Skeleton className="h-10 w-36" />
    </div>
  );
}
