/**
 * What a school does in a month besides page views (scripts/bench-scale.ts): the course-wide
 * events whose notifications fan out to a course's students, and enrolments. Each is measured once
 * on the seeded school with the app's own mutations (and the jobs they schedule) and counted
 * `perMonth` times in the projection. Also prepares what the page views and events use: fresh
 * uploads per viewer (the seed gives the measured course a video and an assignment due within a day).
 */
import type { Id } from "../../convex/_generated/dataModel";
import type { MutationCtx } from "../../convex/_generated/server";
import { storeFile } from "../../convex/accounts/model/files.ts";
import type { ConvexTestInternals } from "../../offline-backend/convex-internals.ts";
import { SCHOOL } from "./scale-projection.ts";
import type { Call, Role, ScreenContext } from "./scale-screens.ts";

/** The school of the projection: its students in about 20 courses each, 200 students a course. */
export const SCHOOL_COURSES = (SCHOOL.student.people * 20) / 200;

export type EventContext = ScreenContext & {
  /** An assignment of `course` due within a day, by its key, and its deadline (the reminder's job). */
  reminder: { assignmentKey: string; deadlineAt: number };
  /** A course the student is not in yet. */
  joinCourse: Id<"courses">;
};

export type SchoolEvent = {
  name: string;
  role: Exclude<Role, "visitor">;
  perMonth: number;
  why: string;
  calls: Call<EventContext>[];
  /** Jobs the event schedules that are counted as calls without running them (they read nothing). */
  scheduledCalls?: { path: string; why: string }[];
};

/** A date `days` from today, as the date fields of the forms send it (YYYY-MM-DD, UTC here). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const followUpBatch = {
  path: "notifications/notifications:fanOut",
  why: "a full first batch (200 students) schedules one more, which finds no one",
};

export const SCHOOL_EVENTS: SchoolEvent[] = [
  {
    name: "Assignment posted (its course's 200 students notified)",
    role: "teacher",
    perMonth: SCHOOL_COURSES * 2,
    why: `2 a month in each of the school's ${SCHOOL_COURSES} courses`,
    calls: [
      {
        path: "assignments/assignments:post",
        kind: "mutation",
        args: (c) => ({
          courseId: c.course,
          title: "Essay on recursion",
          instructions: "",
          points: 100,
          assignedDate: day(0),
          deadlineDate: day(14),
          deadlineTime: "23:59",
          timeZone: "UTC",
          questionFileId: c.uploads.question,
          holdGrades: false,
        }),
      },
    ],
    scheduledCalls: [followUpBatch],
  },
  {
    name: "Deadline reminder (students without a hand-in notified)",
    role: "teacher",
    perMonth: SCHOOL_COURSES * 2,
    why: "one per assignment posted, 24 hours before its deadline (a scheduled job)",
    calls: [
      {
        path: "notifications/notifications:deadlineReminder",
        kind: "internal",
        args: (c) => ({ assignmentKey: c.reminder.assignmentKey, deadlineAt: c.reminder.deadlineAt, after: 0 }),
      },
    ],
  },
  {
    name: "Video added (its course's 200 students notified)",
    role: "teacher",
    perMonth: SCHOOL_COURSES * 2,
    why: `2 a month in each of the school's ${SCHOOL_COURSES} courses`,
    calls: [
      { path: "courses/videos:add", kind: "mutation", args: (c) => ({ courseId: c.course, fileId: c.uploads.video }) },
    ],
    scheduledCalls: [followUpBatch],
  },
  {
    name: "Enrolment",
    role: "student",
    perMonth: SCHOOL.student.people * 2,
    why: "each student joins 2 courses a month (a school year's 20 courses over 10 months)",
    calls: [
      {
        path: "courses/enrollments:enroll",
        kind: "mutation",
        args: (c) => ({
          courseId: c.joinCourse,
          phoneNumber: "",
          degreeProgram: "",
          yearOrSemester: "",
          paymentMethod: "paypal",
        }),
      },
    ],
  },
];

/** Runs `fn` in one transaction, with the app's typed ctx. */
async function inTransaction<T>(convex: ConvexTestInternals, fn: (ctx: MutationCtx) => Promise<T>): Promise<T> {
  return await convex.t.run(async (raw) => await fn(raw as unknown as MutationCtx));
}

/**
 * One upload of each kind the page views and events use, owned by `ownerId` (as if just uploaded):
 * the app's own `storeFile`, whose `file_stored` event makes the row.
 */
export async function freshUploads(convex: ConvexTestInternals, ownerId: Id<"users">, label: string) {
  return await inTransaction(convex, async (ctx) => {
    const file = (purpose: "submission" | "assignmentQuestion" | "courseVideo", path: string, contentType: string) =>
      storeFile(ctx, {
        provider: "static",
        url: `/bench/${label}/${path}`,
        path,
        name: path.split("/").at(-1) ?? path,
        size: 250_000,
        contentType,
        purpose,
        ownerId,
      });
    return {
      submission: await file("submission", `Submissions/${label}-work.pdf`, "application/pdf"),
      question: await file("assignmentQuestion", `Assignments/${label}-question.pdf`, "application/pdf"),
      video: await file("courseVideo", `CourseVideos/${label}-lecture.mp4`, "video/mp4"),
    };
  });
}
