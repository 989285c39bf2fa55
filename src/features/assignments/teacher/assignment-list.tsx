import { useQuery } from "convex/react";
import { ClipboardListIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";
import { AssignmentCard } from "./assignment-card";

/**
 * The course's assignments (live), newest first. Their counts come in one subscription for the
 * whole list (kept counts, ADR 0030).
 */
export function AssignmentList({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  const assignments = useQuery(api.assignments.assignments.listForStaff, { courseId });
  const summaries = useQuery(api.assignments.submissions.summaries, { courseId });

  return (
    <section aria-labelledby="course-assignments-heading" className="grid gap-4">
      <h2 id="course-assignments-heading" className="text-lg font-semibold">
        {t("assignments.list.heading")}
      </h2>
      {assignments === undefined ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label={t("assignments.page.loading")}>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-36 w-full rounded-2xl" />
          ))}
        </div>
      ) : assignments.length === 0 ? (
        <StateCard icon={<ClipboardListIcon />} title={t("assignments.student.emptyTitle")} titleAs="h3" role="status">
          {t("assignments.list.emptyHint")}
        </StateCard>
      ) : (
        <ul className="grid gap-4">
          {assignments.map((assignment) => (
            <AssignmentCard
              key={assignment._id}
              assignment={assignment}
              summary={summaries?.find((s) => s.assignmentId === assignment._id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
