import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** One assignment of `assignments.listForStaff`. */
export type StaffAssignment = FunctionReturnType<typeof api.assignments.listForStaff>[number];
/** One assignment's counts of `submissions.summaries`. */
export type AssignmentSummary = FunctionReturnType<typeof api.submissions.summaries>[number];
/** One student's row of `submissions.roster`. */
export type RosterRow = FunctionReturnType<typeof api.submissions.roster>["page"][number];
/** `gradebook.get`. */
export type GradebookData = FunctionReturnType<typeof api.gradebook.get>;
