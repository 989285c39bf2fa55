import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField, fieldAria, fieldIds, fieldMessages, focusFirstInvalid } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { PlusIcon, XIcon } from "lucide-react";
import { QUIZ_TEXT_MAX } from "@convex/shared/quizRules";
import {
  hasOwnOptions,
  MAX_ACCEPTED,
  MAX_OPTIONS,
  MAX_TAGS,
  MIN_OPTIONS,
  QUESTION_KINDS,
  type QuestionContent as QuizQuestion,
} from "@convex/shared/questionTypes";
import { fieldOrder, OPTION_FIELDS, questionResolver, type QuestionFormValues } from "./question-form-values";
import { useT } from "../i18n";
import { numberText } from "../shared/format";
import { kindLabel, multipleCreditRule, trueFalseOption } from "../shared/words";

type Props = {
  /** Makes the field ids unique on a page with several forms (add + edit in place). */
  idPrefix: string;
  initial: QuestionFormValues;
  submitLabel: string;
  /** Sends the checked question; true when it was saved (the add form then empties itself). */
  onSave: (question: QuizQuestion) => Promise<boolean>;
  onCancel?: () => void;
  /** Empty the form after a successful save (adding); editing closes instead. */
  resetOnSave?: boolean;
  /** Put the cursor in Question when the form appears (editing in place). */
  focusOnMount?: boolean;
};

/**
 * A question of any type: its text, the type's fields (options 2–6 and the right one(s), accepted
 * answers, or a number and its tolerance), an explanation and tags, checked with the shared
 * question schema before anything is sent. On a refusal the first invalid field gets focus and
 * every field keeps its text.
 */
