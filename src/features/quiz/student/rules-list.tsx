import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { MULTIPLE_CREDIT_RULE, type QuestionKind } from "@convex/shared/questionTypes";
import { formatCooldown, plural } from "@convex/shared/quizRules";

export type QuizOverview = FunctionReturnType<typeof api.quiz.quiz.overview>;

/** "30 seconds", "45 seconds", or no limit: the student's own time per question. */
export function timePerQuestion(overview: QuizOverview): string {
  return overview.secondsPerQuestion === null ? "no time limit" : `${overview.secondsPerQuestion} seconds`;
}

/** The attempts left under the teacher's limit; null with no limit. */
export function attemptsLeft(overview: QuizOverview): number | null {
  const { max, used } = overview.attempts;
  return max === null ? null : Math.max(0, max - used);
}

function times(n: number): string {
  return n === 1 ? "once" : n === 2 ? "twice" : `${n} times`;
}

/** The course's attempt rules (issue #27) in the student's words. */
function AttemptRules({ overview }: { overview: QuizOverview }) {
  const { max, cooldownMinutes, countForCertificate } = overview.attempts;
  const left = attemptsLeft(overview);
  return (
    <>
      <li>
        {max === null ? (
          <>You may take this quiz as often as you like. </>
        ) : (
          <>
            You may take this quiz <strong>{times(max)}</strong>:{" "}
            <strong>
              {left} {left === 1 ? "attempt" : "attempts"} left
            </strong>
            .{" "}
          </>
        )}
        {cooldownMinutes > 0 && (
          <>
            After an attempt, wait <strong>{formatCooldown(cooldownMinutes)}</strong> before the next.{" "}
          </>
        )}
        {countForCertificate === null
          ? "This quiz is practice: it does not count towards a course certificate."
          : countForCertificate === 1
            ? "Only your first attempt counts towards a course certificate."
            : `Each of your ${countForCertificate} attempts counts towards a course certificate.`}
      </li>
      <li>Every attempt asks its questions in a new order, with the options shuffled.</li>
    </>
  );
}

/** How each kind of question other than SPEC's is answered, for the kinds this quiz asks. */
function KindRules({ kinds }: { kinds: QuestionKind[] }) {
  return (
    <li>
      Some questions have other forms:
      <ul className="mt-1 grid list-disc gap-1 pl-5">
        {kinds.includes("multiple") && (
          <li>
            <strong>Multiple answers:</strong> tick every right option, then press Submit. {MULTIPLE_CREDIT_RULE}
          </li>
        )}
        {kinds.includes("truefalse") && (
          <li>
            <strong>True or false:</strong> choose one.
          </li>
        )}
        {kinds.includes("text") && (
          <li>
            <strong>Short answer:</strong> type a word or a few, then press Submit; capitals and spacing do not matter.
          </li>
        )}
        {kinds.includes("numeric") && (
          <li>
            <strong>Number:</strong> type a number, then press Submit; the question says how close it must be.
          </li>
        )}
      </ul>
    </li>
  );
}

/** The rules of SPEC §4 in the student's words, with their own question count and time. */
export function RulesList({ overview }: { overview: QuizOverview }) {
  const extra = overview.allowance !== "standard";
  // SPEC's quiz: single-answer questions only (an empty bank says nothing about kinds either).
  const onlySpecQuestions = overview.kinds.every((kind) => kind === "single");
  return (
    <ol className="marker:text-primary grid list-decimal gap-2 pl-5 text-pretty">
      <li>
        The quiz has {plural(overview.questionCount, "question")}, shown one at a time
        {onlySpecQuestions ? ", each with four options" : ""}.
      </li>
      {!onlySpecQuestions && <KindRules kinds={overview.kinds} />}
      <AttemptRules overview={overview} />
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
      <li>
        {onlySpecQuestions ? "Your first click is your answer" : "Your first answer is final"}: it cannot be changed.
      </li>
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
