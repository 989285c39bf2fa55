import { expect, test } from "vitest";
import { api } from "../_generated/api";
import { createCourse } from "./courseTests.setup";
import { lessonWorld, plantVideo } from "./lessonTests.setup";
import { newTest, seedUser } from "../test.setup";

test("the video position is stored per student and lesson", async () => {
  const t = newTest();
  const w = await lessonWorld(t);
  const classmate = await seedUser(t, "student");
  await w.enrol(classmate);
  const at = (lesson: number) => ({ courseId: w.courseId, lessonId: w.lessonIds[lesson] });

  expect(await w.enrolled.as.query(api.courses.lessonPlayback.get, at(0))).toBeNull();
  await w.enrolled.as.mutation(api.courses.lessonPlayback.save, { ...at(0), videoId: w.videoId, seconds: 42.54 });
  expect(await w.enrolled.as.query(api.courses.lessonPlayback.get, at(0))).toEqual({
    videoId: w.videoId,
    seconds: 42.5,
  });
  // Another student, and another lesson, start from the beginning.
  expect(await classmate.as.query(api.courses.lessonPlayback.get, at(0))).toBeNull();
  expect(await w.enrolled.as.query(api.courses.lessonPlayback.get, at(1))).toBeNull();
  await classmate.as.mutation(api.courses.lessonPlayback.save, { ...at(0), videoId: w.videoId, seconds: 5 });
  expect(await w.enrolled.as.query(api.courses.lessonPlayback.get, at(0))).toEqual({
    videoId: w.videoId,
    seconds: 42.5,
  });

  // Less than a second further writes nothing; a real move does.
  expect(
    await w.enrolled.as.mutation(api.courses.lessonPlayback.save, { ...at(0), videoId: w.videoId, seconds: 43 }),
  ).toEqual({
    saved: false,
  });
  await w.enrolled.as.mutation(api.courses.lessonPlayback.save, { ...at(0), videoId: w.videoId, seconds: 80 });
  expect(await w.enrolled.as.query(api.courses.lessonPlayback.get, at(0))).toEqual({ videoId: w.videoId, seconds: 80 });
  const rows = await t.run(async (ctx) => await ctx.db.query("lessonPlayback").collect());
  expect(rows).toHaveLength(2);
});

test("positions that are not a time in one of the course's videos are refused", async () => {
  const t = newTest();
  const w = await lessonWorld(t);
  const at = { courseId: w.courseId, lessonId: w.lessonIds[0] };
  for (const seconds of [-1, Number.NaN, Number.POSITIVE_INFINITY, 90_000]) {
    await expect(
      w.enrolled.as.mutation(api.courses.lessonPlayback.save, { ...at, videoId: w.videoId, seconds }),
    ).rejects.toThrow(/not valid/);
  }
  const otherCourse = await createCourse(w.teacher.as, { name: "Another course" });
  const foreign = await plantVideo(t, otherCourse, w.teacher.userId);
  await expect(
    w.enrolled.as.mutation(api.courses.lessonPlayback.save, { ...at, videoId: foreign, seconds: 3 }),
  ).rejects.toThrow(/Video not found/);
  await expect(
    w.stranger.as.mutation(api.courses.lessonPlayback.save, { ...at, videoId: w.videoId, seconds: 3 }),
  ).rejects.toThrow(/Enrol in this course/);
  expect(await t.run(async (ctx) => await ctx.db.query("lessonPlayback").collect())).toEqual([]);
});