export function QuestionForm({
  idPrefix,
  initial,
  submitLabel,
  onSave,
  onCancel,
  resetOnSave = false,
  focusOnMount = false,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();
  const [saving, setSaving] = useState(false);
  const form = useForm<QuestionFormValues, unknown, QuizQuestion>({
    resolver: questionResolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const id = (field: string) => `${idPrefix}-${field}`;
  const watched = form.watch();
  const options = OPTION_FIELDS.slice(0, watched.optionCount);
  const hasOptions = hasOwnOptions(watched.kind);

  const addOption = () => form.setValue("optionCount", Math.min(MAX_OPTIONS, watched.optionCount + 1));
  /** Removes option `index` (0-based): the ones after it move up, and so do the right options. */
  const removeOption = (index: number) => {
    const values = form.getValues();
    const texts = OPTION_FIELDS.map((field) => values[field]);
    texts.splice(index, 1);
    OPTION_FIELDS.forEach((field, i) => form.setValue(field, texts[i] ?? ""));
    const removed = index + 1;
    const shift = (n: number) => (n > removed ? n - 1 : n);
    if (values.answer !== "" && values.kind === "single") {
      const answer = Number(values.answer);
      form.setValue("answer", answer === removed ? "" : String(shift(answer)));
    }
    form.setValue(
      "rights",
      values.rights
        .map(Number)
        .filter((n) => n !== removed)
        .map((n) => String(shift(n))),
    );
    form.setValue("optionCount", Math.max(MIN_OPTIONS, values.optionCount - 1));
  };

  useEffect(() => {
    if (focusOnMount) form.setFocus("question");
  }, [focusOnMount, form]);

  async function handleValid(question: QuizQuestion) {
    if (saving) return;
    setSaving(true);
    const saved = await onSave(question);
    setSaving(false);
    if (saved && resetOnSave) {
      form.reset(initial);
      // Ready for the next question.
      formRef.current?.querySelector<HTMLElement>(`#${fieldIds(id("question")).input}`)?.focus();
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={saving}
      className="grid gap-5"
      onSubmit={(event) =>
        void form.handleSubmit(handleValid, (found) => {
          const messages = fieldMessages(found);
          focusFirstInvalid(
            formRef.current,
            fieldOrder(form.getValues()).map(id),
            Object.fromEntries(Object.entries(messages).map(([field, message]) => [id(field), message])),
          );
        })(event)
      }
    >
      <FormField
        name={id("question")}
        label={t("quiz.form.question")}
        error={errors.question}
        hint={t("quiz.form.characters", {
          count: numberText(watched.question.trim().length),
          max: numberText(QUIZ_TEXT_MAX),
        })}
      >
        <Textarea {...fieldAria(id("question"), errors.question, true)} {...form.register("question")} rows={3} />
      </FormField>
      <FormField name={id("kind")} label={t("quiz.form.kind")} className="sm:max-w-sm">
        <div className="*:data-[slot=native-select-wrapper]:w-full">
          <NativeSelect id={fieldIds(id("kind")).input} {...form.register("kind")}>
            {QUESTION_KINDS.map((kind) => (
              <NativeSelectOption key={kind} value={kind}>
                {kindLabel(kind)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </FormField>
      {hasOptions && (
        <fieldset className="grid gap-4">
          <legend className="sr-only">{t("quiz.form.options")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {options.map((field, index) => (
              <div key={field} className="flex items-end gap-2">
                <FormField
                  name={id(field)}
                  label={t("quiz.form.option", { number: numberText(index + 1) })}
                  error={errors[field]}
                  className="flex-1"
                >
                  <Input
                    {...fieldAria(id(field), errors[field])}
                    {...form.register(field, { deps: options.filter((other) => other !== field) })}
                    autoComplete="off"
                  />
                </FormField>
                {watched.optionCount > MIN_OPTIONS && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("quiz.form.removeOption", { number: numberText(index + 1) })}
                    onClick={() => removeOption(index)}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                )}
              </div>
            ))}
          </div>
          {watched.optionCount < MAX_OPTIONS && (
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={addOption}>
              <PlusIcon aria-hidden="true" />
              {t("quiz.form.addOption")}
            </Button>
          )}
        </fieldset>
      )}
      {watched.kind === "single" && (
        <FormField name={id("answer")} label={t("quiz.form.rightOption")} error={errors.answer} className="sm:max-w-sm">
          <div className="*:data-[slot=native-select-wrapper]:w-full">
            <NativeSelect {...fieldAria(id("answer"), errors.answer)} {...form.register("answer")}>
              <NativeSelectOption value="">{t("quiz.form.chooseRightOption")}</NativeSelectOption>
              {options.map((field, index) => {
                const text = watched[field].trim();
                return (
                  <NativeSelectOption key={field} value={String(index + 1)}>
                    {text
                      ? t("quiz.form.optionWithText", {
                          number: numberText(index + 1),
                          text: text.length > 40 ? `${text.slice(0, 40)}…` : text,
                        })
                      : t("quiz.form.option", { number: numberText(index + 1) })}
                  </NativeSelectOption>
                );
              })}
            </NativeSelect>
          </div>
        </FormField>
      )}
      {watched.kind === "multiple" && (
        <fieldset
          className="grid gap-2"
          aria-describedby={`${fieldIds(id("rights")).hint}${errors.rights ? ` ${fieldIds(id("rights")).error}` : ""}`}
        >
          <legend className="text-sm font-medium">{t("quiz.form.rightOptions")}</legend>
          <p id={fieldIds(id("rights")).hint} className="text-muted-foreground text-xs">
            {multipleCreditRule()}
          </p>
          <div className="flex flex-wrap gap-4">
            {options.map((field, index) => (
              <label key={field} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="accent-primary size-4"
                  value={String(index + 1)}
                  {...(index === 0 ? { id: fieldIds(id("rights")).input } : {})}
                  aria-invalid={errors.rights ? true : undefined}
                  {...form.register("rights")}
                />
                {t("quiz.form.optionIsRight", { number: numberText(index + 1) })}
              </label>
            ))}
          </div>
          {errors.rights && (
            <p id={fieldIds(id("rights")).error} className="text-destructive text-sm font-medium">
              {errors.rights}
            </p>
          )}
        </fieldset>
      )}
      {watched.kind === "truefalse" && (
        <FormField name={id("answer")} label={t("quiz.form.rightAnswer")} error={errors.answer} className="sm:max-w-sm">
          <div className="*:data-[slot=native-select-wrapper]:w-full">
            <NativeSelect {...fieldAria(id("answer"), errors.answer)} {...form.register("answer")}>
              <NativeSelectOption value="">{t("quiz.form.chooseTrueFalse")}</NativeSelectOption>
              <NativeSelectOption value="1">{trueFalseOption(1)}</NativeSelectOption>
              <NativeSelectOption value="2">{trueFalseOption(2)}</NativeSelectOption>
            </NativeSelect>
          </div>
        </FormField>
      )}
      {watched.kind === "text" && (
        <FormField
          name={id("accepted")}
          label={t("quiz.form.accepted")}
          error={errors.accepted}
          hint={t("quiz.form.acceptedHint", { max: numberText(MAX_ACCEPTED) })}
        >
          <Textarea {...fieldAria(id("accepted"), errors.accepted, true)} {...form.register("accepted")} rows={3} />
        </FormField>
      )}
      {watched.kind === "numeric" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name={id("value")} label={t("quiz.form.rightNumber")} error={errors.value}>
            <Input
              {...fieldAria(id("value"), errors.value)}
              {...form.register("value")}
              inputMode="decimal"
              autoComplete="off"
            />
          </FormField>
          <FormField
            name={id("tolerance")}
            label={t("quiz.form.tolerance")}
            error={errors.tolerance}
            hint={t("quiz.form.toleranceHint")}
          >
            <Input
              {...fieldAria(id("tolerance"), errors.tolerance, true)}
              {...form.register("tolerance")}
              inputMode="decimal"
              autoComplete="off"
            />
          </FormField>
        </div>
      )}
      <FormField
        name={id("explanation")}
        label={t("quiz.form.explanation")}
        error={errors.explanation}
        hint={t("quiz.form.explanationHint")}
      >
        <Textarea
          {...fieldAria(id("explanation"), errors.explanation, true)}
          {...form.register("explanation")}
          rows={2}
        />
      </FormField>
      <FormField
        name={id("tags")}
        label={t("quiz.form.tags")}
        error={errors.tags}
        hint={t("quiz.form.tagsHint", { max: numberText(MAX_TAGS) })}
        className="sm:max-w-md"
      >
        <Input {...fieldAria(id("tags"), errors.tags, true)} {...form.register("tags")} autoComplete="off" />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            {t("quiz.common.cancel")}
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving && <Spinner aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
