import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "../i18n";
import { formatScore } from "../shared/format";

type Props = {
  /** First and last student shown, counted from 1. */
  first: number;
  last: number;
  /** Enrolled students, when the course keeps the count. */
  total: number | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
};

/** "Students 1–50 of 200" with Previous / Next under the gradebook table. */
export function GradebookPager({ first, last, total, onPrevious, onNext }: Props) {
  const t = useT();
  const range =
    total === null
      ? t("assignments.pager.range", { first: formatScore(first), last: formatScore(last) })
      : t("assignments.pager.rangeOf", {
          first: formatScore(first),
          last: formatScore(last),
          total: formatScore(total),
        });
  return (
    <nav aria-label={t("assignments.pager.label")} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {range}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={onPrevious === null}
          onClick={onPrevious ?? undefined}
          aria-label={t("assignments.pager.previousLabel")}
        >
          <ChevronLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          {t("assignments.pager.previous")}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={onNext === null}
          onClick={onNext ?? undefined}
          aria-label={t("assignments.pager.nextLabel")}
        >
          {t("assignments.pager.next")}
          <ChevronRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
