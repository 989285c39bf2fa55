import { Link } from "@tanstack/react-router";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { SHOW_FILTERS, type ShowFilter } from "./search";
import type { GraderStudent } from "./types";
import { useT } from "./i18n";

const SHOW_LABELS = {
  all: "grading.list.showAll",
  missing: "grading.list.showMissing",
  late: "grading.list.showLate",
  ungraded: "grading.list.showUngraded",
} as const satisfies Record<ShowFilter, string>;

/** "No one is “late”." for each filter but "all". */
const NONE_SHOWN = {
  missing: "grading.list.noneMissing",
  late: "grading.list.noneLate",
  ungraded: "grading.list.noneUngraded",
} as const;

const STATUS_LABELS = {
  missing: "grading.list.statusMissing",
  submitted: "grading.list.statusSubmitted",
  late: "grading.list.statusLate",
  graded: "grading.list.statusGraded",
} as const satisfies Record<GraderStudent["status"], string>;

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
  const t = useT();
  const shown = students.filter((student) => shownBy(show, student));
  return (
    <nav aria-label={t("grading.list.students")} className="grid content-start gap-3">
      <div className="grid gap-1">
        <label htmlFor="grader-show" className="text-sm font-medium">
          {t("grading.list.show")}
        </label>
        <NativeSelect id="grader-show" value={show} onChange={(event) => onShow(event.target.value as ShowFilter)}>
          {SHOW_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t("grading.list.option", {
                label: t(SHOW_LABELS[filter]),
                count: students.filter((student) => shownBy(filter, student)).length,
              })}
            </option>
          ))}
        </NativeSelect>
      </div>
      {shown.length === 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {show === "all" ? t("grading.list.noStudents") : t(NONE_SHOWN[show])}
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
                    {drafts.has(student.studentId) && <span className="me-1">{t("grading.list.draft")}</span>}
                    {student.status === "graded" && student.grade !== null
                      ? t("grading.list.grade", { grade: student.grade, points })
                      : t(STATUS_LABELS[student.status])}
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
