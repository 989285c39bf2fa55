import { CheckIcon, SendIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { GameQuestion } from "@convex/games/types";
import { RESPONSE_TEXT_MAX, responseProblem, type Response } from "@convex/shared/questionTypes";
import { serverText, wordMessage } from "@/lib/errors";
import { gameOptions } from "../shared/answers";
import { TileFace, tileLook } from "../shared/tiles";
import { useT } from "../i18n";

type Props = {
  question: GameQuestion;
  /** Sends the answer; resolves to the server's refusal message, or null when it was accepted. */
  onSend: (response: Response) => Promise<string | null>;
};

/**
 * The open question's answer controls on the phone, by kind: big coloured tiles (single and
 * true/false send at a tap), tiles to tick and Submit (multiple), or a text or number box and Send.
 * The answer is checked here with the server's own rule (responseProblem) before it is sent.
 */
export function AnswerForm({ question, onSend }: Props) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ticked, setTicked] = useState<number[]>([]);
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const inputId = useId();
  const options = gameOptions(question);

  async function send(response: Response) {
    if (pending) return;
    const problem = responseProblem(question.kind, options.length, response);
    if (problem !== null) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    const refused = await onSend(response);
    setPending(false);
    if (refused !== null) setError(refused);
  }

  const errorLine = error !== null && (
    <p id={errorId} role="alert" className="text-destructive text-base font-semibold">
      {wordMessage(error)}
    </p>
  );

  if (question.kind === "single" || question.kind === "truefalse") {
    return (
      <div className="grid gap-3">
        <ul aria-label={t("games.tiles.options")} className="grid gap-3 sm:grid-cols-2">
          {options.map((option, i) => (
            <li key={i}>
              <button
                type="button"
                aria-disabled={pending || undefined}
                onClick={() => void send({ kind: "choice", option: i + 1 })}
                className={cn(
                  "flex min-h-20 w-full items-center gap-3 rounded-xl px-4 py-3 text-start text-xl font-semibold text-white outline-none",
                  "focus-visible:ring-ring focus-visible:ring-4 focus-visible:ring-offset-2",
                  tileLook(i + 1).colour,
                )}
              >
                <TileFace position={i + 1} text={option} />
              </button>
            </li>
          ))}
        </ul>
        {pending && <Spinner aria-label={t("games.answer.sending")} />}
        {errorLine}
      </div>
    );
  }

  if (question.kind === "multiple") {
    const toggle = (position: number) =>
      setTicked((current) =>
        current.includes(position)
          ? current.filter((p) => p !== position)
          : [...current, position].sort((a, b) => a - b),
      );
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm">
          {t("games.answer.tickEvery")} {serverText("server.quiz.ruleMultipleCredit")}
        </p>
        <ul aria-label={t("games.tiles.options")} className="grid gap-3 sm:grid-cols-2">
          {options.map((option, i) => {
            const on = ticked.includes(i + 1);
            return (
              <li key={i}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => {
                    toggle(i + 1);
                    setError(null);
                  }}
                  className={cn(
                    "flex min-h-20 w-full items-center gap-3 rounded-xl border-4 px-4 py-3 text-start text-xl font-semibold text-white outline-none",
                    "focus-visible:ring-ring focus-visible:ring-4 focus-visible:ring-offset-2",
                    tileLook(i + 1).colour,
                    on ? "border-foreground" : "border-transparent opacity-80",
                  )}
                >
                  <TileFace position={i + 1} text={option} />
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-md border-2 border-white bg-black/20"
                  >
                    {on && <CheckIcon className="size-6" />}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <Button
          size="lg"
          className="h-14 text-lg"
          aria-busy={pending || undefined}
          onClick={() => void send({ kind: "choices", options: ticked })}
        >
          {pending ? <Spinner aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {t("games.answer.submit")}
        </Button>
        {errorLine}
      </div>
    );
  }

  const numeric = question.kind === "numeric";
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send({ kind: "text", text });
      }}
    >
      <label htmlFor={inputId} className="text-lg font-semibold">
        {numeric ? t("games.answer.yourNumber") : t("games.answer.yourAnswer")}
      </label>
      <Input
        id={inputId}
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        inputMode={numeric ? "decimal" : "text"}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={RESPONSE_TEXT_MAX}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        className="h-14 text-xl"
      />
      {numeric && <p className="text-muted-foreground text-sm">{t("games.answer.numberHint")}</p>}
      <Button type="submit" size="lg" className="h-14 text-lg" aria-busy={pending || undefined}>
        {pending ? <Spinner aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
        {t("games.answer.send")}
      </Button>
      {errorLine}
    </form>
  );
}
