import { useQuery } from "convex/react";
import { TableIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { GradebookCell } from "@convex/model/gradebook";
import { ExportCsvButton } from "./export-csv-button";

/** A grade, or the status of work not graded yet. */
function cellText(cell: GradebookCell): string {
  switch (cell.status) {
    case "graded":
      return cell.grade === null ? "Graded" : String(cell.grade);
    case "submitted":
      return "Submitted";
    case "late":
      return "Late";
    case "not_submitted":
      return "—";
  }
}

function average(value: number | null): string {
  return value === null ? "—" : String(value);
}

/** Students × assignments with grades or statuses, averages both ways, and the CSV export. */
export function Gradebook({ courseId }: { courseId: Id<"courses"> }) {
  const book = useQuery(api.gradebook.get, { courseId });

  return (
    <section aria-labelledby="gradebook-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gradebook-heading" className="text-lg font-semibold">
          Gradebook
        </h2>
        <ExportCsvButton courseId={courseId} />
      </div>
      {book === undefined ? (
        <Skeleton className="h-48 w-full rounded-2xl" aria-label="Loading the gradebook" />
      ) : book.students.length === 0 || book.assignments.length === 0 ? (
        <StateCard icon={<TableIcon />} title="Nothing to grade yet" titleAs="h3" role="status">
          {book.assignments.length === 0
            ? "Post an assignment: its column appears here."
            : "No students are enrolled in this course yet."}
        </StateCard>
      ) : (
        <>
          {book.truncated && (
            <p role="status" className="bg-secondary rounded-lg px-3 py-2 text-sm">
              This course is larger than the gradebook can show at once: some students or submissions are left out.
            </p>
          )}
          <div className="overflow-x-auto rounded-2xl border" tabIndex={0} role="region" aria-label="Gradebook table">
            <table className="w-full min-w-max text-sm">
              <caption className="sr-only">Grades of {book.courseName}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Student
                  </th>
                  {book.assignments.map((assignment) => (
                    <th key={assignment._id} scope="col" className="px-3 py-2 font-semibold">
                      {assignment.title}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Average
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {book.students.map((student) => (
                  <tr key={student.studentId}>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {student.name}
                      <span className="text-muted-foreground block text-xs font-normal">{student.email}</span>
                    </th>
                    {student.cells.map((cell, i) => (
                      <td key={book.assignments[i]?._id ?? i} className="px-3 py-2 tabular-nums">
                        {cellText(cell)}
                      </td>
                    ))}
                    <td className="px-3 py-2 font-semibold tabular-nums">{average(student.average)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="bg-muted/50 border-t">
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    Assignment average
                  </th>
                  {book.assignments.map((assignment) => (
                    <td key={assignment._id} className="px-3 py-2 font-semibold tabular-nums">
                      {average(assignment.average)}
                    </td>
                  ))}
                  <td className="px-3 py-2 font-semibold tabular-nums" aria-label="Course average">
                    {average(book.average)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
