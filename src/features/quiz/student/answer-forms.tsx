import { CheckCircle2Icon, SendIcon, XCircleIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { wordMessage } from "@/lib/errors";
import { cn } from "@/lib/utils";
import type { Keyed } from "@convex/shared/messages";
import { RESPONSE_TEXT_MAX, responseProblem, type Response } from "@convex/shared/questionTypes";
import { optionLetter } from "@/lib/i18n/letters";
import { chosenOptions, type Locked } from "./option-list";
import { useT } from "../i18n";
import { ruleText } from "../shared/words";

type FormProps = {
  /** False once locked, while an answer is in flight, or at 0. */
  canAnswer: boolean;
  sending: boolean;
  onAnswer: (response: Response) => void;
};

/**
 * A multiple-answers question: a checkbox per option and a Submit button, with the partial-credit
 * rule stated. Once locked, each option says whether it was right and whether it was ticked.
 */
export function ChoicesForm({
  options,
  rule,
  locked,
  canAnswer,
  sending,
  onAnswer,
}: FormProps & { options: string[]; rule: Keyed | null; locked: Locked | null }) {
  const t = useT();
  const [ticked, setTicked] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const ruleId = useId();
  const problemId = useId();
  const shownTicks = locked === null ? ticked : chosenOptions(locked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAnswer) return;
    const response: Response = { kind: "choices", options: [...ticked].sort((a, b) => a - b) };
    // The server's own check, so the screen says what the server would.
    const found = responseProblem("multiple", options.length, response);
    setProblem(found);
    if (found === null) onAnswer(response);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-3" aria-describedby={`${ruleId}${problem ? ` ${problemId}` : ""}`}>
        <legend className="mb-2 text-sm font-semibold">{t("quiz.answer.tickEvery")}</legend>
        {rule && (
          <p id={ruleId} className="text-muted-foreground mb-1 text-sm">
            {ruleText(rule)}
          </p>
        )}
        {options.map((text, i) => {
          const option = i + 1;
          const isTicked = shownTicks.includes(option);
          const isRight = locked !== null && locked.rightOptions.includes(option);
          const inputId = `${ruleId}-option-${option}`;
          return (
            <label
              key={option}
              htmlFor={inputId}
              className={cn(
                "flex min-h-12 items-center gap-3 rounded-lg border-2 px-4 py-3 text-base",
                canAnswer && "hover:border-primary cursor-pointer",
                isRight &&
                  "border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950/40 dark:text-green-50",
                locked !== null &&
                  isTicked &&
                  !isRight &&
                  "border-red-700 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/40 dark:text-red-50",
              )}
            >
              <input
                id={inputId}
                type="checkbox"
                className="accent-primary size-5 shrink-0"
                checked={isTicked}
                aria-disabled={!canAnswer}
                onChange={() => {
                  if (!canAnswer) return;
                  setTicked((now) => (now.includes(option) ? now.filter((n) => n !== option) : [...now, option]));
                }}
              />
              <span className="min-w-0 flex-1 break-words">
                <span className="sr-only">{optionLetter(option)}.</span> {text}
                {locked !== null && (isRight || isTicked) && " "}
                {locked !== null && (isRight || isTicked) && (
                  <span
                    className={cn(
                      "mt-1 flex items-center gap-1 text-sm font-semibold",
                      isRight ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300",
                    )}
                  >
                    {isRight ? (
                      <CheckCircle2Icon className="size-4" aria-hidden="true" />
                    ) : (
                      <XCircleIcon className="size-4" aria-hidden="true" />
                    )}
                    {isRight
                      ? isTicked
                        ? t("quiz.answer.rightTicked")
                        : t("quiz.answer.rightNotTicked")
                      : t("quiz.answer.tickedWrong")}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <SubmitFooter problem={problem} problemId={problemId} locked={locked} canAnswer={canAnswer} sending={sending} />
    </form>
  );
}

/**
 * A short-text or number question: one input and a Submit button (Enter sends too). A number
 * question states its rule (the tolerance) and takes "3.5" or "3,5". Once locked, the input keeps
 * what was sent, read-only.
 */
export function TypedAnswerForm({
  kind,
  rule,
  locked,
  canAnswer,
  sending,
  onAnswer,
}: FormProps & { kind: "text" | "numeric"; rule: Keyed | null; locked: Locked | null }) {
  const t = useT();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const ruleId = useId();
  const problemId = useId();
  const sent = locked?.response?.kind === "text" ? locked.response.text : null;
  const label = kind === "numeric" ? t("quiz.answer.yourAnswerNumber") : t("quiz.answer.yourAnswer");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAnswer) return;
    const response: Response = { kind: "text", text };
    const found = responseProblem(kind, 0, response);
    setProblem(found);
    if (found === null) onAnswer(response);
  };

  const describedBy = [rule ? ruleId : null, problem ? problemId : null].filter(Boolean).join(" ");
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:max-w-md">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      {rule && (
        <p id={ruleId} className="text-muted-foreground text-sm">
          {ruleText(rule)}
        </p>
      )}
      <Input
        id={inputId}
        value={sent ?? text}
        readOnly={locked !== null}
        inputMode={kind === "numeric" ? "decimal" : "text"}
        autoComplete="off"
        maxLength={RESPONSE_TEXT_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => setText(event.target.value)}
        className="h-12 text-base"
      />
      <SubmitFooter problem={problem} problemId={problemId} locked={locked} canAnswer={canAnswer} sending={sending} />
    </form>
  );
}

/** Both forms' end: why the answer cannot be sent yet, and Submit while the question is open. */
function SubmitFooter({
  problem,
  problemId,
  locked,
  canAnswer,
  sending,
}: {
  problem: string | null;
  problemId: string;
  locked: unknown;
  canAnswer: boolean;
  sending: boolean;
}) {
  const t = useT();
  return (
    <>
      {problem && (
        <p id={problemId} role="alert" className="text-destructive text-sm font-medium">
          {wordMessage(problem)}
        </p>
      )}
      {locked === null && (
        <Button type="submit" size="lg" aria-disabled={!canAnswer} className="justify-self-start">
          {sending ? <Spinner aria-label={t("quiz.answer.sending")} /> : <SendIcon aria-hidden="true" />}
          {t("quiz.answer.submit")}
        </Button>
      )}
    </>
  );
}
