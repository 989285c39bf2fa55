import { z } from "zod";
import { assignmentFormSchema } from "@convex/shared/forms/assignment";
import { questionFileProblem } from "./question-file";

/**
 * The "Post an assignment" form: the shared schema of convex/shared/forms/assignment.ts (what the
 * server checks too) plus the question file, which is uploaded before `assignments.post`, the
 * rubric ("" for none; the form fills in its total as the points) and whether grades are held.
 */
export const postAssignmentSchema = z.intersection(
  assignmentFormSchema,
  z.object({
    questionFile: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .superRefine((file, ctx) => {
        const problem = questionFileProblem(file);
        if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
      }),
    rubricId: z.string(),
    holdGrades: z.boolean(),
  }),
);

export type PostAssignmentInput = z.input<typeof postAssignmentSchema>;
export type PostAssignmentOutput = z.output<typeof postAssignmentSchema>;

/** Field order on the form, for focusing the first invalid one. */
export const POST_FIELD_ORDER = [
  "title",
  "assignedDate",
  "deadlineDate",
  "deadlineTime",
  "points",
  "instructions",
  "questionFile",
] as const;
