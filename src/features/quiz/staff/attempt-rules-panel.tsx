import { useMutation, useQuery } from "convex/react";
import { SaveIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { COOLDOWN_CHOICES, formatCooldown, plural, QUESTIONS_PER_ATTEMPT } from "@convex/shared/quizRules";

const NO_LIMIT = "none";

/** 1–10, then 15 and 20: the limits offered (the server takes any whole number up to its limit). */
function attemptChoices(limit: number, current: number | null): number[] {
  const offered = [...Array.from({ length: 10 }, (_, i) => i + 1), 15, 20].filter((n) => n <= limit);
  if (current !== null && !offered.includes(current)) offered.push(current);
  return offered.sort((a, b) => a - b);
}

function cooldownChoices(current: number): number[] {
  const offered: number[] = [...COOLDOWN_CHOICES];
  if (!offered.includes(current)) offered.push(current);
  return offered.sort((a, b) => a - b);
}

/**
 * The rules of the course's own quiz (ADR 0056): how many attempts a student may take (each of
 * which counts towards the certificate; with no limit only the first counts) and the wait between
 * two. The server checks and enforces them.
 */
export function AttemptRulesPanel({ courseId }: { courseId: Id<"courses"> }) {
  const rules = useQuery(api.quiz.quizBank.rules, { courseId });
  const bank = useQuery(api.quiz.quizBank.get, { courseId });

  return (
    <section aria-labelledby="attempt-rules-heading" className="grid gap-5">
      <div>
        <h2 id="attempt-rules-heading" className="text-xl font-semibold tracking-tight">
          Attempts
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          How often a student may take this course&rsquo;s own quiz, and how long they wait between attempts. Each
          attempt asks {QUESTIONS_PER_ATTEMPT} questions drawn from the bank in a new order, options shuffled.
        </p>
      </div>
      {rules === undefined || bank === undefined ? (
        <div role="status" aria-busy="true" aria-label="Loading the attempt rules">
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : (
        <RulesForm
          key={`${rules.maxAttempts}-${rules.cooldownMinutes}`}
          courseId={courseId}
          maxAttempts={rules.maxAttempts}
          cooldownMinutes={rules.cooldownMinutes}
          limit={rules.maxAttemptsLimit}
          own={bank.own}
          questionCount={bank.questions.length}
        />
      )}
    </section>
  );
}

function RulesForm(props: {
  courseId: Id<"courses">;
  maxAttempts: number | null;
  cooldownMinutes: number;
  limit: number;
  own: boolean;
  questionCount: number;
}) {
  const setRules = useMutation(api.quiz.quizBank.setRules);
  const [attempts, setAttempts] = useState(props.maxAttempts === null ? NO_LIMIT : String(props.maxAttempts));
  const [cooldown, setCooldown] = useState(String(props.cooldownMinutes));
  const [saving, setSaving] = useState(false);
  const changed =
    attempts !== (props.maxAttempts === null ? NO_LIMIT : String(props.maxAttempts)) ||
    cooldown !== String(props.cooldownMinutes);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    await runAction(
      () =>
        setRules({
          courseId: props.courseId,
          maxAttempts: attempts === NO_LIMIT ? null : Number(attempts),
          cooldownMinutes: Number(cooldown),
        }),
      "Attempt rules saved",
      "Attempt rules not saved",
    );
    setSaving(false);
  }

  return (
    <form onSubmit={(event) => void save(event)} className="bg-card grid gap-4 rounded-xl border p-4 text-sm sm:p-6">
      {!props.own && (
        <p>
          The course uses a shared bank now, which every student may take as often as they like. These rules hold once
          the course has its own questions.
        </p>
      )}
      {props.own && props.questionCount <= QUESTIONS_PER_ATTEMPT && (
        <p>
          With {plural(props.questionCount, "question")}, every attempt asks all of them, so a retake repeats questions
          whose answers the student has seen. Write more than {QUESTIONS_PER_ATTEMPT} for retakes to ask new ones.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="quiz-max-attempts">Attempts per student</Label>
          <NativeSelect id="quiz-max-attempts" value={attempts} onChange={(event) => setAttempts(event.target.value)}>
            <NativeSelectOption value={NO_LIMIT}>No limit (only the first counts)</NativeSelectOption>
            {attemptChoices(props.limit, props.maxAttempts).map((n) => (
              <NativeSelectOption key={n} value={String(n)}>
                {n} {n === 1 ? "attempt" : "attempts"}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="quiz-cooldown">Wait between attempts</Label>
          <NativeSelect id="quiz-cooldown" value={cooldown} onChange={(event) => setCooldown(event.target.value)}>
            {cooldownChoices(props.cooldownMinutes).map((minutes) => (
              <NativeSelectOption key={minutes} value={String(minutes)}>
                {minutes === 0 ? "No wait" : formatCooldown(minutes)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-muted-foreground">
        {attempts === NO_LIMIT
          ? "Towards the certificate, only a student's first attempt counts."
          : "Towards the certificate, each of these attempts counts: the first pass earns it."}
      </p>
      <div>
        <Button type="submit" disabled={saving || !changed}>
          {saving ? <Spinner aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
          Save attempt rules
        </Button>
      </div>
    </form>
  );
}
