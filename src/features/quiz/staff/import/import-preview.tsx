import { CircleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { QUESTION_KIND_LABELS, solutionText } from "@convex/shared/questionTypes";
import { QUIZ_FORMAT_LABELS, type ImportResult } from "@convex/shared/quizFormats";
import { plural } from "@convex/shared/quizRules";

/**
 * What an import would save, before anything is saved: each question read (its line, kind, text,
 * right answer, tags) and each line that could not be read, with its number and why.
 */
export function ImportPreview({ result, detected }: { result: ImportResult; detected: boolean }) {
  const { questions, problems } = result;
  return (
    <section aria-labelledby="quiz-import-preview-heading" className="grid gap-4">
      <div>
        <h3 id="quiz-import-preview-heading" className="text-lg font-semibold">
          Preview
        </h3>
        <p className="text-muted-foreground text-sm">
          Read as {QUIZ_FORMAT_LABELS[result.format]}
          {detected ? " (detected)" : ""}: {plural(questions.length, "question")}
          {problems.length > 0 ? `, ${plural(problems.length, "problem")}` : ""}. Nothing is saved until you import.
        </p>
      </div>

      {problems.length > 0 && (
        <div className="border-destructive/50 grid gap-2 rounded-lg border p-4">
          <h4 className="text-destructive flex items-center gap-2 font-medium">
            <CircleAlertIcon aria-hidden="true" className="size-4" />
            {problems.length === 1 ? "1 line could not be read" : `${problems.length} lines could not be read`}
          </h4>
          <p className="text-muted-foreground text-sm">These are left out; fix them in the text to import them too.</p>
          <ul className="grid gap-2 text-sm" aria-label="Lines that could not be read">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.reason}`} className="grid gap-0.5">
                <span>
                  <span className="font-medium">Line {problem.line}:</span> {problem.reason}
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
        <ol className="grid gap-3" aria-label="Questions to import">
          {questions.map(({ line, content }, index) => (
            <li key={`${line}-${index}`} className="bg-card grid gap-1.5 rounded-lg border p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-muted-foreground">
                  {index + 1}. Line {line}
                </span>
                <Badge variant="secondary">{QUESTION_KIND_LABELS[content.solution.kind]}</Badge>
                {content.tags.map((tag) => (
                  <Badge key={tag} variant="outline">
                    {tag}
                  </Badge>
                ))}
              </div>
              <p className="font-medium break-words whitespace-pre-line">{content.question}</p>
              {content.options.length > 0 && content.solution.kind !== "truefalse" && (
                <p className="text-muted-foreground break-words">Options: {content.options.join("; ")}</p>
              )}
              <p className="break-words">
                <span className="font-medium">Right answer:</span> {solutionText(content)}
              </p>
              {content.explanation !== undefined && (
                <p className="text-muted-foreground break-words whitespace-pre-line">
                  Explanation: {content.explanation}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
