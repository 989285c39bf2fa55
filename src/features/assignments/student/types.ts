import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import type { RubricChoiceSnapshot } from "@convex/shared/rubricRules";
import type { Work } from "@convex/shared/submissionsStatus";

/** One assignment of assignments.listForStudent, without the student's work. */
export type ListedAssignment = FunctionReturnType<typeof api.assignments.assignments.listForStudent>[number];
/** One row of submissions.myWork: the student's own submission of one assignment. */
export type MyWorkRow = FunctionReturnType<typeof api.assignments.submissions.myWork>[number];
/** The student's own work on one assignment, worked out from submissions.myWork. */
export type MyWork = Work;
/** What the student handed in last: the current version's file, described. */
export type HandedIn = MyWorkRow["currentFile"];
/**
 * One assignment as an enrolled student sees it: the listed assignment and their work on it, the
 * file they handed in (null before) and the rubric levels their released grade chose (null without).
 */
export type StudentAssignment = ListedAssignment & {
  mine: MyWork;
  handedIn: HandedIn | null;
  chosen: RubricChoiceSnapshot[] | null;
};
