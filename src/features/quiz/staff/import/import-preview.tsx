import { CircleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { wordMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/i18n/format";
import { QUIZ_FORMAT_LABELS, type ImportResult } from "@convex/shared/quizFormats";
import { useT } from "../../i18n";
import { kindLabel, solutionWords } from "../../shared/words";

/**
 * What an import would save, before anything is saved: each question read (its line, kind, text,
 * right answer, tags) and each line that could not be read, with its number and why.
 */
export function ImportPreview({ result, detected }: { result: ImportResult; detected: boolean }) {
  const { questions, problems } = result;
  const t = useT();
  return (
    <section aria-labelledby="quiz-import-preview-heading" className="grid gap-4">
      <div>
        <h3 id="quiz-import-preview-heading" className="text-lg font-semibold">
          {t("quiz.preview.title")}
        </h3>
        <p className="text-muted-foreground text-sm">
          {t("quiz.preview.summary", {
            format: QUIZ_FORMAT_LABELS[result.format],
            detected: detected ? "yes" : "no",
            count: questions.length,
            problems: problems.length,
          })}
        </p>
      </div>

      {problems.length > 0 && (
        <div className="border-destructive/50 grid gap-2 rounded-lg border p-4">
          <h4 className="text-destructive flex items-center gap-2 font-medium">
            <CircleAlertIcon aria-hidden="true" className="size-4" />
            {t("quiz.preview.unreadable", { count: problems.length })}
          </h4>
          <p className="text-muted-foreground text-sm">{t("quiz.preview.leftOut")}</p>
          <ul className="grid gap-2 text-sm" aria-label={t("quiz.preview.unreadableList")}>
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.reason}`} className="grid gap-0.5">
                <span>
                  <span className="font-medium">{t("quiz.preview.line", { line: formatNumber(problem.line) })}</span>{" "}
                  {wordMessage(problem.reason)}
                </span>
                {problem.text !== "" && (
                  <code className="bg-muted text-foreground w-fit max-w-full rounded px-1.5 py-0.5 text-xs break-words">
                    {problem.text}
                  </code>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {questions.length > 0 && (
        <ol className="grid gap-3" aria-label={t("quiz.preview.toImport")}>
          {questions.map(({ line, content }, index) => (
            <li key={`${line}-${index}`} className="bg-card grid gap-1.5 rounded-lg border p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-muted-foreground">
                  {t("quiz.preview.numberLine", { index: formatNumber(index + 1), line: formatNumber(line) })}
                </span>
                <Badge variant="secondary">{kindLabel(content.solution.kind)}</Badge>
                {content.tags.map((tag) => (
                  <Badge key={tag} variant="outline">
                    {tag}
                  </Badge>
                ))}
              </div>
              <p className="font-medium break-words whitespace-pre-line">{content.question}</p>
              {content.options.length > 0 && content.solution.kind !== "truefalse" && (
                <p className="text-muted-foreground break-words">
                  {t("quiz.preview.options", { options: content.options.join("; ") })}
                </p>
              )}
              <p className="break-words">
                <span className="font-medium">{t("quiz.preview.rightAnswer")}</span> {solutionWords(content)}
              </p>
              {content.explanation !== undefined && (
                <p className="text-muted-foreground break-words whitespace-pre-line">
                  {t("quiz.preview.explanation", { text: content.explanation })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
