import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

export type QuizOverview = FunctionReturnType<typeof api.quiz.quiz.overview>;

/** "30 seconds", "45 seconds", or no limit: the student's own time per question. */
export function timePerQuestion(overview: QuizOverview): string {
  return overview.secondsPerQuestion === null ? "no time limit" : `${overview.secondsPerQuestion} seconds`;
}

/** The rules of SPEC §4 in the student's words, with their own question count and time. */
export function RulesList({ overview }: { overview: QuizOverview }) {
  const extra = overview.allowance !== "standard";
  return (
    <ol className="marker:text-primary grid list-decimal gap-2 pl-5 text-pretty">
      <li>The quiz has {overview.questionCount} questions, shown one at a time, each with four options.</li>
      <li>
        {overview.secondsPerQuestion === null ? (
          <>You have no time limit per question (an accommodation from your teacher).</>
        ) : (
          <>
            You have <strong>{timePerQuestion(overview)}</strong> for each question
            {extra ? ", extra time given to you by your teacher" : ""}. A countdown shows the time left.
          </>
        )}
      </li>
      <li>Your first click is your answer: it cannot be changed.</li>
      <li>A right answer turns green and scores one point. A wrong one turns red and the right answer is shown.</li>
      {overview.secondsPerQuestion !== null && (
        <li>When the countdown reaches 0, the question locks, the right answer is shown and it scores nothing.</li>
      )}
      <li>Press Next to go on; the clock starts again for the next question. There is no going back.</li>
      <li>
        If you reload the page or lose your connection, you come back to the same question; the clock keeps running.
      </li>
      <li>The leaderboard ranks everyone's best score, then the shortest time.</li>
    </ol>
  );
}
