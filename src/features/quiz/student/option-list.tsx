import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { LockedView } from "@convex/quiz/model/quizAttempts";
import { optionLetter } from "@/lib/i18n/letters";
import { useT } from "../i18n";

/** The locked state of the question on screen (the answer mutation's / live query's `locked`). */
export type Locked = LockedView;

/** The options the student picked (as shown), from a locked response. */
export function chosenOptions(locked: Locked | null): number[] {
  const response = locked?.response ?? null;
  if (response === null) return [];
  if (response.kind === "choice") return [response.option];
  if (response.kind === "choices") return response.options;
  return [];
}

type Props = {
  options: string[];
  locked: Locked | null;
  /** The option whose answer is on its way to the server. */
  pending: number | null;
  /** False once locked, while an answer is in flight, or at 0. */
  canAnswer: boolean;
  onChoose: (option: number) => void;
};

/**
 * The four options as buttons (SPEC §4). Once the question locks, the right option turns green
 * and a wrong choice red, each also with an icon and words ("Correct answer", "Your answer —
 * wrong"), and the buttons become aria-disabled: they keep keyboard focus but do nothing.
 */
export function OptionList({ options, locked, pending, canAnswer, onChoose }: Props) {
  const t = useT();
  return (
    <ol className="grid gap-3" aria-label={t("quiz.answer.options")}>
      {options.map((text, i) => {
        const option = i + 1;
        const isRight = locked !== null && locked.rightOptions.includes(option);
        const isChosen = chosenOptions(locked).includes(option);
        const isWrongChoice = isChosen && !isRight;
        return (
          <li key={option}>
            <button
              type="button"
              aria-disabled={!canAnswer}
              aria-busy={pending === option || undefined}
              onClick={() => {
                if (canAnswer) onChoose(option);
              }}
              className={cn(
                "flex min-h-12 w-full items-center gap-3 rounded-lg border-2 px-4 py-3 text-start text-base transition-colors outline-none",
                "focus-visible:ring-ring/50 focus-visible:ring-[3px]",
                canAnswer && "hover:border-primary hover:bg-secondary cursor-pointer",
                !canAnswer && "cursor-default",
                isRight &&
                  "border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950/40 dark:text-green-50",
                isWrongChoice &&
                  "border-red-700 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/40 dark:text-red-50",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "bg-secondary text-secondary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                  isRight && "bg-green-700 text-white",
                  isWrongChoice && "bg-red-700 text-white",
                )}
              >
                {isRight ? (
                  <CheckCircle2Icon className="size-5" />
                ) : isWrongChoice ? (
                  <XCircleIcon className="size-5" />
                ) : (
                  optionLetter(option)
                )}
              </span>
              <span className="min-w-0 flex-1 break-words">
                <span className="sr-only">{optionLetter(option)}.</span> {text}
                {isRight && " "}
                {isRight && (
                  <span className="mt-1 block text-sm font-semibold text-green-800 dark:text-green-300">
                    {isChosen ? t("quiz.answer.correctYours") : t("quiz.answer.correct")}
                  </span>
                )}
                {isWrongChoice && " "}
                {isWrongChoice && (
                  <span className="mt-1 block text-sm font-semibold text-red-800 dark:text-red-300">
                    {t("quiz.answer.yoursWrong")}
                  </span>
                )}
              </span>
              {pending === option && <Spinner className="size-5" aria-label={t("quiz.answer.sending")} />}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
