import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** `grader.assignment`: the assignment as its staff see it, with the course's name. */
export type GraderAssignment = FunctionReturnType<typeof api.assignments.grader.assignment>;
/** One student of `submissions.graderList`. */
export type GraderStudent = FunctionReturnType<typeof api.assignments.submissions.graderList>[number];
/** `submissions.graderWork`: one student's versions and current grade. */
export type GraderWork = FunctionReturnType<typeof api.assignments.submissions.graderWork>;
export type GraderVersion = GraderWork["versions"][number];
