import { Link } from "@tanstack/react-router";
import { HomeIcon, RotateCcwIcon, TrophyIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { formatDuration, numberText, scoreText } from "../shared/format";
import { useT } from "../i18n";
import { Leaderboard } from "../shared/leaderboard";
import type { QuizCourseArgs } from "../shared/quiz-course";

type Result = { score: number; total: number; durationMs: number };

/** SPEC §4's result screen: 'Quiz Completed!', 'You scored X out of N', Back to Home; then the leaderboard. */
export function QuizResult({ result, course }: { result: Result; course: QuizCourseArgs }) {
  const t = useT();
  return (
    <div className="grid gap-8">
      <StateCard
        size="page"
        icon={<TrophyIcon aria-hidden="true" />}
        title={t("quiz.result.title")}
        actions={
          <>
            <Button asChild>
              <Link to="/">
                <HomeIcon aria-hidden="true" />
                {t("quiz.result.home")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/quizrules">
                <RotateCcwIcon aria-hidden="true" />
                {t("quiz.result.again")}
              </Link>
            </Button>
          </>
        }
      >
        <p className="text-foreground text-lg font-semibold">
          {t("quiz.result.scored", { score: scoreText(result.score), total: numberText(result.total) })}
        </p>
        <p className="mt-1">{t("quiz.result.time", { time: formatDuration(result.durationMs) })}</p>
      </StateCard>
      <Leaderboard course={course} />
    </div>
  );
}
