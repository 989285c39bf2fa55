import usePresence from "@convex-dev/presence/react";
import { EyeIcon } from "lucide-react";
import { api } from "@convex/_generated/api";
import { GRADER_PRESENCE_INTERVAL, graderRoom } from "@convex/shared/graderRoom";
import { formatList } from "@/lib/i18n/format";
import { useT } from "./i18n";

/**
 * "Also grading: <name>", live, when another teacher or an Admin has the same student's work open
 * (Convex's presence component, one room per student's work; ADR 0063). Nothing when alone.
 */
export function AlsoGrading({
  assignmentId,
  studentId,
  userId,
}: {
  assignmentId: string;
  studentId: string;
  userId: string;
}) {
  const t = useT();
  const present = usePresence(
    api.assignments.graderPresence,
    graderRoom(assignmentId, studentId),
    userId,
    GRADER_PRESENCE_INTERVAL,
  );
  const others = (present ?? [])
    .filter((person) => person.online && person.userId !== userId)
    .map((person) => person.name || t("grading.also.anotherTeacher"));
  const names = [...new Set(others)].sort((a, b) => a.localeCompare(b));
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm">
      {names.length > 0 && (
        <span className="inline-flex items-center gap-2 rounded-md bg-amber-100 px-2 py-1 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <EyeIcon className="size-4" aria-hidden="true" />
          {t("grading.also.grading")}{" "}
          <span className="font-semibold">{formatList(names, { type: "unit", style: "short" })}</span>
        </span>
      )}
    </p>
  );
}
