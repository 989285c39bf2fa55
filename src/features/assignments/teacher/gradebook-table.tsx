import type { GradebookCell } from "@convex/assignments/model/gradebook";
import { t as translate, useT } from "../i18n";
import { formatScore } from "../shared/format";
import type { GradebookData } from "./types";

/** A grade, or the status of work not graded yet. */
function cellText(cell: GradebookCell): string {
  switch (cell.status) {
    case "graded":
      return cell.grade === null ? translate("assignments.gradebook.graded") : formatScore(cell.grade);
    case "submitted":
      return translate("assignments.status.submitted");
    case "late":
      return translate("assignments.gradebook.late");
    case "not_submitted":
      return "—";
  }
}

function average(value: number | null): string {
  return value === null ? "—" : formatScore(value);
}

/** A student's or the course's average: a percentage of the points graded. */
function percent(value: number | null): string {
  return value === null ? "—" : translate("assignments.gradebook.percent", { value: formatScore(value) });
}

/** Which attempts the quiz column shows (ADR 0056: the first N count). */
function countingText(counted: number): string {
  return translate("assignments.gradebook.counting", { count: counted });
}

/**
 * One page of students × every assignment, then the course's quiz (each student's best attempt
 * that counts, in percent); the footer's averages are the whole course's assignments'.
 */
export function GradebookTable({ book, busy }: { book: GradebookData; busy: boolean }) {
  const t = useT();
  return (
    <div
      className={`overflow-x-auto rounded-2xl border transition-opacity ${busy ? "opacity-60" : ""}`}
      tabIndex={0}
      role="region"
      aria-label={t("assignments.gradebook.tableLabel")}
      aria-busy={busy}
    >
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{t("assignments.gradebook.caption", { course: book.courseName })}</caption>
        <thead className="bg-muted/50 text-start">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("assignments.gradebook.student")}
            </th>
            {book.assignments.map((assignment) => (
              <th key={assignment._id} scope="col" className="px-3 py-2 font-semibold">
                {assignment.title}{" "}
                <span className="text-muted-foreground block text-xs font-normal">
                  {t("assignments.gradebook.outOf", { points: formatScore(assignment.points) })}
                </span>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("assignments.gradebook.average")}
            </th>
            {book.quiz !== null && (
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("assignments.gradebook.quiz")}{" "}
                <span className="text-muted-foreground block text-xs font-normal">
                  {book.quiz.title}: {countingText(book.quiz.countedAttempts)}
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y">
          {book.students.map((student) => (
            <tr key={student.studentId}>
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {student.name}
                <span className="text-muted-foreground block text-xs font-normal">{student.email}</span>
              </th>
              {student.cells.map((cell, i) => (
                <td key={book.assignments[i]?._id ?? i} className="px-3 py-2 tabular-nums">
                  {cellText(cell)}
                </td>
              ))}
              <td className="px-3 py-2 font-semibold tabular-nums">{percent(student.average)}</td>
              {book.quiz !== null && <td className="px-3 py-2 tabular-nums">{percent(student.quiz)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-muted/50 border-t">
          <tr>
            <th scope="row" className="px-3 py-2 text-start font-semibold">
              {t("assignments.gradebook.assignmentAverage")}
            </th>
            {book.assignments.map((assignment) => (
              <td key={assignment._id} className="px-3 py-2 font-semibold tabular-nums">
                {average(assignment.average)}
              </td>
            ))}
            <td className="px-3 py-2 font-semibold tabular-nums" aria-label={t("assignments.gradebook.courseAverage")}>
              {percent(book.average)}
            </td>
            {book.quiz !== null && <td className="px-3 py-2" />}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
