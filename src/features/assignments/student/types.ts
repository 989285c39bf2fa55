import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** One assignment as an enrolled student sees it (assignments.listForStudent). */
export type StudentAssignment = FunctionReturnType<typeof api.assignments.listForStudent>[number];
export type MyWork = StudentAssignment["mine"];
