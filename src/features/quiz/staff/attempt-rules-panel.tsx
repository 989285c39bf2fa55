import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { SaveIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { EditorRules } from "@convex/quiz/model/quizSettings";
import { COOLDOWN_CHOICES, DEFAULT_BANK, QUESTIONS_PER_ATTEMPT } from "@convex/shared/quizRules";
import { t as translate, useT } from "../i18n";
import { numberText } from "../shared/format";
import { cooldownText } from "../shared/words";
import {
  NO_ATTEMPT_LIMIT,
  PASS_PERCENT_MAX,
  PASS_PERCENT_MIN,
  quizSettingsFormSchema,
  quizSettingsFormValues,
  type QuizSettings,
  type QuizSettingsFormValues,
} from "@convex/shared/quizSettingsRules";

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

/** Form fields in screen order, for focusing the first invalid one. */
const FIELD_ORDER = ["maxAttempts", "cooldownMinutes", "passPercent"] as const;

/**
 * The settings of the course's own quiz (ADR 0056, ADR 0076): how many attempts a student may take
 * (each of which counts towards the certificate; with no limit only the first counts), the wait
 * between two, the pass mark, whether the certificate needs the quiz, and the tags an attempt
 * draws from. The server checks and enforces them.
 */
export function AttemptRulesPanel({ courseId }: { courseId: Id<"courses"> }) {
  const rules = useQuery(api.quiz.quizBank.rules, { courseId });
  const bank = useQuery(api.quiz.quizBank.get, { courseId });
  const t = useT();

  return (
    <section aria-labelledby="attempt-rules-heading" className="grid gap-5">
      <div>
        <h2 id="attempt-rules-heading" className="text-xl font-semibold tracking-tight">
          {t("quiz.settings.title")}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {t("quiz.settings.description", { perAttempt: numberText(QUESTIONS_PER_ATTEMPT) })}
        </p>
      </div>
      {rules === undefined || bank === undefined ? (
        <div role="status" aria-busy="true" aria-label={t("quiz.settings.loading")}>
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : (
        <RulesForm
          key={JSON.stringify(quizSettingsFormValues(rules))}
          courseId={courseId}
          rules={rules}
          own={bank.own}
          practiceOnly={!bank.own && bank.sharedBank === DEFAULT_BANK && bank.courseName.trim() !== DEFAULT_BANK}
          sharedBank={bank.sharedBank}
          questionCount={bank.questions.length}
        />
      )}
    </section>
  );
}

function RulesForm(props: {
  courseId: Id<"courses">;
  rules: EditorRules;
  own: boolean;
  /** The course has no bank of its own nor one named after it: the shared quiz is practice only. */
  practiceOnly: boolean;
  sharedBank: string;
  questionCount: number;
}) {
  const setRules = useMutation(api.quiz.quizBank.setRules);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();
  const [saving, setSaving] = useState(false);
  const form = useForm<QuizSettingsFormValues, unknown, QuizSettings>({
    resolver: zodResolver(quizSettingsFormSchema),
    defaultValues: quizSettingsFormValues(props.rules),
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const values = form.watch();
  const { bankTags } = props.rules;

  async function save(settings: QuizSettings) {
    setSaving(true);
    // Saved, the panel's query brings the new settings and the form starts again from them.
    await runAction(
      () => setRules({ courseId: props.courseId, ...settings }),
      translate("quiz.settings.saved"),
      translate("quiz.settings.notSaved"),
    );
    setSaving(false);
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={saving}
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, save)}
      className="bg-card grid gap-5 rounded-xl border p-4 text-sm sm:p-6"
    >
      {!props.own && (
        <p>
          {props.practiceOnly
            ? t("quiz.settings.practiceOnly", { bank: props.sharedBank })
            : t("quiz.settings.sharedNow", { bank: props.sharedBank, percent: numberText(props.rules.passPercent) })}
        </p>
      )}
      {props.own && props.questionCount <= QUESTIONS_PER_ATTEMPT && (
        <p>
          {t("quiz.settings.fewQuestions", {
            count: props.questionCount,
            perAttempt: numberText(QUESTIONS_PER_ATTEMPT),
          })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="maxAttempts" label={t("quiz.settings.attempts")}>
          <NativeSelect {...fieldAria("maxAttempts", undefined)} {...form.register("maxAttempts")}>
            <NativeSelectOption value={NO_ATTEMPT_LIMIT}>{t("quiz.settings.noLimit")}</NativeSelectOption>
            {attemptChoices(props.rules.maxAttemptsLimit, props.rules.maxAttempts).map((n) => (
              <NativeSelectOption key={n} value={String(n)}>
                {t("quiz.settings.attemptCount", { count: n })}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField name="cooldownMinutes" label={t("quiz.settings.wait")}>
          <NativeSelect {...fieldAria("cooldownMinutes", undefined)} {...form.register("cooldownMinutes")}>
            {cooldownChoices(props.rules.cooldownMinutes).map((minutes) => (
              <NativeSelectOption key={minutes} value={String(minutes)}>
                {minutes === 0 ? t("quiz.settings.noWait") : cooldownText(minutes)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          name="passPercent"
          label={t("quiz.settings.passMark")}
          error={errors.passPercent}
          hint={t("quiz.settings.passMarkHint", {
            min: numberText(PASS_PERCENT_MIN),
            max: numberText(PASS_PERCENT_MAX),
          })}
        >
          <Input
            {...fieldAria("passPercent", errors.passPercent, true)}
            {...form.register("passPercent")}
            type="number"
            inputMode="numeric"
            min={PASS_PERCENT_MIN}
            max={PASS_PERCENT_MAX}
            step={1}
            className="sm:max-w-32"
          />
        </FormField>
        <div className="flex items-start gap-3 sm:pt-7">
          <input
            id="quiz-required"
            type="checkbox"
            {...form.register("requiredForCertificate")}
            className="accent-primary focus-visible:ring-ring/50 mt-0.5 size-5 shrink-0 rounded outline-none focus-visible:ring-[3px]"
          />
          <label htmlFor="quiz-required" className="grid gap-1">
            <span className="font-medium">{t("quiz.settings.required")}</span>
            <span className="text-muted-foreground text-xs">{t("quiz.settings.requiredHint")}</span>
          </label>
        </div>
      </div>
      <fieldset className="grid gap-2" aria-describedby="quiz-draw-tags-hint">
        <legend className="mb-1 font-medium">{t("quiz.settings.drawTags")}</legend>
        <p id="quiz-draw-tags-hint" className="text-muted-foreground text-xs">
          {bankTags.length === 0
            ? t("quiz.settings.noTags")
            : values.drawTags.length === 0
              ? t("quiz.settings.noneTicked")
              : t("quiz.settings.someTicked")}
        </p>
        {bankTags.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {bankTags.map(({ tag, questions }) => (
              <li key={tag}>
                <label className="bg-background has-[:checked]:border-primary has-[:checked]:bg-primary/5 flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2">
                  <input
                    type="checkbox"
                    value={tag}
                    {...form.register("drawTags")}
                    className="accent-primary focus-visible:ring-ring/50 size-4 rounded outline-none focus-visible:ring-[3px]"
                  />
                  <span>{tag}</span>
                  <span className="text-muted-foreground text-xs">
                    {t("quiz.settings.tagCount", { count: questions })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.drawTags && <p className="text-destructive text-sm font-medium">{errors.drawTags}</p>}
      </fieldset>
      <p className="text-muted-foreground">
        {values.maxAttempts === NO_ATTEMPT_LIMIT ? t("quiz.settings.firstCounts") : t("quiz.settings.eachCounts")}
      </p>
      <div>
        <Button type="submit" disabled={saving || !form.formState.isDirty}>
          {saving ? <Spinner aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
          {t("quiz.settings.save")}
        </Button>
      </div>
    </form>
  );
}
