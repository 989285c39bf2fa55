import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** One assignment of `assignments.listForStaff`. */
export type StaffAssignment = FunctionReturnType<typeof api.assignments.assignments.listForStaff>[number];
/** One assignment's counts of `submissions.summaries`. */
export type AssignmentSummary = FunctionReturnType<typeof api.assignments.submissions.summaries>[number];
/** One student of `submissions.roster`: who they are (their work comes from `rosterWork`). */
export type RosterRow = FunctionReturnType<typeof api.assignments.submissions.roster>["page"][number];
/** `submissions.rosterWork`: the work of one roster page's students. */
export type RosterWork = FunctionReturnType<typeof api.assignments.submissions.rosterWork>;
/** One student's work: status, deadline, extension and current file. */
export type RosterWorkRow = RosterWork["rows"][number];
/** `gradebook.get`. */
export type GradebookData = FunctionReturnType<typeof api.assignments.gradebook.get>;
