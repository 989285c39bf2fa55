import { useQuery } from "convex/react";
import { TableIcon } from "lucide-react";
import { useRef, useState } from "react";
import { StateCard } from "@/components/state-card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { GRADEBOOK_PAGE } from "@convex/shared/gradebookPageSize";
import { GradebookPager } from "./gradebook-pager";
import { GradebookTable } from "./gradebook-table";
import type { GradebookData } from "./types";
import { ExportCsvButton } from "@/components/export-csv-button";
import { useT } from "../i18n";

/**
 * Students × assignments with grades or statuses, averages both ways, and the CSV export, a page
 * of students at a time (ADR 0040). Each page is asked for by the cursor that ended the one
 * before, kept here so Previous returns to the same page; while a page loads, the last one stays
 * (dimmed), so the table keeps its height.
 */
export function Gradebook({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  // cursors[i] starts page i; a different course starts again at its first page.
  const [pages, setPages] = useState<{ courseId: Id<"courses">; cursors: (string | null)[] }>({
    courseId,
    cursors: [null],
  });
  const cursors = pages.courseId === courseId ? pages.cursors : [null];
  const index = cursors.length - 1;
  const live = useQuery(api.assignments.gradebook.get, { courseId, cursor: cursors[index] });
  const lastShown = useRef<GradebookData | undefined>(undefined);
  if (live !== undefined) lastShown.current = live;
  const book = live ?? (lastShown.current?.courseId === courseId ? lastShown.current : undefined);
  const busy = live === undefined;

  const first = index * GRADEBOOK_PAGE + 1;
  return (
    <section aria-labelledby="gradebook-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gradebook-heading" className="text-lg font-semibold">
          {t("assignments.gradebook.heading")}
        </h2>
        <ExportCsvButton
          query={api.assignments.gradebook.csv}
          args={{ courseId }}
          what={t("assignments.gradebook.heading")}
        />
      </div>
      {book === undefined ? (
        <Skeleton className="h-48 w-full rounded-2xl" role="status" aria-label={t("assignments.gradebook.loading")} />
      ) : (book.students.length === 0 && index === 0) || (book.assignments.length === 0 && book.quiz === null) ? (
        <StateCard icon={<TableIcon />} title={t("assignments.gradebook.emptyTitle")} titleAs="h3" role="status">
          {book.assignments.length === 0 && book.quiz === null
            ? t("assignments.gradebook.noAssignments")
            : t("assignments.gradebook.noStudents")}
        </StateCard>
      ) : (
        <>
          {book.truncated && (
            <p role="status" className="bg-secondary rounded-lg px-3 py-2 text-sm">
              {t("assignments.gradebook.truncated")}
            </p>
          )}
          <GradebookTable book={book} busy={busy} />
          <GradebookPager
            first={Math.min(first, index * GRADEBOOK_PAGE + book.students.length)}
            last={index * GRADEBOOK_PAGE + book.students.length}
            total={book.enrolled}
            // While a page loads the buttons stay (and keep the focus) but wait for it.
            onPrevious={index === 0 ? null : () => busy || setPages({ courseId, cursors: cursors.slice(0, -1) })}
            onNext={
              book.isDone ? null : () => busy || setPages({ courseId, cursors: [...cursors, book.continueCursor] })
            }
          />
        </>
      )}
    </section>
  );
}
