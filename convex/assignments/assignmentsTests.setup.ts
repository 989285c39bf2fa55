// Not deployed (two dots in the name): helpers shared by the assignment, submission and gradebook tests.
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { insertEnrolment, type EnrolmentRow } from "../courses/courseMembersTests.setup";
import { courseIn } from "../courses/courseTests.setup";
import { studentNumberFor } from "../shared/studentNumber";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { uploadBytes } from "../accounts/uploadTests.setup";

export const PDF = new Uint8Array([..."%PDF-1.7\n%test"].map((c) => c.charCodeAt(0)));
export const PDF_TYPE = "application/pdf";

type Client = ReturnType<TestConvex["withIdentity"]>;

/** Uploads a small PDF through the real flow (startUpload, storage, finishUpload) as this user. */
export async function uploadPdf(
  t: TestConvex,
  as: Client,
  purpose: "assignmentQuestion" | "submission" | "avatar",
  name = "work.pdf",
): Promise<Id<"files">> {
  return await uploadBytes(t, as, PDF, PDF_TYPE, name, purpose);
}

/** An enrolment as the enrolment form would leave it, for tests that enrol through insertEnrolment. */
export function enrolmentRow(
  userId: Id<"users">,
  courseId: Id<"courses">,
  names: { courseName: string; studentName: string; studentEmail: string },
): EnrolmentRow {
  return {
    userId,
    courseId,
    ...names,
    studentId: studentNumberFor(userId),
    phoneNumber: "",
    degreeProgram: "",
    yearOrSemester: "",
    paymentMethod: "paypal",
    paymentDetailsMasked: "",
  };
}

/** A course by `teacherId` for the read-count tests (its students enrol through insertEnrolment). */
export async function bigCourseIn(ctx: MutationCtx, teacherId: Id<"users">): Promise<Id<"courses">> {
  return await courseIn(ctx, teacherId, {
    name: "Big course",
    description: "",
    durationHours: 1,
    instructorName: "Tess",
    category: "x",
  });
}

/** Enrols the student as the enrolment form would (the event `enrolled`; the form is not under test here). */
export async function enrol(t: TestConvex, userId: Id<"users">, courseId: Id<"courses">, studentName: string) {
  await t.run((ctx) =>
    insertEnrolment(
      ctx,
      enrolmentRow(userId, courseId, {
        courseName: "Rust for Everyone",
        studentName,
        studentEmail: `${userId}@example.com`,
      }),
    ),
  );
}

export const ZONE = "America/New_York";
/** 2026-12-01 ends in New York at 2026-12-02 04:59:59.999 UTC (EST, UTC-5). */
export const DEADLINE_DATE = "2026-12-01";
export const DEADLINE_AT = Date.UTC(2026, 11, 2, 4, 59, 59, 999);
export const POSTED_AT = Date.UTC(2026, 10, 20, 12);

type Person = Awaited<ReturnType<typeof seedUser>>;
type EnrolStudent = (t: TestConvex, student: Person, courseId: Id<"courses">) => Promise<void>;

/**
 * A course "Rust for Everyone" by Tess Teacher with Alice and Bob enrolled (in that order; by
 * `enrolStudent`, else through `enrol`), an outsider student, another teacher and an Admin.
 */
export async function courseWithPeople(
  enrolStudent: EnrolStudent = (t, student, courseId) => enrol(t, student.userId, courseId, student.displayName),
) {
  const t = newTest();
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const courseId: Id<"courses"> = await teacher.as.mutation(api.courses.courses.create, {
    name: "Rust for Everyone",
    description: "Ownership and borrowing.",
    durationHours: 10,
    instructorName: "Dr. Tess Teacher",
    category: "Systems",
  });
  const alice = await seedUser(t, "student", { displayName: "Alice" });
  const bob = await seedUser(t, "student", { displayName: "Bob" });
  await enrolStudent(t, alice, courseId);
  await enrolStudent(t, bob, courseId);
  const outsider = await seedUser(t, "student", { displayName: "Olga Outsider" });
  const otherTeacher = await seedUser(t, "teacher");
  const admin = await seedUser(t, "Admin");
  return { t, teacher, courseId, alice, bob, outsider, otherTeacher, admin };
}

/** Posts an assignment worth 100 points due at the end of DEADLINE_DATE in New York, as `as`. */
export async function postAssignment(
  t: TestConvex,
  as: Client,
  courseId: Id<"courses">,
  overrides: Partial<{
    title: string;
    instructions: string;
    points: number;
    assignedDate: string;
    deadlineDate: string;
    deadlineTime: string;
    timeZone: string;
    rubricId: Id<"rubrics">;
    holdGrades: boolean;
  }> = {},
  questionFile?: Id<"files">,
): Promise<Id<"assignments">> {
  const questionFileId = questionFile ?? (await uploadPdf(t, as, "assignmentQuestion", "question.pdf"));
  return await as.mutation(api.assignments.assignments.post, {
    courseId,
    title: "Borrow checker essay",
    instructions: "",
    points: 100,
    assignedDate: "2026-11-20",
    deadlineDate: DEADLINE_DATE,
    deadlineTime: "23:59",
    timeZone: ZONE,
    questionFileId,
    holdGrades: false,
    ...overrides,
  });
}

export async function eventsOf(t: TestConvex, type: string) {
  return await t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((e) => e.type === type));
}
