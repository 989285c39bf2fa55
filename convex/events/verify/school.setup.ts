/**
 * The sample school events:verify builds through the real functions (ADR 0049): the sample data,
 * then people signing up, enrolling, and each domain's own activity (convex/<domain>/verify.setup.ts),
 * in the order a term would bring them. Sizes: "small" in the suite, "sample" for
 * `npm run events:verify`, "bench" for `npm run events:verify -- bench`.
 */
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { seedUser, type TestConvex } from "../../test.setup";

export const SIZES = {
  small: { students: 6, coursesPerStudent: 2 },
  sample: { students: 40, coursesPerStudent: 2 },
  bench: { students: 500, coursesPerStudent: 3 },
} as const;
export type Size = keyof typeof SIZES;

type Person = Awaited<ReturnType<typeof seedUser>>;

export type School = {
  t: TestConvex;
  size: (typeof SIZES)[Size];
  admin: Person;
  teachers: Person[];
  students: Person[];
  /** Every course, with its teacher's client. */
  courses: { courseId: Id<"courses">; teacher: Person["as"] }[];
  /** Who is enrolled where. */
  enrolments: { student: Person; courseId: Id<"courses"> }[];
};

export const ENROLMENT_FORM = {
  phoneNumber: "+1 555 0100",
  degreeProgram: "BSc Computer Science",
  yearOrSemester: "Year 2",
  paymentMethod: "creditCard" as const,
  paymentDetails: "4242 4242 4242 4242",
};

/** The sample data, a teacher's own course, the students and their enrolments. */
export async function buildSchool(t: TestConvex, size: Size): Promise<School> {
  await t.mutation(internal.seed.sampleData, {});
  const admin = await seedUser(t, "Admin", { displayName: "Ada Admin" });
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const ownCourse = await teacher.as.mutation(api.courses.courses.create, {
    name: "Rust for Everyone",
    description: "Ownership and borrowing.",
    durationHours: 10,
    instructorName: "Tess Teacher",
    category: "Systems",
  });
  const sampleCourses = await t.run(async (ctx) =>
    (await ctx.db.query("courses").collect()).filter((course) => course._id !== ownCourse),
  );
  const courses = [
    { courseId: ownCourse, teacher: teacher.as },
    ...sampleCourses.map((course) => ({ courseId: course._id, teacher: admin.as })),
  ];
  const students: Person[] = [];
  const enrolments: School["enrolments"] = [];
  for (let i = 0; i < SIZES[size].students; i += 1) {
    const student = await seedUser(t, "student", { displayName: `Student ${i + 1}` });
    students.push(student);
    for (let c = 0; c < SIZES[size].coursesPerStudent; c += 1) {
      const { courseId } = courses[(i + c) % courses.length]!;
      await student.as.mutation(api.courses.enrollments.enroll, { ...ENROLMENT_FORM, courseId });
      enrolments.push({ student, courseId });
    }
  }
  // A teacher becomes an Admin, and back: both are events with a notification each.
  const second = await seedUser(t, "teacher", { displayName: "Tom Teacher" });
  await admin.as.mutation(api.accounts.users.changeRole, { userId: second.userId, role: "Admin" });
  await admin.as.mutation(api.accounts.users.changeRole, { userId: second.userId, role: "teacher" });
  return { t, size: SIZES[size], admin, teachers: [teacher, second], students, courses, enrolments };
}

/** Renames the first students after everything else: replayed names stay as they were. */
export async function renameStudents(school: School): Promise<void> {
  for (const student of school.students.slice(0, 3)) {
    await student.as.mutation(api.accounts.users.updateProfile, { displayName: `${student.displayName} (renamed)` });
  }
}
