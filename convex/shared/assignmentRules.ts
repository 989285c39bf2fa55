/**
 * Rules of the assignment forms, declared once: the server parses its arguments with these
 * schemas and the forms (react-hook-form + zod resolver) can import the same ones. No server-only
 * imports here, so the browser bundle can use this file.
 *
 * SPEC §5 leaves the bounds open ("not shown"); these are ours (see docs/assignments.md).
 */
import { z } from "zod";

export const ASSIGNMENT_LIMITS = {
  title: 200,
  feedback: 2000,
  timeZone: 64,
  /** Most assignments one course holds; the lists return at most this many. */
  perCourse: 100,
  /** Most versions one student may submit for one assignment. */
  versions: 20,
  /** Most students one course's gradebook and counts cover. */
  students: 1000,
  /** Students per page of the teacher's roster, and most ids one `rosterWork` call takes. */
  rosterPage: 25,
  /**
   * Students per `rosterWork` subscription on the assignment detail (ADR 0039): a grade re-runs
   * only its chunk, and each chunk costs 4 documents of its own (session, user, assignment, course).
   * 7 splits a page of 25 into 7 + 7 + 7 + 4: the page view stays within its read budget of 72
   * documents (chunks of 5 would read 76).
   */
  rosterWorkChunk: 7,
  /** Most grades one student's grade history shows (the newest). */
  gradeHistory: 50,
  gradeMin: 0,
  /** An assignment's points (its maximum grade): whole, from 1 to this. The form proposes 100. */
  pointsMax: 1000,
  pointsDefault: 100,
  /** Instructions, safe Markdown shown beside the question file. */
  instructions: 10_000,
  /** The due time the form proposes (24 h "HH:MM"). */
  deadlineTimeDefault: "23:59",
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (what `<input type="date">` gives), years 2000–2199. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An IANA time zone name the runtime knows (e.g. "Europe/Paris"); the browser's own zone. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > ASSIGNMENT_LIMITS.timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const isoDateSchema = (label: string) =>
  z.string().refine(isIsoDate, { message: `${label} must be a date (yyyy-mm-dd).` });

export const timeZoneSchema = z.string().refine(isTimeZone, { message: "Unknown time zone." });

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A time of day written "HH:MM" on a 24-hour clock (what `<input type="time">` gives). */
export function isTimeOfDay(value: string): boolean {
  return HH_MM.test(value);
}

export const timeOfDaySchema = z
  .string()
  .refine(isTimeOfDay, { message: "Due time must be a time of day (HH:MM, 24-hour clock)." });

const POINTS_RANGE = `Points must be a whole number from 1 to ${ASSIGNMENT_LIMITS.pointsMax}.`;

export const pointsSchema = z
  .number({ message: POINTS_RANGE })
  .int({ message: POINTS_RANGE })
  .min(1, { message: POINTS_RANGE })
  .max(ASSIGNMENT_LIMITS.pointsMax, { message: POINTS_RANGE });

export const instructionsSchema = z
  .string()
  .trim()
  .max(ASSIGNMENT_LIMITS.instructions, {
    message: `Instructions must be at most ${ASSIGNMENT_LIMITS.instructions.toLocaleString("en-US")} characters.`,
  });

/** With a rubric attached, the assignment is worth exactly the rubric's total. */
export const pointsMustMatchRubric = (total: number) => `Points must be the rubric's total, ${total}.`;
export const POINTS_LOCKED = "Points and rubric cannot change once work is graded.";

export const DEADLINE_BEFORE_ASSIGNED = "The deadline cannot be before the assigned date.";

const titleSchema = z
  .string()
  .trim()
  .min(1, { message: "Assignment title is required." })
  .max(ASSIGNMENT_LIMITS.title, {
    message: `Assignment title must be at most ${ASSIGNMENT_LIMITS.title} characters.`,
  });

/** The teacher's "post an assignment" form (the question file is uploaded separately). */
export const assignmentFormSchema = z
  .object({
    title: titleSchema,
    assignedDate: isoDateSchema("Assigned date"),
    deadlineDate: isoDateSchema("Deadline"),
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
  deadlineDate: isoDateSchema("Deadline"),
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
  const range = `Grade must be between ${ASSIGNMENT_LIMITS.gradeMin} and ${points}.`;
  return z.object({
    grade: z
      .number({ message: "Grade must be a number." })
      .min(ASSIGNMENT_LIMITS.gradeMin, { message: range })
      .max(points, { message: range })
      .refine((grade) => Math.abs(grade * 10 - Math.round(grade * 10)) < 1e-9, {
        message: "Grade may have at most one decimal.",
      })
      .transform((grade) => Math.round(grade * 10) / 10),
    feedback: z
      .string()
      .trim()
      .max(ASSIGNMENT_LIMITS.feedback, {
        message: `Feedback must be at most ${ASSIGNMENT_LIMITS.feedback} characters.`,
      }),
  });
}
export type GradeForm = z.infer<ReturnType<typeof gradeFormSchemaFor>>;

/** SPEC §8 messages of the student's submission form. */
export const SUBMISSION_MESSAGES = {
  noFile: "Please select a file to submit.",
  success: "Assignment Submitted!",
  failure: "Failed to submit assignment",
  uploadSuccess: "Assignment Uploaded!",
  uploadFailure: "Failed to add Assignment",
} as const;
