import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { ENROLMENT } from "./certificatesTests.setup";
import { addReadableLesson, createCourse, publishText } from "./courseTests.setup";
import { NOT_COMPLETABLE } from "../shared/lessonRules";
import { newTest, seedUser, type TestConvex } from "../test.setup";

// Completion means reading (issue #31, ADR 0076): only a lesson published with content can be
// completed, and progress, the class roster and the certificate count only those lessons.

/** A teacher's course with `lessons` lessons published with text, and a student enrolled in it. */
async function courseWithStudent(t: TestConvex, lessons: number) {
  const teacher = await seedUser(t, "teacher");
  const courseId = await createCourse(teacher.as);
  const lessonIds: Id<"lessons">[] = [];
  for (let i = 0; i < lessons; i += 1) lessonIds.push(await addReadableLesson(teacher.as, courseId, `Lesson ${i + 1}`));
  const student = await seedUser(t, "student");
  await student.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
  return { teacher, courseId, lessonIds, student };
}

type World = Awaited<ReturnType<typeof courseWithStudent>>;

async function tick(world: World, lessonId: Id<"lessons">, complete = true) {
  return await world.student.as.mutation(api.courses.enrollments.setLessonComplete, {
    courseId: world.courseId,
    lessonId,
    complete,
  });
}

async function rosterRow(world: World) {
  const page = await world.teacher.as.query(api.courses.roster.page, {
    courseId: world.courseId,
    sort: "name",
    order: "asc",
    filter: "all",
    search: "",
    paginationOpts: { numItems: 10, cursor: null },
  });
  return page.page[0];
}

/** A course with two lessons published with text, then a title-only one and one with only a draft. */
async function mixedCourse(t: TestConvex) {
  const world = await courseWithStudent(t, 2);
  const { teacher, courseId } = world;
  const titleOnly = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: "Title only" });
  const draftOnly = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: "Draft only" });
  await teacher.as.mutation(api.courses.lessonContent.saveDraft, {
    lessonId: draftOnly,
    body: "Not published yet.",
    videoId: null,
    attachmentIds: [],
  });
  return { ...world, titleOnly, draftOnly };
}

describe("completion means reading", () => {
  test("a title-only or unpublished lesson cannot be ticked; the list says which can", async () => {
    const t = newTest();
    const world = await mixedCourse(t);
    await expect(tick(world, world.titleOnly)).rejects.toThrow(NOT_COMPLETABLE);
    await expect(tick(world, world.draftOnly)).rejects.toThrow(NOT_COMPLETABLE);
    const lessons = await world.student.as.query(api.courses.lessons.list, { courseId: world.courseId });
    expect(lessons.map((lesson) => lesson.readable)).toEqual([true, true, false, false]);
    const page = await world.student.as.query(api.courses.lessonContent.view, {
      courseId: world.courseId,
      lessonId: world.titleOnly,
    });
    expect(page.completable).toBe(false);

    // Published, the draft-only lesson can be completed.
    await publishText(world.teacher.as, world.draftOnly, "Now it has text.");
    const progress = await tick(world, world.draftOnly);
    expect(progress).toMatchObject({ completedCount: 1, totalLessons: 3 });
  });

  test("progress, the roster and the certificate count only lessons that can be completed", async () => {
    const t = newTest();
    const world = await mixedCourse(t);
    await tick(world, world.lessonIds[0]);
    const progress = await tick(world, world.lessonIds[1]);
    expect(progress).toMatchObject({ completedCount: 2, totalLessons: 2, percent: 100, nextLessonId: null });
    expect(await rosterRow(world)).toMatchObject({ lessonsDone: 2, totalLessons: 2, percent: 100 });
    expect(
      await world.student.as.query(api.courses.certificates.forCourse, { courseId: world.courseId }),
    ).toMatchObject({ lessonsDone: 2, totalLessons: 2, earned: true });
    const [mine] = await world.student.as.query(api.courses.enrollments.myCourses, {});
    expect(mine.progress).toEqual({ completedCount: 2, totalLessons: 2, percent: 100 });
  });

  test("a lesson published again with nothing in it leaves every enrolment, and all counts agree", async () => {
    const t = newTest();
    const world = await courseWithStudent(t, 3);
    await tick(world, world.lessonIds[0]);
    await tick(world, world.lessonIds[1]);
    await publishText(world.teacher.as, world.lessonIds[1], "   ");

    const progress = await world.student.as.query(api.courses.enrollments.progress, { courseId: world.courseId });
    expect(progress).toMatchObject({ completedLessonIds: [world.lessonIds[0]], completedCount: 1, totalLessons: 2 });
    expect(await rosterRow(world)).toMatchObject({ lessonsDone: 1, totalLessons: 2 });
    expect(
      await world.student.as.query(api.courses.certificates.forCourse, { courseId: world.courseId }),
    ).toMatchObject({ lessonsDone: 1, totalLessons: 2, earned: false });
    await expect(tick(world, world.lessonIds[1])).rejects.toThrow(NOT_COMPLETABLE);
    // Un-ticking is always allowed (nothing to take back here: it changes nothing).
    await tick(world, world.lessonIds[1], false);

    // A removed lesson that could be completed leaves the count too.
    await world.teacher.as.mutation(api.courses.lessons.remove, { lessonId: world.lessonIds[2] });
    expect(await world.student.as.query(api.courses.enrollments.progress, { courseId: world.courseId })).toMatchObject({
      completedCount: 1,
      totalLessons: 1,
      percent: 100,
    });
    expect(await rosterRow(world)).toMatchObject({ lessonsDone: 1, totalLessons: 1 });
  });
});
