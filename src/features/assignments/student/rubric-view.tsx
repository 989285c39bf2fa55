import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { criterionMaxPoints, type RubricChoiceSnapshot, type RubricCriterion } from "@convex/shared/rubricRules";
import { useT } from "../i18n";
import { formatScore } from "../shared/format";

/**
 * The assignment's rubric as the student reads it: each criterion with its levels and their points,
 * from the best. With `chosen` (a released grade), the level given on each criterion is marked, in
 * words as well as colour, with the points and the teacher's comment. A level the grade chose is
 * matched by id; the grade's copy (title, points) is what is shown for it, as it was given.
 */
export function RubricView({
  criteria,
  chosen,
}: {
  criteria: readonly RubricCriterion[];
  chosen: readonly RubricChoiceSnapshot[] | null;
}) {
  const t = useT();
  return (
    <ol className="grid gap-4">
      {criteria.map((criterion) => {
        const choice = chosen?.find((c) => c.criterionId === criterion.id);
        const best = criterionMaxPoints(criterion);
        return (
          <li key={criterion.id} className="grid gap-2">
            <p className="text-sm font-semibold break-words">
              {criterion.title}
              <span className="text-muted-foreground font-normal">
                {" "}
                ·{" "}
                {choice
                  ? t("assignments.rubric.scored", { points: formatScore(choice.points), count: best })
                  : t("assignments.rubric.upTo", { count: best })}
              </span>
            </p>
            <ul className="grid gap-1.5" aria-label={t("assignments.rubric.levelsOf", { title: criterion.title })}>
              {criterion.levels.map((level) => {
                const picked = choice?.levelId === level.id;
                return (
                  <li
                    key={level.id}
                    className={cn(
                      "rounded-md border px-3 py-2 text-sm",
                      picked ? "border-primary bg-primary/10 ring-primary ring-1" : "border-border",
                    )}
                  >
                    <p className="flex flex-wrap items-center gap-x-2">
                      {picked && (
                        <span className="text-primary inline-flex items-center gap-1 font-semibold">
                          <CheckIcon className="size-4" aria-hidden="true" />
                          {t("assignments.rubric.chosen")}
                        </span>
                      )}
                      <span className="font-medium break-words">{picked ? choice?.levelTitle : level.title}</span>
                      <span className="text-muted-foreground">
                        {t("assignments.rubric.points", {
                          count: (picked ? choice?.points : undefined) ?? level.points,
                        })}
                      </span>
                    </p>
                    {level.description && (
                      <p className="text-muted-foreground mt-0.5 break-words">{level.description}</p>
                    )}
                  </li>
                );
              })}
              {choice && !criterion.levels.some((level) => level.id === choice.levelId) && (
                // The rubric changed since the grade: the level as it was given.
                <li className="border-primary bg-primary/10 ring-primary rounded-md border px-3 py-2 text-sm ring-1">
                  <span className="text-primary font-semibold">{t("assignments.rubric.chosen")} </span>
                  <span className="font-medium break-words">{choice.levelTitle}</span>{" "}
                  <span className="text-muted-foreground">
                    {t("assignments.rubric.points", { count: choice.points })}
                  </span>
                </li>
              )}
            </ul>
            {choice?.comment && (
              <p className="bg-secondary/60 rounded-md px-3 py-2 text-sm break-words whitespace-pre-wrap">
                <span className="font-medium">{t("assignments.rubric.comment")} </span>
                {choice.comment}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
