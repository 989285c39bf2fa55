/**
 * events:verify's assignments activity in the sample school (convex/events/verify/school.setup.ts): in
 * every course an assignment that its students hand in and its teacher grades; in the busiest course
 * also a second version, late work, a regrade and a restored grade, an extension granted (one that
 * makes late work on time) and one revoked, a deadline moved, a close and a reopen, and an
 * assignment deleted before anyone handed in; a rubric made and edited, a project posted with it,
 * edited, its grades held, graded with the rubric (once overriding its total) and released. Every
 * event type of assignments/events.ts,
 * through the real functions as the signed-in person.
 */
import { vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { uploadPdf } from "./assignmentsTests.setup";
import { endOfDay } from "./model/assignmentsTime";
import type { School } from "../events/verify/school.setup";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** yyyy-mm-dd of an instant, in UTC. */
function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** A deadline typed as a day in a zone, and the instant it ends. */
type Deadline = { deadlineDate: string; timeZone: string; at: number };

/**
 * Deadlines that end today somewhere, between 2 and 23 hours from `now`, earliest first (whole-hour
 * zones UTC−12 … UTC+14). The school's clock does not move while its scheduled functions run, so
 * a deadline reminder must be due at once (a day before the deadline) or it would wait forever.
 */
export function dueToday(now: number): Deadline[] {
  const found: Deadline[] = [];
  for (let offset = -12; offset <= 14; offset++) {
    const timeZone = offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
    const deadlineDate = new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
    const at = endOfDay(deadlineDate, timeZone);
    if (at - now >= 2 * HOUR_MS && at - now <= 23 * HOUR_MS) found.push({ deadlineDate, timeZone, at });
  }
  return found.sort((a, b) => a.at - b.at);
}

type Client = School["courses"][number]["teacher"];

/** Posts an assignment due at `deadline`; `postedAt`: the clock's time then (now when absent). */
export async function post(
  school: School,
  teacher: Client,
  courseId: Id<"courses">,
  title: string,
  deadline: Omit<Deadline, "at">,
  postedAt?: number,
) {
  const questionFileId = await uploadPdf(school.t, teacher, "assignmentQuestion", `${title}.pdf`);
  const clock = postedAt === undefined ? null : vi.spyOn(Date, "now").mockReturnValue(postedAt);
  try {
    return await teacher.mutation(api.assignments.assignments.post, {
      courseId,
      title,
      instructions: "",
      points: 100,
      assignedDate: deadline.deadlineDate,
      deadlineTime: "23:59",
      ...deadline,
      questionFileId,
      holdGrades: false,
    });
  } finally {
    clock?.mockRestore();
  }
}

async function handIn(school: School, student: School["students"][number], assignmentId: Id<"assignments">) {
  const fileId = await uploadPdf(school.t, student.as, "submission", `${student.displayName}.pdf`);
  return await student.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId });
}

