import { Link } from "@tanstack/react-router";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { SHOW_FILTERS, type ShowFilter } from "./search";
import type { GraderStudent } from "./types";

export const SHOW_LABELS: Record<ShowFilter, string> = {
  all: "All students",
  missing: "Not handed in",
  late: "Late",
  ungraded: "Not graded",
};

const STATUS_LABELS: Record<GraderStudent["status"], string> = {
  missing: "Not handed in",
  submitted: "Handed in",
  late: "Late",
  graded: "Graded",
};

/** Whether the list shows this student under the filter. */
export function shownBy(show: ShowFilter, student: GraderStudent): boolean {
  if (show === "missing") return student.status === "missing";
  if (show === "late") return student.status === "late";
  if (show === "ungraded") return student.status === "submitted" || student.status === "late";
  return true;
}

/**
 * The students of the assignment, filtered (all / not handed in / late / not graded), each a link
 * that opens their work; the open one is marked. Drafts kept on this device are marked too.
 */
export function StudentList({
  assignmentId,
  students,
  show,
  openId,
  points,
  drafts,
  onShow,
}: {
  assignmentId: string;
  students: GraderStudent[];
  show: ShowFilter;
  openId: string | null;
  points: number;
  drafts: ReadonlySet<string>;
  onShow: (show: ShowFilter) => void;
}) {
  const shown = students.filter((student) => shownBy(show, student));
  return (
    <nav aria-label="Students" className="grid content-start gap-3">
      <div className="grid gap-1">
        <label htmlFor="grader-show" className="text-sm font-medium">
          Show
        </label>
        <NativeSelect id="grader-show" value={show} onChange={(event) => onShow(event.target.value as ShowFilter)}>
          {SHOW_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {SHOW_LABELS[filter]} ({students.filter((student) => shownBy(filter, student)).length})
            </option>
          ))}
        </NativeSelect>
      </div>
      {shown.length === 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {show === "all" ? "No students in this course yet." : `No one is “${SHOW_LABELS[show].toLowerCase()}”.`}
        </p>
      ) : (
        <ul className="grid max-h-64 gap-1 overflow-y-auto lg:max-h-[calc(100vh-14rem)]">
          {shown.map((student) => {
            const open = student.studentId === openId;
            return (
              <li key={student.studentId}>
                <Link
                  to="/grade/$assignmentId"
                  params={{ assignmentId }}
                  search={(previous) => ({ ...previous, student: student.studentId })}
                  aria-current={open ? "page" : undefined}
                  className={cn(
                    "hover:bg-muted focus-visible:ring-ring/50 flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm outline-none focus-visible:ring-[3px]",
                    open && "bg-secondary font-semibold",
                  )}
                >
                  <span className="min-w-0 truncate">{student.name}</span>{" "}
                  <span className="text-muted-foreground shrink-0 text-xs">
                    {drafts.has(student.studentId) && <span className="mr-1">Draft ·</span>}
                    {student.status === "graded" && student.grade !== null
                      ? `${student.grade} / ${points}`
                      : STATUS_LABELS[student.status]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
