// Not deployed (two dots in the name): helpers shared by the certificate tests.
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { addReadableLesson, createCourse } from "./courseTests.setup";
import { emit } from "../events/emit";
import { courseBankKey } from "../shared/quizRules";
import { seedUser, type TestConvex } from "../test.setup";

export const ENROLMENT = {
  phoneNumber: "+44 20 7946 0000",
  degreeProgram: "Physics",
  yearOrSemester: "Year 1",
  paymentMethod: "paypal" as const,
};

/** A teacher's course with `lessons` lessons published with text, and a student enrolled in it. */
export async function courseWithStudent(t: TestConvex, lessons = 2, name = "Rust for Everyone") {
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const courseId = await createCourse(teacher.as, { name, instructorName: "Tess Teacher" });
  const lessonIds: Id<"lessons">[] = [];
  for (let i = 0; i < lessons; i += 1) {
    lessonIds.push(await addReadableLesson(teacher.as, courseId, `Lesson ${i + 1}`));
  }
  const student = await seedUser(t, "student", { displayName: "Ada Lovelace", email: "ada@example.com" });
  await student.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
  return { teacher, courseId, lessonIds, student };
}

/** Gives the course its own quiz of `count` questions (right option: 1), as its teacher adds them. */
export async function ownQuiz(t: TestConvex, courseId: Id<"courses">, count = 10): Promise<void> {
  await t.run(async (ctx) => {
    const course = await ctx.db.get("courses", courseId);
    if (course === null) throw new Error("no such course");
    for (let position = 0; position < count; position += 1) {
      await emit(ctx, {
        type: "question_added",
        v: 1,
        actorId: course.instructorId,
        courseKey: course.key,
        bank: courseBankKey(course.key),
        position,
        question: `Question ${position + 1}?`,
        options: ["a", "b", "c", "d"],
        solution: { kind: "single", answer: 1 },
        tags: [],
      });
    }
  });
}

export async function certificatesIn(t: TestConvex) {
  return await t.run((ctx) => ctx.db.query("certificates").collect());
}

export async function certificateEvents(t: TestConvex) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("events").collect()).filter((event) => event.type === "certificate_issued"),
  );
}
