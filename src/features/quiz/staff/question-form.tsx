import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField, fieldAria, fieldIds, fieldMessages, focusFirstInvalid } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { QUIZ_TEXT_MAX } from "@convex/shared/quizRules";
import type { QuestionContent as QuizQuestion } from "@convex/shared/questionTypes";
import { OPTION_FIELDS, QUESTION_FIELD_ORDER, questionResolver, type QuestionFormValues } from "./question-form-values";

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
 * Question, four options and the right one, checked with the shared quiz question schema before
 * anything is sent. On a refusal the first invalid field gets focus and every field keeps its text.
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
  const [saving, setSaving] = useState(false);
  const form = useForm<QuestionFormValues, unknown, QuizQuestion>({
    resolver: questionResolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const id = (field: string) => `${idPrefix}-${field}`;
  const watched = form.watch();

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
            QUESTION_FIELD_ORDER.map(id),
            Object.fromEntries(Object.entries(messages).map(([field, message]) => [id(field), message])),
          );
        })(event)
      }
    >
      <FormField
        name={id("question")}
        label="Question"
        error={errors.question}
        hint={`${watched.question.trim().length} / ${QUIZ_TEXT_MAX} characters.`}
      >
        <Textarea {...fieldAria(id("question"), errors.question, true)} {...form.register("question")} rows={3} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTION_FIELDS.map((field, index) => (
          <FormField key={field} name={id(field)} label={`Option ${index + 1}`} error={errors[field]}>
            <Input
              {...fieldAria(id(field), errors[field])}
              {...form.register(field, { deps: OPTION_FIELDS.filter((other) => other !== field) })}
              autoComplete="off"
            />
          </FormField>
        ))}
      </div>
      <FormField name={id("answer")} label="Right option" error={errors.answer} className="sm:max-w-sm">
        <div className="*:data-[slot=native-select-wrapper]:w-full">
          <NativeSelect {...fieldAria(id("answer"), errors.answer)} {...form.register("answer")}>
            <NativeSelectOption value="">Choose the right option</NativeSelectOption>
            {OPTION_FIELDS.map((field, index) => {
              const text = watched[field].trim();
              return (
                <NativeSelectOption key={field} value={String(index + 1)}>
                  {`Option ${index + 1}${text ? ` — ${text.length > 40 ? `${text.slice(0, 40)}…` : text}` : ""}`}
                </NativeSelectOption>
              );
            })}
          </NativeSelect>
        </div>
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
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
