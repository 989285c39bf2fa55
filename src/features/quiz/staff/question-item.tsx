import { useMutation } from "convex/react";
import { ArrowDownIcon, ArrowUpIcon, CheckCircle2Icon, CircleIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { api } from "@convex/_generated/api";
import type { EditorQuestion } from "@convex/quiz/model/quizBankEditor";
import { QuestionForm } from "./question-form";
import { questionFormValues } from "./question-form-values";
import { runAction } from "@/lib/run-action";
import { t as translate, useT } from "../i18n";
import { numberText } from "../shared/format";
import { kindLabel, multipleCreditRule, shownOptions, solutionWords } from "../shared/words";

type Props = {
  question: EditorQuestion;
  /** 0-based place in the bank. */
  index: number;
  count: number;
  /** False for the shared bank, which is shown read-only. */
  editable: boolean;
};

/** One question with its four options, the right one marked; edit in place, remove, move. */
export function QuestionItem({ question, index, count, editable }: Props) {
  const updateQuestion = useMutation(api.quiz.quizBank.updateQuestion);
  const [mode, setMode] = useState<"view" | "edit" | "confirmRemove">("view");
  // Which button gets the keyboard focus back when an edit or a removal is left.
  const returnFocus = useRef<ReturnFocus>(null);
  const number = numberText(index + 1);
  const t = useT();
  const backToView = (focus: ReturnFocus) => {
    returnFocus.current = focus;
    setMode("view");
  };
  const headingId = `quiz-question-${question.questionId}`;

  return (
    <li aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-5">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">
          {t("quiz.item.heading", { number })}
        </h3>
        {mode !== "edit" && <p className="font-medium break-words whitespace-pre-line">{question.question}</p>}
      </div>
      {mode === "edit" ? (
        <QuestionForm
          idPrefix={`edit-${question.questionId}`}
          initial={questionFormValues(question)}
          submitLabel={t("quiz.item.save")}
          focusOnMount
          onCancel={() => backToView("edit")}
          onSave={async (input) => {
            const saved = await runAction(
              () => updateQuestion({ questionId: question.questionId, ...input }),
              translate("quiz.item.saved", { number }),
              translate("quiz.item.notSaved"),
            );
            if (saved) backToView("edit");
            return saved;
          }}
        />
      ) : (
        <>
          <QuestionSummary question={question} />
          {editable && (
            <QuestionActions
              question={question}
              index={index}
              count={count}
              mode={mode}
              returnFocus={returnFocus}
              onModeChange={setMode}
              onBack={backToView}
            />
          )}
        </>
      )}
    </li>
  );
}

/** The question's type, tags, key and explanation, as staff see them. */
function QuestionSummary({ question }: { question: EditorQuestion }) {
  const { solution } = question;
  const t = useT();
  const rights =
    solution.kind === "single" || solution.kind === "truefalse"
      ? [solution.answer]
      : solution.kind === "multiple"
        ? solution.answers
        : [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{kindLabel(solution.kind)}</Badge>
        {question.tags.map((tag) => (
          <Badge key={tag} variant="secondary">
            <span className="sr-only">{t("quiz.item.tag")} </span>
            {tag}
          </Badge>
        ))}
      </div>
      {question.options.length > 0 ? (
        <OptionList options={shownOptions(solution.kind, question.options)} rights={rights} />
      ) : (
        <p className="text-sm">
          <span className="text-muted-foreground">
            {solution.kind === "numeric" ? t("quiz.item.rightNumber") : t("quiz.item.acceptedAnswers")}{" "}
          </span>
          <span className="font-medium break-words">{solutionWords(question)}</span>
        </p>
      )}
      {solution.kind === "multiple" && <p className="text-muted-foreground text-xs">{multipleCreditRule()}</p>}
      {question.explanation && (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="text-muted-foreground">{t("quiz.item.explanation")} </span>
          {question.explanation}
        </p>
      )}
    </div>
  );
}

function OptionList({ options, rights }: { options: readonly string[]; rights: readonly number[] }) {
  const t = useT();
  return (
    <ol className="grid gap-2 sm:grid-cols-2">
      {options.map((option, i) => {
        const right = rights.includes(i + 1);
        return (
          <li
            key={i}
            className={cn(
              "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm",
              right && "border-emerald-600/50 bg-emerald-50 dark:bg-emerald-950/30",
            )}
          >
            {right ? (
              <CheckCircle2Icon
                className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                aria-hidden="true"
              />
            ) : (
              <CircleIcon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1 break-words">
              <span className="text-muted-foreground">{numberText(i + 1)}. </span>
              {option}
            </span>
            {right && (
              <Badge variant="secondary" className="shrink-0">
                {t("quiz.item.rightAnswer")}
              </Badge>
            )}
          </li>
        );
      })}
    </ol>
  );
}

type ReturnFocus = "edit" | "remove" | null;

function QuestionActions({
  question,
  index,
  count,
  mode,
  returnFocus,
  onModeChange,
  onBack,
}: {
  question: EditorQuestion;
  index: number;
  count: number;
  mode: "view" | "confirmRemove";
  returnFocus: RefObject<ReturnFocus>;
  onModeChange: (mode: "edit" | "confirmRemove") => void;
  onBack: (focus: ReturnFocus) => void;
}) {
  const removeQuestion = useMutation(api.quiz.quizBank.removeQuestion);
  const moveQuestion = useMutation(api.quiz.quizBank.moveQuestion);
  const [busy, setBusy] = useState(false);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // After a move the question shows up at its new place; keep the keyboard focus on its move buttons.
  const focusAfterMove = useRef<"up" | "down" | null>(null);
  const number = numberText(index + 1);
  const t = useT();
  const first = index === 0;
  const last = index === count - 1;

  // The buttons that replace the one just used take the focus, so the keyboard user stays here.
  useEffect(() => {
    const back = returnFocus.current;
    returnFocus.current = null;
    if (mode === "confirmRemove") keepRef.current?.focus();
    else if (back === "edit") editRef.current?.focus();
    else if (back === "remove") removeRef.current?.focus();
  }, [mode, returnFocus]);

  useEffect(() => {
    const to = focusAfterMove.current;
    if (to === null) return;
    focusAfterMove.current = null;
    const target = (to === "up" && !first) || (to === "down" && last) ? upRef : downRef;
    target.current?.focus();
  }, [index, first, last]);

  async function move(to: "up" | "down") {
    // Not disabled while moving: a disabled button would drop the keyboard focus.
    if (busy) return;
    setBusy(true);
    focusAfterMove.current = to;
    const moved = await runAction(
      () => moveQuestion({ questionId: question.questionId, to }),
      translate(to === "up" ? "quiz.item.movedUp" : "quiz.item.movedDown", { number }),
      translate("quiz.item.notMoved"),
    );
    if (!moved) focusAfterMove.current = null;
    setBusy(false);
  }

  if (mode === "confirmRemove") {
    return (
      <div
        role="group"
        aria-label={t("quiz.item.confirmLabel", { number })}
        className="flex flex-wrap items-center gap-2"
      >
        <p className="text-sm font-medium">
          {t(count === 1 ? "quiz.item.confirmLast" : "quiz.item.confirm", { number })}
        </p>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            void (async () => {
              setBusy(true);
              const removed = await runAction(
                () => removeQuestion({ questionId: question.questionId }),
                translate("quiz.item.removed", { number }),
                translate("quiz.item.notRemoved"),
              );
              setBusy(false);
              if (!removed) onBack("remove");
            })()
          }
        >
          {t("quiz.item.yesRemove")}
        </Button>
        <Button ref={keepRef} size="sm" variant="ghost" disabled={busy} onClick={() => onBack("remove")}>
          {t("quiz.item.keep")}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        ref={editRef}
        size="sm"
        variant="outline"
        aria-label={t("quiz.item.editLabel", { number })}
        onClick={() => onModeChange("edit")}
      >
        <PencilIcon aria-hidden="true" />
        {t("quiz.item.edit")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        ref={removeRef}
        className="text-destructive"
        aria-label={t("quiz.item.removeLabel", { number })}
        onClick={() => onModeChange("confirmRemove")}
      >
        <Trash2Icon aria-hidden="true" />
        {t("quiz.item.remove")}
      </Button>
      <Button
        ref={upRef}
        size="icon-sm"
        variant="outline"
        aria-label={t("quiz.item.moveUp", { number })}
        disabled={first}
        onClick={() => void move("up")}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        ref={downRef}
        size="icon-sm"
        variant="outline"
        aria-label={t("quiz.item.moveDown", { number })}
        disabled={last}
        onClick={() => void move("down")}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
