/**
 * The assignment forms' schemas, declared once: the server parses its arguments with these and the
 * teacher's forms (react-hook-form + zod resolver) use the same ones. Their limits, messages and
 * checks are in ../assignmentRules.ts. No server-only imports: the browser bundle may use this file.
 */
import { keyed, type ServerMessageKey } from "../messages";
import { z } from "zod";
import { ASSIGNMENT_LIMITS, DEADLINE_BEFORE_ASSIGNED, isIsoDate, isTimeOfDay, isTimeZone } from "../assignmentRules";

export const isoDateSchema = (label: ServerMessageKey) =>
  z.string().refine(isIsoDate, { message: keyed("server.forms.notADate", { label }) });

export const timeZoneSchema = z.string().refine(isTimeZone, { message: keyed("server.mail.timeZone") });

export const timeOfDaySchema = z.string().refine(isTimeOfDay, { message: keyed("server.forms.dueTime") });

const POINTS_RANGE = keyed("server.forms.pointsRange", { max: ASSIGNMENT_LIMITS.pointsMax });

export const pointsSchema = z
  .number({ message: POINTS_RANGE })
  .int({ message: POINTS_RANGE })
  .min(1, { message: POINTS_RANGE })
  .max(ASSIGNMENT_LIMITS.pointsMax, { message: POINTS_RANGE });

export const instructionsSchema = z
  .string()
  .trim()
  .max(ASSIGNMENT_LIMITS.instructions, {
    message: keyed("server.forms.instructionsTooLong", { max: ASSIGNMENT_LIMITS.instructions }),
  });

const titleSchema = z
  .string()
  .trim()
  .min(1, { message: keyed("server.forms.assignmentTitleRequired") })
  .max(ASSIGNMENT_LIMITS.title, {
    message: keyed("server.forms.assignmentTitleTooLong", { max: ASSIGNMENT_LIMITS.title }),
  });

/** The teacher's "post an assignment" form (the question file is uploaded separately). */
export const assignmentFormSchema = z
  .object({
    title: titleSchema,
    assignedDate: isoDateSchema("server.field.assignedDate"),
    deadlineDate: isoDateSchema("server.field.deadline"),
    /** The deadline is the end of this minute of `deadlineDate` in `timeZone`. */
    deadlineTime: timeOfDaySchema,
    instructions: instructionsSchema,
    points: pointsSchema,
    /** The poster's zone, `Intl.DateTimeFormat().resolvedOptions().timeZone` in the browser. */
    timeZone: timeZoneSchema,
  })
  // yyyy-mm-dd strings compare like the days they name.
  .refine((form) => form.deadlineDate >= form.assignedDate, {
    message: DEADLINE_BEFORE_ASSIGNED,
    path: ["deadlineDate"],
  });
export type AssignmentForm = z.infer<typeof assignmentFormSchema>;

/** One student's extension: until the end of a day in the granter's zone. */
export const deadlineFormSchema = z.object({
  deadlineDate: isoDateSchema("server.field.deadline"),
  timeZone: timeZoneSchema,
});

/** The assignment's new deadline: a day and a time of day (the end of that minute) in a zone. */
export const deadlineChangeFormSchema = deadlineFormSchema.extend({ deadlineTime: timeOfDaySchema });

/** The teacher's "edit an assignment" form (dates, the question file and held grades change elsewhere). */
export const assignmentEditFormSchema = z.object({
  title: titleSchema,
  instructions: instructionsSchema,
  points: pointsSchema,
});

/** Grade out of `points` (the assignment's), at most one decimal (87.5), and written feedback. */
export function gradeFormSchemaFor(points: number) {
  const range = keyed("server.forms.gradeRange", { min: ASSIGNMENT_LIMITS.gradeMin, max: points });
  return z.object({
    grade: z
      .number({ message: keyed("server.forms.gradeNumber") })
      .min(ASSIGNMENT_LIMITS.gradeMin, { message: range })
      .max(points, { message: range })
      .refine((grade) => Math.abs(grade * 10 - Math.round(grade * 10)) < 1e-9, {
        message: keyed("server.forms.gradeDecimal"),
      })
      .transform((grade) => Math.round(grade * 10) / 10),
    feedback: z
      .string()
      .trim()
      .max(ASSIGNMENT_LIMITS.feedback, {
        message: keyed("server.forms.feedbackTooLong", { max: ASSIGNMENT_LIMITS.feedback }),
      }),
  });
}
export type GradeForm = z.infer<ReturnType<typeof gradeFormSchemaFor>>;
