import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { UploadIcon } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { FormField, fieldAria, fieldIds, fieldMessages } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, wordMessage } from "@/lib/errors";
import { formatList, formatNumber } from "@/lib/i18n/format";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  IMPORT_FILE_EXTENSIONS,
  IMPORT_TEXT_MAX,
  importFileProblem,
  importTextProblem,
  parseQuestions,
  QUIZ_FORMAT_LABELS,
  quizImportFormSchema,
  type ImportFormatChoice,
  type QuizImportForm,
} from "@convex/shared/quizFormats";
import { ImportPreview } from "./import-preview";
import { t as translate, useT } from "../../i18n";

/** What the form needs to warn about before saving (quizImport.summary). */
export type ImportRoom = { ownQuestions: number; maxQuestions: number; sharedBank: string };

/** The text field's id (fieldIds("quiz-import-text").input): its one field that can be invalid. */
const TEXT_FIELD = fieldIds("quiz-import-text").input;

/**
 * Paste GIFT or Aiken text, or read a .txt/.gift file (in the browser), see what it gives, then
 * import the questions read in one go. The preview uses the server's readers; the server reads
 * the text again and refuses if it gives a different number of questions.
 */
export function ImportForm({
  courseId,
  room,
  onImported,
  onCancel,
}: {
  courseId: Id<"courses">;
  room: ImportRoom;
  onImported: () => void;
  onCancel: () => void;
}) {
  const importQuestions = useMutation(api.quiz.quizImport.importQuestions);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const form = useForm<QuizImportForm>({
    resolver: zodResolver(quizImportFormSchema),
    defaultValues: { format: "auto", text: "" },
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const text = form.watch("text");
  const format = form.watch("format");
  // The preview follows the typing without holding it up.
  const deferredText = useDeferredValue(text);
  const deferredFormat = useDeferredValue(format);
  const preview = useMemo(
    () => (importTextProblem(deferredText) === null ? parseQuestions(deferredText, deferredFormat) : null),
    [deferredText, deferredFormat],
  );
  const count = preview?.questions.length ?? 0;
  const roomLeft = Math.max(0, room.maxQuestions - room.ownQuestions);

  function focusText() {
    formRef.current?.querySelector<HTMLElement>(`#${TEXT_FIELD}`)?.focus();
  }

  async function readFile(file: File | undefined) {
    setFileError(null);
    if (file === undefined) return;
    const problem = importFileProblem(file);
    if (problem !== null) {
      setFileError(problem);
      return;
    }
    setReading(true);
    try {
      const content = await file.text();
      form.setValue("text", content, { shouldValidate: true, shouldDirty: true });
      if (/\.gift$/i.test(file.name)) form.setValue("format", "gift");
    } catch {
      setFileError(translate("quiz.import.readFailed"));
    } finally {
      setReading(false);
    }
  }

  async function save(values: QuizImportForm) {
    if (saving) return;
    // Read now, not the deferred preview: the count sent is what the text gives at this moment.
    const result = parseQuestions(values.text, values.format);
    if (result.questions.length === 0) {
      form.setError("text", { message: translate("quiz.import.noneRead") });
      focusText();
      return;
    }
    setSaving(true);
    try {
      const { imported } = await importQuestions({
        courseId,
        format: values.format,
        text: values.text,
        expected: result.questions.length,
      });
      toast.success(translate("quiz.import.imported", { count: imported }));
      form.reset();
      onImported();
    } catch (error) {
      toast.error(translate("quiz.import.importFailed"), {
        description: errorMessage(error, translate("quiz.common.pleaseTryAgain")),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      id="quiz-import-form"
      noValidate
      aria-busy={saving}
      aria-label={t("quiz.import.open")}
      className="bg-card grid gap-5 rounded-xl border p-4 sm:p-6"
      onSubmit={(event) => void form.handleSubmit(save, focusText)(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="quiz-import-format">{t("quiz.import.format")}</Label>
          <div className="*:data-[slot=native-select-wrapper]:w-full">
            <NativeSelect id="quiz-import-format" {...form.register("format")}>
              <NativeSelectOption value="auto">{t("quiz.import.detect")}</NativeSelectOption>
              {(["gift", "aiken"] as const satisfies ImportFormatChoice[]).map((choice) => (
                <NativeSelectOption key={choice} value={choice}>
                  {QUIZ_FORMAT_LABELS[choice]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        </div>
        <FormField
          name="quiz-import-file"
          label={t("quiz.import.file")}
          error={fileError === null ? undefined : wordMessage(fileError)}
          hint={t("quiz.import.fileHint", { extensions: formatList(IMPORT_FILE_EXTENSIONS, { type: "disjunction" }) })}
        >
          <Input
            {...fieldAria("quiz-import-file", fileError === null ? undefined : wordMessage(fileError), true)}
            type="file"
            accept={[...IMPORT_FILE_EXTENSIONS, "text/plain"].join(",")}
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </FormField>
      </div>
      <FormField
        name="quiz-import-text"
        label={t("quiz.import.text")}
        error={errors.text}
        hint={t("quiz.import.textHint", { max: formatNumber(IMPORT_TEXT_MAX) })}
      >
        <Textarea
          {...fieldAria("quiz-import-text", errors.text, true)}
          {...form.register("text")}
          rows={10}
          spellCheck={false}
          placeholder={t("quiz.import.example")}
          className="font-mono text-sm"
        />
      </FormField>
      {reading && (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner aria-hidden="true" /> {t("quiz.import.reading")}
        </p>
      )}

      {preview !== null && <ImportPreview result={preview} detected={deferredFormat === "auto"} />}

      {room.ownQuestions === 0 && count > 0 && (
        <p className="text-sm">{t("quiz.import.replacesShared", { bank: room.sharedBank })}</p>
      )}
      {count > roomLeft && (
        <p className="text-destructive text-sm font-medium">
          {t("quiz.import.tooMany", {
            max: formatNumber(room.maxQuestions),
            own: formatNumber(room.ownQuestions),
            left: formatNumber(roomLeft),
          })}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          {t("quiz.common.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
          {count === 0 ? t("quiz.import.submit") : t("quiz.import.submitCount", { count })}
        </Button>
      </div>
    </form>
  );
}
