import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { ArrowRightIcon, CheckCircle2Icon, CircleDotIcon, FlagIcon, TimerOffIcon, XCircleIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Response } from "@convex/shared/questionTypes";
import { ChoicesForm, TypedAnswerForm } from "./answer-forms";
import { scoreText } from "../shared/format";
import { optionLetter } from "@/lib/i18n/letters";
import { formatList, formatNumber } from "@/lib/i18n/format";
import { useT } from "../i18n";
import { shownOptions, trueFalseOption } from "../shared/words";
import { typedAnswerWords } from "@/lib/words/question-words";
import { Countdown } from "./countdown";
import { OptionList, type Locked } from "./option-list";
import type { ServerClock } from "./server-clock";
import { useSecondsLeft } from "./use-seconds-left";

export type QuizView = NonNullable<FunctionReturnType<typeof api.quiz.quiz.current>>;
export type ActiveQuestion = QuizView & { question: NonNullable<QuizView["question"]> };

type Props = {
  view: ActiveQuestion;
  clock: ServerClock;
  /** Move keyboard focus to the question (after Next), so the new question is read out. */
  autoFocus: boolean;
};

/**
 * One question of the attempt (SPEC §4). The server decides everything: the first answer locks
 * the question and the answer mutation returns the right option, which the live query also
 * carries from then on; at 0 the server's scheduled lock times it out and the live query shows the
 * right option. Mounted once per question (keyed by attempt and index), so nothing carries over.
 */
export function QuestionView({ view, clock, autoFocus }: Props) {
  const answer = useMutation(api.quiz.quiz.answer);
  const next = useMutation(api.quiz.quiz.next);
  const finish = useMutation(api.quiz.quiz.finish);
  const [pending, setPending] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [answered, setAnswered] = useState<Locked | null>(null);
  const [moving, setMoving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  const locked = view.locked ?? answered;
  const untimed = view.timeLimitMs === null;
  const seconds = useSecondsLeft(locked === null ? view.deadline : null, clock.offset);
  const timeUp = !untimed && seconds === 0;
  const canAnswer = locked === null && pending === null && !sending && !timeUp;

  const send = async (response: Response) => {
    if (response.kind === "choice") setPending(response.option);
    setSending(true);
    try {
      const result = await clock.timed(() => answer({ attemptId: view.attemptId, index: view.index, response }));
      if (result.locked !== null) setAnswered(result.locked);
    } catch (error) {
      toast.error(errorMessage(error, t("quiz.question.sendFailed")));
    } finally {
      setPending(null);
      setSending(false);
    }
  };
  const { kind } = view.question;

  const moveOn = async () => {
    setMoving(true);
    try {
      if (view.isLast) await clock.timed(() => finish({ attemptId: view.attemptId }));
      else await clock.timed(() => next({ attemptId: view.attemptId, index: view.index }));
      // The live query now shows the next question (this view is replaced) or the result.
    } catch (error) {
      toast.error(errorMessage(error, t("quiz.question.moveFailed")));
      setMoving(false);
    }
  };

  // A true/false answer and a number in the reader's language; any other is the teacher's words.
  const correctText =
    kind === "truefalse" && locked !== null && locked.rightOptions.length === 1
      ? trueFalseOption(locked.rightOptions[0]!)
      : locked?.typedAnswer
        ? typedAnswerWords(locked.typedAnswer)
        : (locked?.solutionText ?? "");
  return (
    <div className="bg-card grid gap-6 rounded-xl border p-4 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid min-w-40 flex-1 gap-2">
          <p className="text-sm font-semibold">
            {t("quiz.question.position", { number: formatNumber(view.index + 1), total: formatNumber(view.total) })}
          </p>
          <Progress
            value={((view.index + (locked ? 1 : 0)) / view.total) * 100}
            aria-label={t("quiz.question.progress")}
          />
        </div>
        <Countdown seconds={seconds} untimed={untimed} />
      </div>

      <h2
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-pretty break-words outline-none sm:text-2xl"
      >
        {view.question.text}
      </h2>

      {kind === "multiple" ? (
        <ChoicesForm
          options={view.question.options}
          rule={view.question.rule}
          locked={locked}
          canAnswer={canAnswer}
          sending={sending}
          onAnswer={(response) => void send(response)}
        />
      ) : kind === "text" || kind === "numeric" ? (
        <TypedAnswerForm
          kind={kind}
          rule={view.question.rule}
          locked={locked}
          canAnswer={canAnswer}
          sending={sending}
          onAnswer={(response) => void send(response)}
        />
      ) : (
        <OptionList
          options={shownOptions(kind, view.question.options)}
          locked={locked}
          pending={pending}
          canAnswer={canAnswer}
          onChoose={(option) => void send({ kind: "choice", option })}
        />
      )}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="min-h-6 text-sm font-medium">
          {locked && <Outcome locked={locked} correctText={correctText} />}
        </p>
        <Button size="lg" disabled={locked === null || moving} onClick={() => void moveOn()} className="sm:min-w-32">
          {moving ? (
            <Spinner aria-label={view.isLast ? t("quiz.question.finishing") : t("quiz.question.loadingNext")} />
          ) : null}
          {view.isLast ? t("quiz.question.finish") : t("quiz.question.next")}
          {!moving &&
            (view.isLast ? (
              <FlagIcon aria-hidden="true" />
            ) : (
              <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
            ))}
        </Button>
      </div>
      {locked?.explanation && (
        <div className="bg-muted/50 rounded-lg border p-4 text-sm">
          <p className="font-semibold">{t("quiz.question.explanation")}</p>
          <p className="mt-1 break-words whitespace-pre-line">{locked.explanation}</p>
        </div>
      )}
      <p className="text-muted-foreground text-sm">{t("quiz.question.scoreSoFar", { score: scoreText(view.score) })}</p>
    </div>
  );
}

function Outcome({ locked, correctText }: { locked: Locked; correctText: string }) {
  const t = useT();
  const letters = formatList(locked.rightOptions.map(optionLetter), { type: "unit", style: "short" });
  const right = letters === "" ? correctText : t("quiz.outcome.lettersAnswer", { letters, answer: correctText });
  if (locked.correct) {
    return (
      <span className="flex items-center gap-2 text-green-800 dark:text-green-300">
        <CheckCircle2Icon className="size-5 shrink-0" aria-hidden="true" />
        {t("quiz.outcome.correct")}
      </span>
    );
  }
  if (locked.timedOut) {
    return (
      <span className="flex items-center gap-2 text-red-800 dark:text-red-300">
        <TimerOffIcon className="size-5 shrink-0" aria-hidden="true" />
        <span>{t("quiz.outcome.timeUp", { right })}</span>
      </span>
    );
  }
  if (locked.credit > 0) {
    return (
      <span className="flex items-center gap-2 text-amber-900 dark:text-amber-100">
        <CircleDotIcon className="size-5 shrink-0" aria-hidden="true" />
        <span>{t("quiz.outcome.partly", { credit: scoreText(locked.credit), right })}</span>
      </span>
    );
  }
  return (
    <span className="flex items-center gap-2 text-red-800 dark:text-red-300">
      <XCircleIcon className="size-5 shrink-0" aria-hidden="true" />
      <span>{t("quiz.outcome.wrong", { right })}</span>
    </span>
  );
}