export async function assignmentsActivity(school: School): Promise<void> {
  const now = Date.now();
  const [today, ...others] = dueToday(now);
  // A later deadline on the same day (a zone further west): a moved deadline stays after the assigned date.
  const later = others.find((other) => other.deadlineDate === today?.deadlineDate);
  if (today === undefined || later === undefined) throw new Error("No two deadlines end today somewhere.");
  const deadline = { deadlineDate: today.deadlineDate, timeZone: today.timeZone };
  // Every course: one assignment, handed in by its students, every other one graded.
  for (const [index, { courseId, teacher }] of school.courses.entries()) {
    const assignmentId = await post(school, teacher, courseId, `Week ${index + 1} exercise`, deadline);
    const students = school.enrolments.filter((enrolment) => enrolment.courseId === courseId);
    for (const [n, { student }] of students.entries()) {
      await handIn(school, student, assignmentId);
      if (n % 2 === 0) {
        await teacher.mutation(api.assignments.submissions.grade, {
          assignmentId,
          studentId: student.userId,
          grade: 60 + ((n * 7) % 40) + 0.5,
          feedback: `Feedback for ${student.displayName}`,
        });
      }
    }
  }

  // The busiest course (its first two students) for the rest.
  const studentsOf = (id: Id<"courses">) =>
    school.enrolments.filter((enrolment) => enrolment.courseId === id).map((enrolment) => enrolment.student);
  const { courseId, teacher } = school.courses.reduce((best, course) =>
    studentsOf(course.courseId).length > studentsOf(best.courseId).length ? course : best,
  );
  const [first, second] = studentsOf(courseId);
  if (first === undefined || second === undefined) throw new Error("No course of the sample school has two students.");

  // An essay: a second version, a grade, a regrade, the first grade restored; a moved deadline.
  const essay = await post(school, teacher, courseId, "Lifetimes essay", deadline);
  await handIn(school, first, essay);
  await handIn(school, first, essay);
  await handIn(school, second, essay);
  const grade = (grade: number, feedback: string) =>
    teacher.mutation(api.assignments.submissions.grade, {
      assignmentId: essay,
      studentId: first.userId,
      grade,
      feedback,
    });
  await grade(72, "A good start.");
  await grade(88.5, "Much better after the second reading.");
  const [earliest] = await teacher.query(api.assignments.submissions.gradeHistory, {
    assignmentId: essay,
    studentId: first.userId,
  });
  await teacher.mutation(api.assignments.submissions.restoreGrade, {
    assignmentId: essay,
    studentId: first.userId,
    eventId: earliest.eventId,
  });
  await teacher.mutation(api.assignments.assignments.changeDeadline, {
    assignmentId: essay,
    deadlineDate: later.deadlineDate,
    deadlineTime: "23:59",
    timeZone: later.timeZone,
  });
  await teacher.mutation(api.assignments.assignments.close, { assignmentId: essay });
  await teacher.mutation(api.assignments.assignments.reopen, { assignmentId: essay });

  // A lab whose deadline has passed (posted, as it were, ten days ago): its hand-ins are late. An
  // extension makes one of them on time; another is granted and revoked.
  const tenDaysAgo = now - 10 * DAY_MS;
  const labDeadline = { deadlineDate: isoDay(tenDaysAgo + 2 * DAY_MS), timeZone: "UTC" };
  const lab = await post(school, teacher, courseId, "Borrowing lab", labDeadline, tenDaysAgo);
  await handIn(school, first, lab);
  await handIn(school, second, lab);
  await teacher.mutation(api.assignments.submissions.grantExtension, {
    assignmentId: lab,
    studentId: second.userId,
    deadlineDate: isoDay(now + 3 * DAY_MS),
    timeZone: "UTC",
  });
  await teacher.mutation(api.assignments.submissions.grantExtension, {
    assignmentId: lab,
    studentId: first.userId,
    deadlineDate: isoDay(now + 5 * DAY_MS),
    timeZone: "UTC",
  });
  await teacher.mutation(api.assignments.submissions.revokeExtension, { assignmentId: lab, studentId: first.userId });
  await teacher.mutation(api.assignments.submissions.grade, {
    assignmentId: lab,
    studentId: first.userId,
    grade: 64,
    feedback: "Late, but correct.",
  });

  // A rubric of two criteria, edited before use; a project graded with it while its grades are
  // held (one grade matching the rubric's total, one overriding it with a reason), then released.
  const criteria = [
    {
      id: "clarity",
      title: "Clarity",
      levels: [
        { id: "c-weak", title: "Weak", points: 0, description: "Hard to follow." },
        { id: "c-good", title: "Good", points: 5, description: "Clear throughout." },
      ],
    },
    {
      id: "correct",
      title: "Correctness",
      levels: [
        { id: "k-weak", title: "Weak", points: 0, description: "" },
        { id: "k-some", title: "Partly", points: 3, description: "" },
        { id: "k-good", title: "Correct", points: 5, description: "Compiles and is right." },
      ],
    },
  ];
  const rubricId = await teacher.mutation(api.assignments.rubrics.save, {
    courseId,
    title: "Project rubric",
    criteria,
  });
  criteria[1].levels[2].points = 10;
  await teacher.mutation(api.assignments.rubrics.save, { courseId, rubricId, title: "Project rubric", criteria });
  const projectFile = await uploadPdf(school.t, teacher, "assignmentQuestion", "Project.pdf");
  const project = await teacher.mutation(api.assignments.assignments.post, {
    courseId,
    title: "Ownership project",
    instructions: "Write a **small** crate.",
    points: 15,
    assignedDate: deadline.deadlineDate,
    deadlineDate: deadline.deadlineDate,
    deadlineTime: "23:59",
    timeZone: deadline.timeZone,
    questionFileId: projectFile,
    rubricId,
    holdGrades: false,
  });
  await teacher.mutation(api.assignments.assignments.edit, {
    assignmentId: project,
    title: "Ownership project (crate)",
    instructions: "Write a **small** crate, with tests.",
    points: 15,
    rubricId,
  });
  await teacher.mutation(api.assignments.assignments.holdGrades, { assignmentId: project });
  await handIn(school, first, project);
  await handIn(school, second, project);
  await teacher.mutation(api.assignments.submissions.grade, {
    assignmentId: project,
    studentId: first.userId,
    grade: 15,
    feedback: "Full marks.",
    rubric: [
      { criterionId: "clarity", levelId: "c-good", comment: "" },
      { criterionId: "correct", levelId: "k-good", comment: "All tests pass." },
    ],
  });
  await teacher.mutation(api.assignments.submissions.grade, {
    assignmentId: project,
    studentId: second.userId,
    grade: 9.5,
    feedback: "Close.",
    rubric: [
      { criterionId: "clarity", levelId: "c-good", comment: "" },
      { criterionId: "correct", levelId: "k-some", comment: "One test fails." },
    ],
    overrideReason: "Half a point for the extra test.",
  });
  await teacher.mutation(api.assignments.assignments.releaseGrades, { assignmentId: project });

  // A draft posted by mistake, with an extension on it, deleted before anyone handed in.
  const draft = await post(school, teacher, courseId, "Draft", deadline);
  await teacher.mutation(api.assignments.submissions.grantExtension, {
    assignmentId: draft,
    studentId: first.userId,
    deadlineDate: isoDay(now + 31 * DAY_MS),
    timeZone: "UTC",
  });
  await teacher.mutation(api.assignments.assignments.remove, { assignmentId: draft });
}
