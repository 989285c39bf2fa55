import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import type { QuestionKind } from "@convex/shared/questionTypes";
import { t, useT } from "../i18n";
import { rich } from "../shared/rich";
import { cooldownText, multipleCreditRule } from "../shared/words";

export type QuizOverview = FunctionReturnType<typeof api.quiz.quiz.overview>;

/** "30 seconds", "45 seconds", or no limit: the student's own time per question. */
export function timePerQuestion(overview: QuizOverview): string {
  return overview.secondsPerQuestion === null
    ? t("quiz.rules.noTimeLimit")
    : t("quiz.rules.seconds", { count: overview.secondsPerQuestion });
}

/** The attempts left under the teacher's limit; null with no limit. */
export function attemptsLeft(overview: QuizOverview): number | null {
  const { max, used } = overview.attempts;
  return max === null ? null : Math.max(0, max - used);
}

/** The course's attempt rules (issue #27) in the student's words. */
function AttemptRules({ overview }: { overview: QuizOverview }) {
  const t = useT();
  const { max, cooldownMinutes, countForCertificate } = overview.attempts;
  const left = attemptsLeft(overview);
  return (
    <>
      <li>
        {max === null ? t("quiz.rules.asOftenAsYouLike") : rich(t("quiz.rules.limited", { max, left: left ?? 0 }))}{" "}
        {cooldownMinutes > 0 && <>{rich(t("quiz.rules.cooldown", { wait: cooldownText(cooldownMinutes) }))} </>}
        {countForCertificate === null
          ? t("quiz.rules.practice")
          : countForCertificate === 1
            ? t("quiz.rules.firstCounts")
            : t("quiz.rules.eachCounts", { count: countForCertificate })}
      </li>
      <li>{t("quiz.rules.newOrder")}</li>
    </>
  );
}

/** How each kind of question other than SPEC's is answered, for the kinds this quiz asks. */
function KindRules({ kinds }: { kinds: QuestionKind[] }) {
  const t = useT();
  return (
    <li>
      {t("quiz.rules.otherForms")}
      <ul className="mt-1 grid list-disc gap-1 ps-5">
        {kinds.includes("multiple") && (
          <li>
            {rich(t("quiz.rules.kindMultiple"))} {multipleCreditRule()}
          </li>
        )}
        {kinds.includes("truefalse") && <li>{rich(t("quiz.rules.kindTrueFalse"))}</li>}
        {kinds.includes("text") && <li>{rich(t("quiz.rules.kindText"))}</li>}
        {kinds.includes("numeric") && <li>{rich(t("quiz.rules.kindNumber"))}</li>}
      </ul>
    </li>
  );
}

/** The rules of SPEC §4 in the student's words, with their own question count and time. */
export function RulesList({ overview }: { overview: QuizOverview }) {
  const t = useT();
  const extra = overview.allowance !== "standard";
  // SPEC's quiz: single-answer questions only (an empty bank says nothing about kinds either).
  const onlySpecQuestions = overview.kinds.every((kind) => kind === "single");
  return (
    <ol className="marker:text-primary grid list-decimal gap-2 ps-5 text-pretty">
      <li>
        {t(onlySpecQuestions ? "quiz.rules.questionsFourOptions" : "quiz.rules.questionsOneAtATime", {
          count: overview.questionCount,
        })}
      </li>
      {!onlySpecQuestions && <KindRules kinds={overview.kinds} />}
      <AttemptRules overview={overview} />
      <li>
        {overview.secondsPerQuestion === null
          ? t("quiz.rules.untimed")
          : rich(t(extra ? "quiz.rules.timedExtra" : "quiz.rules.timed", { time: timePerQuestion(overview) }))}
      </li>
      <li>{onlySpecQuestions ? t("quiz.rules.firstClick") : t("quiz.rules.firstAnswer")}</li>
      <li>{t("quiz.rules.colours")}</li>
      {overview.secondsPerQuestion !== null && <li>{t("quiz.rules.atZero")}</li>}
      <li>{t("quiz.rules.pressNext")}</li>
      <li>{t("quiz.rules.reload")}</li>
      <li>{t("quiz.rules.leaderboardRanks")}</li>
    </ol>
  );
}
