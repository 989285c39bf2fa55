import { useQuery } from "convex/react";
import { useRef } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { workOf } from "@convex/shared/submissionsStatus";
import { RosterRowItem } from "./roster-row";
import type { RosterRow, RosterWork, RosterWorkRow } from "./types";

type Answer = { ids: string[]; work: RosterWork };

/**
 * A few of the roster's students with their work, merged by student id. The names come with the
 * roster page; the work is this chunk's own `rosterWork` subscription, so a grade or a hand-in
 * re-runs only the chunk of the student it changed (ADR 0039). While new ids load, the last answer
 * keeps serving the students it covered.
 */
export function RosterChunkRows({
  assignmentId,
  students,
  points,
  hasRubric,
}: {
  assignmentId: Id<"assignments">;
  students: RosterRow[];
  points: number;
  hasRubric: boolean;
}) {
  const studentIds = students.map((student) => student.studentId);
  const work = useQuery(api.assignments.submissions.rosterWork, { assignmentId, studentIds });
  const last = useRef<Answer | null>(null);
  if (work !== undefined) last.current = { ids: studentIds, work };
  const answer = last.current;

  return students.map((student) => (
    <RosterRowItem
      key={student.studentId}
      assignmentId={assignmentId}
      student={student}
      points={points}
      hasRubric={hasRubric}
      work={answer === null ? undefined : workFor(answer, student.studentId)}
    />
  ));
}

/** A student the answer covered but gave no row has no submission and no extension. */
function workFor(answer: Answer, studentId: Id<"users">): RosterWorkRow | undefined {
  const row = answer.work.rows.find((candidate) => candidate.studentId === studentId);
  if (row !== undefined) return row;
  if (!answer.ids.includes(studentId)) return undefined;
  const { deadlineAt } = answer.work;
  return { studentId, extendedDeadlineAt: null, deadlineAt, work: workOf(null, deadlineAt), current: null };
}
