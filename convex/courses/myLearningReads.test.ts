/**
 * Documents My learning and the certificate panel read (docs/performance.md, ADR 0029), for a
 * student in 5 courses of 14 lessons: each row's progress comes from counts kept on the course
 * and the enrolment, so neither reads a lesson. Counted like convex/gradebookReads.test.ts on the
 * model functions the public queries call; the caller's own rows (requireUser) are subtracted.
 * Also checks that the kept counts give the figures the lessons give, a lesson removed included.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { ENROLMENT } from "./certificatesTests.setup";
import { createCourse, readableLessonsIn } from "./courseTests.setup";
import { certificateStatus } from "./model/certificates";
import { requireCourse } from "./model/courses";
import { myCourseRows } from "./model/myCourses";
import { requireUser } from "../accounts/model/users";
import { measureReads } from "../readCounting.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";

/**
 * Five courses: one of each progress the school gives (0 to 4 lessons done), and enough rows that
 * one document more a row is over the list's budget (2 a row and 2 to spare). The figure for a
 * student in 20 courses is in docs/performance.md.
 */
const COURSES = 5;
const LESSONS = 14;

type Client = ReturnType<TestConvex["withIdentity"]>;

/** A teacher's COURSES courses of LESSONS lessons; the student is enrolled in all and has done i % 5 lessons of course i. */
async function school() {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const student = await seedUser(t, "student");
  const courses: { courseId: Id<"courses">; lessonIds: Id<"lessons">[] }[] = [];
  for (let i = 0; i < COURSES; i += 1) {
    const courseId = await createCourse(teacher.as, { name: `Course ${i}` });
    const lessonIds = await readableLessonsIn(
      t,
      courseId,
      Array.from({ length: LESSONS }, (_, l) => `Lesson ${l}`),
    );
    await student.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
    for (const lessonId of lessonIds.slice(0, i % 5)) {
      await student.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete: true });
    }
    courses.push({ courseId, lessonIds });
  }
  return { t, teacher, student, courses };
}

/**
 * One school for the file, built once (its lessons carry published text, as only such lessons
 * count: ADR 0076): each test changes a course of its own (4: a lesson removed; 3: lessons added).
 */
let built: Awaited<ReturnType<typeof school>>;
beforeAll(async () => {
  built = await school();
}, 60_000);

/** Documents read by `fn` beyond the caller's own rows. */
async function readsOf(as: Client, fn: (ctx: MutationCtx) => Promise<unknown>): Promise<number> {
  const base = await as.run((ctx) => measureReads(ctx, async (c) => await requireUser(c)));
  const measured = await as.run((ctx) => measureReads(ctx, fn));
  return measured.reads - base.reads;
}

/** What the course progress page shows for the course (counted from its lessons). */
async function pageCounts(as: Client, courseId: Id<"courses">) {
  const { completedCount, totalLessons, percent } = await as.query(api.courses.enrollments.progress, { courseId });
  return { completedCount, totalLessons, percent };
}

describe(`My learning, ${COURSES} courses × ${LESSONS} lessons`, () => {
  test("two documents a row, and each row's progress is the progress page's", async () => {
    const { student, courses } = built;
    const rows = await student.as.query(api.courses.enrollments.myCourses, {});
    expect(rows).toHaveLength(COURSES);
    for (const row of rows) {
      expect(row.progress).toEqual(await pageCounts(student.as, row._id));
    }
    expect(rows.find((row) => row._id === courses[3].courseId)?.progress).toEqual({
      completedCount: 3,
      totalLessons: LESSONS,
      percent: 21,
    });

    const reads = await readsOf(student.as, async (c) => myCourseRows(c, (await requireUser(c))._id));
    // Was 2 a row here plus ~LESSONS + 2 in each row's own enrollments.progress subscription.
    // (Two a row, and 2 to spare.)
    expect(reads).toBeLessThanOrEqual(2 * COURSES + 2);
  });

  test("a removed lesson leaves the counts right at once: it is no longer done nor counted", async () => {
    const { teacher, student, courses } = built;
    const { courseId, lessonIds } = courses[4];
    await teacher.as.mutation(api.courses.lessons.remove, { lessonId: lessonIds[0] });

    let rows = await student.as.query(api.courses.enrollments.myCourses, {});
    expect(rows.find((row) => row._id === courseId)?.progress).toEqual({
      completedCount: 3,
      totalLessons: 13,
      percent: 23,
    });
    expect(await pageCounts(student.as, courseId)).toEqual({ completedCount: 3, totalLessons: 13, percent: 23 });

    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: lessonIds[9],
      complete: true,
    });
    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: lessonIds[1],
      complete: false,
    });
    rows = await student.as.query(api.courses.enrollments.myCourses, {});
    expect(rows.find((row) => row._id === courseId)?.progress).toEqual(await pageCounts(student.as, courseId));
    expect(rows.find((row) => row._id === courseId)?.progress.completedCount).toBe(3);
  });
});

describe("Certificate panel (certificates.forCourse)", () => {
  test("reads no lesson: the same documents at 14 and at 28 lessons, and the page's counts", async () => {
    const { t, student, courses } = built;
    const { courseId } = courses[3];
    const status = (as: Client) =>
      readsOf(as, async (c) => certificateStatus(c, (await requireUser(c))._id, await requireCourse(c, courseId)));
    const at14 = await status(student.as);
    await readableLessonsIn(
      t,
      courseId,
      Array.from({ length: LESSONS }, (_, l) => `More ${l}`),
    );
    expect(await status(student.as)).toBe(at14);
    // The course, the certificate and enrolment lookups, and the quiz lookups: no lesson.
    expect(at14).toBeLessThanOrEqual(6);

    const shown = await student.as.query(api.courses.certificates.forCourse, { courseId });
    expect({ done: shown.lessonsDone, total: shown.totalLessons }).toEqual({ done: 3, total: 2 * LESSONS });
  });
});
