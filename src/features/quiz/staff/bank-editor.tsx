import { useMutation, useQuery } from "convex/react";
import { CopyIcon, FilePlus2Icon, LibraryIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { EditorBank } from "@convex/quiz/model/quizBankEditor";
import { QuestionForm } from "./question-form";
import { EMPTY_QUESTION } from "./question-form-values";
import { QuestionItem } from "./question-item";
import { runAction } from "@/lib/run-action";
import { QUESTIONS_PER_ATTEMPT } from "@convex/shared/quizRules";
import { t as translate, useT } from "../i18n";
import { numberText } from "../shared/format";
import { rich } from "../shared/rich";

/**
 * The course's quiz questions: its own bank (editable: add, edit, remove, reorder), or else the
 * shared bank its name gets, read-only, with the two ways to start an own bank.
 */
export function BankEditor({ courseId }: { courseId: Id<"courses"> }) {
  const bank = useQuery(api.quiz.quizBank.get, { courseId });
  const [startingEmpty, setStartingEmpty] = useState(false);
  const t = useT();

  return (
    <section aria-labelledby="quiz-bank-heading" className="grid gap-5">
      <h2 id="quiz-bank-heading" className="text-xl font-semibold tracking-tight">
        {t("quiz.editor.questions")}
      </h2>
      {bank === undefined ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label={t("quiz.editor.loading")}>
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <BankStatus bank={bank} startingEmpty={startingEmpty} onStartEmpty={() => setStartingEmpty(true)} />
          {(bank.own || startingEmpty) && <AddQuestion bank={bank} />}
          <QuestionList bank={bank} />
        </>
      )}
    </section>
  );
}

function BankStatus({
  bank,
  startingEmpty,
  onStartEmpty,
}: {
  bank: EditorBank;
  startingEmpty: boolean;
  onStartEmpty: () => void;
}) {
  const copySharedBank = useMutation(api.quiz.quizBank.copySharedBank);
  const [copying, setCopying] = useState(false);
  const count = bank.questions.length;
  const t = useT();
  const name = (chunk: string, index: number) => (
    <span key={index} className="font-medium">
      {chunk}
    </span>
  );

  if (bank.own) {
    return (
      <p className="bg-card rounded-xl border p-4 text-sm">
        {rich(
          t("quiz.editor.ownBank", {
            course: bank.courseName,
            count: numberText(count),
            max: numberText(bank.maxQuestions),
            perAttempt: numberText(QUESTIONS_PER_ATTEMPT),
          }),
          name,
        )}
      </p>
    );
  }

  async function copy() {
    setCopying(true);
    try {
      const copied = await copySharedBank({ courseId: bank.courseId });
      toast.success(translate("quiz.editor.copied", { count: copied }));
    } catch (error) {
      toast.error(translate("quiz.editor.copyFailed"), {
        description: errorMessage(error, translate("quiz.common.pleaseTryAgain")),
      });
    }
    setCopying(false);
  }

  return (
    <div className="bg-card grid gap-4 rounded-xl border p-4 text-sm">
      <p>{rich(t("quiz.editor.sharedBank", { course: bank.courseName, bank: bank.sharedBank, count }), name)}</p>
      <div className="flex flex-wrap gap-2">
        {count > 0 && (
          <Button disabled={copying} onClick={() => void copy()}>
            {copying ? <Spinner aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {t("quiz.editor.startFromShared")}
          </Button>
        )}
        {!startingEmpty && (
          <Button variant="outline" onClick={onStartEmpty}>
            <FilePlus2Icon aria-hidden="true" />
            {t("quiz.editor.startEmpty")}
          </Button>
        )}
      </div>
    </div>
  );
}

function AddQuestion({ bank }: { bank: EditorBank }) {
  const addQuestion = useMutation(api.quiz.quizBank.addQuestion);
  const full = bank.own && bank.questions.length >= bank.maxQuestions;
  const t = useT();

  return (
    <section aria-labelledby="add-question-heading" className="bg-card grid gap-4 rounded-xl border p-4 sm:p-6">
      <h3 id="add-question-heading" className="font-semibold">
        {t("quiz.editor.addQuestion")}
      </h3>
      {full ? (
        <p className="text-muted-foreground text-sm">{t("quiz.editor.full", { max: numberText(bank.maxQuestions) })}</p>
      ) : (
        <QuestionForm
          idPrefix="new-question"
          initial={EMPTY_QUESTION}
          submitLabel={t("quiz.editor.addQuestion")}
          resetOnSave
          onSave={(question) =>
            runAction(
              () => addQuestion({ courseId: bank.courseId, ...question }),
              translate("quiz.editor.added"),
              translate("quiz.editor.notAdded"),
            )
          }
        />
      )}
    </section>
  );
}

/** Questions drawn at once; a bank of up to MAX_BANK_QUESTIONS shows more on request, so it stays quick. */
const QUESTIONS_SHOWN = 50;

function QuestionList({ bank }: { bank: EditorBank }) {
  const [shown, setShown] = useState(QUESTIONS_SHOWN);
  const t = useT();
  const count = bank.questions.length;
  if (count === 0) {
    return (
      <StateCard icon={<LibraryIcon aria-hidden="true" />} title={t("quiz.editor.noQuestions")} titleAs="h3">
        <p>{bank.own ? t("quiz.editor.addFirst") : t("quiz.editor.sharedEmpty", { bank: bank.sharedBank })}</p>
      </StateCard>
    );
  }
  const more = Math.min(QUESTIONS_SHOWN, count - shown);
  return (
    <div className="grid gap-4">
      <ol
        aria-label={bank.own ? t("quiz.editor.ownList") : t("quiz.editor.sharedList", { bank: bank.sharedBank })}
        className="bg-card divide-y rounded-xl border"
      >
        {bank.questions.slice(0, shown).map((question, index) => (
          <QuestionItem key={question.questionId} question={question} index={index} count={count} editable={bank.own} />
        ))}
      </ol>
      {more > 0 && (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + QUESTIONS_SHOWN)}>
          {t("quiz.editor.showMore", { more, shown: numberText(shown), count: numberText(count) })}
        </Button>
      )}
    </div>
  );
}
