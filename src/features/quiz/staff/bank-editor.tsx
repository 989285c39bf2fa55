import { useMutation, useQuery } from "convex/react";
import { CopyIcon, FilePlus2Icon, LibraryIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
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

/**
 * The course's quiz questions: its own bank (editable: add, edit, remove, reorder), or else the
 * shared bank its name gets, read-only, with the two ways to start an own bank.
 */
export function BankEditor({ courseId }: { courseId: Id<"courses"> }) {
  const bank = useQuery(api.quiz.quizBank.get, { courseId });
  const [startingEmpty, setStartingEmpty] = useState(false);

  return (
    <section aria-labelledby="quiz-bank-heading" className="grid gap-5">
      <h2 id="quiz-bank-heading" className="text-xl font-semibold tracking-tight">
        Questions
      </h2>
      {bank === undefined ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the questions">
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

  if (bank.own) {
    return (
      <p className="bg-card rounded-xl border p-4 text-sm">
        <span className="font-medium">{bank.courseName}</span> has its own quiz: {count} of {bank.maxQuestions}{" "}
        questions. Each attempt asks up to {QUESTIONS_PER_ATTEMPT} of them, drawn at random in a new order, with the
        options shuffled.
      </p>
    );
  }

  async function copy() {
    setCopying(true);
    try {
      const copied = await copySharedBank({ courseId: bank.courseId });
      toast.success(`Copied ${copied} ${copied === 1 ? "question" : "questions"} from the shared bank`);
    } catch (error) {
      toast.error("The shared bank was not copied", { description: errorMessage(error, "Please try again.") });
    }
    setCopying(false);
  }

  return (
    <div className="bg-card grid gap-4 rounded-xl border p-4 text-sm">
      <p>
        <span className="font-medium">{bank.courseName}</span> uses the shared{" "}
        <span className="font-medium">{bank.sharedBank}</span> bank ({count} {count === 1 ? "question" : "questions"}),
        which cannot be edited. Start the course&rsquo;s own bank to change its quiz: copy the shared questions and edit
        them, or write your own. Its first question replaces the shared bank for this course.
      </p>
      <div className="flex flex-wrap gap-2">
        {count > 0 && (
          <Button disabled={copying} onClick={() => void copy()}>
            {copying ? <Spinner aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            Start from the shared bank
          </Button>
        )}
        {!startingEmpty && (
          <Button variant="outline" onClick={onStartEmpty}>
            <FilePlus2Icon aria-hidden="true" />
            Start an empty bank
          </Button>
        )}
      </div>
    </div>
  );
}

function AddQuestion({ bank }: { bank: EditorBank }) {
  const addQuestion = useMutation(api.quiz.quizBank.addQuestion);
  const full = bank.own && bank.questions.length >= bank.maxQuestions;

  return (
    <section aria-labelledby="add-question-heading" className="bg-card grid gap-4 rounded-xl border p-4 sm:p-6">
      <h3 id="add-question-heading" className="font-semibold">
        Add question
      </h3>
      {full ? (
        <p className="text-muted-foreground text-sm">
          This quiz has {bank.maxQuestions} questions, the most it can have. Remove one to add another.
        </p>
      ) : (
        <QuestionForm
          idPrefix="new-question"
          initial={EMPTY_QUESTION}
          submitLabel="Add question"
          resetOnSave
          onSave={(question) =>
            runAction(
              () => addQuestion({ courseId: bank.courseId, ...question }),
              "Question added",
              "Question not added",
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
  const count = bank.questions.length;
  if (count === 0) {
    return (
      <StateCard icon={<LibraryIcon aria-hidden="true" />} title="No questions yet" titleAs="h3">
        <p>
          {bank.own
            ? "Add the first question above."
            : `The shared ${bank.sharedBank} bank has no questions yet: start an empty bank and write your own.`}
        </p>
      </StateCard>
    );
  }
  const more = Math.min(QUESTIONS_SHOWN, count - shown);
  return (
    <div className="grid gap-4">
      <ol
        aria-label={bank.own ? "This course's questions" : `Shared ${bank.sharedBank} questions (read-only)`}
        className="bg-card divide-y rounded-xl border"
      >
        {bank.questions.slice(0, shown).map((question, index) => (
          <QuestionItem key={question.questionId} question={question} index={index} count={count} editable={bank.own} />
        ))}
      </ol>
      {more > 0 && (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + QUESTIONS_SHOWN)}>
          Show {more} more {more === 1 ? "question" : "questions"} ({shown} of {count} shown)
        </Button>
      )}
    </div>
  );
}
