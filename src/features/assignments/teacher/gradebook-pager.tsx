import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

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
  const range = `Students ${first}–${last}${total === null ? "" : ` of ${total}`}`;
  return (
    <nav aria-label="Gradebook pages" className="flex flex-wrap items-center justify-between gap-3">
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
          aria-label="Previous students"
        >
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={onNext === null}
          onClick={onNext ?? undefined}
          aria-label="Next students"
        >
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
