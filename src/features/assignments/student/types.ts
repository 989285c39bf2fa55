import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import type { Work } from "@convex/shared/submissionsStatus";

/** One assignment of assignments.listForStudent, without the student's work. */
export type ListedAssignment = FunctionReturnType<typeof api.assignments.assignments.listForStudent>[number];
/** The student's own work on one assignment, worked out from submissions.myWork. */
export type MyWork = Work;
/** One assignment as an enrolled student sees it: the listed assignment and their work on it. */
export type StudentAssignment = ListedAssignment & { mine: MyWork };
