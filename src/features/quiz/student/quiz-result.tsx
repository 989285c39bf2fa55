import { Link } from "@tanstack/react-router";
import { HomeIcon, RotateCcwIcon, TrophyIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { formatScore } from "@convex/shared/quizRules";
import { formatDuration } from "../shared/format";
import { Leaderboard } from "../shared/leaderboard";
import type { QuizCourseArgs } from "../shared/quiz-course";

type Result = { score: number; total: number; durationMs: number };

/** SPEC §4's result screen: 'Quiz Completed!', 'You scored X out of N', Back to Home; then the leaderboard. */
export function QuizResult({ result, course }: { result: Result; course: QuizCourseArgs }) {
  return (
    <div className="grid gap-8">
      <StateCard
        size="page"
        icon={<TrophyIcon aria-hidden="true" />}
        title="Quiz Completed!"
        actions={
          <>
            <Button asChild>
              <Link to="/">
                <HomeIcon aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/quizrules">
                <RotateCcwIcon aria-hidden="true" />
                Take the quiz again
              </Link>
            </Button>
          </>
        }
      >
        <p className="text-foreground text-lg font-semibold">
          You scored {formatScore(result.score)} out of {result.total}
        </p>
        <p className="mt-1">Time answering: {formatDuration(result.durationMs)}</p>
      </StateCard>
      <Leaderboard course={course} />
    </div>
  );
}
