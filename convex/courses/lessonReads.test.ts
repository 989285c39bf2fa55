/**
 * Documents a lesson page reads (docs/lessons.md): lessonContent.view plus lessonPlayback.get,
 * measured on their model functions (the auth wrapper's reads of the caller's session, and users
 * row where it reads one, included).
 * The figure does not grow with the number of lessons in the course.
 */
import { expect, test } from "vitest";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { api } from "../_generated/api";
import { lessonWorld, plantLessonFile } from "./lessonTests.setup";
import { lessonPage, requireLessonListener, requireLessonReader } from "./model/lessonContent";
import { videoByKey } from "./model/videos";
import { requireLiveUserId, requireUser } from "../accounts/model/users";
import { figureSize, figureTimeout } from "../figures.setup";
import { measureReads } from "../readCounting.setup";
import { newTest } from "../test.setup";

async function pageReads({ w }: Awaited<ReturnType<typeof setup>>, lessonIndex: number) {
  const courseId: string = w.courseId;
  const lessonId: string = w.lessonIds[lessonIndex];
  const view = await w.enrolled.as.run((ctx) =>
    measureReads(ctx, async (c) =>
      lessonPage(c, await requireLessonReader(c, await requireUser(c), courseId, lessonId)),
    ),
  );
  // What lessonPlayback.get does: the session and the member row (ADR 0035, 0036), not the users
  // row; then the position and its video.
  const playback = await w.enrolled.as.run((ctx) =>
    measureReads(ctx, async (c) => {
      const userId = await requireLiveUserId(c);
      const lesson = await requireLessonListener(c, userId, courseId, lessonId);
      const row = await c.db
        .query("lessonPlayback")
        .withIndex("by_user_lesson", (q) => q.eq("userId", userId).eq("lessonKey", lesson.key))
        .unique();
      return row === null ? null : await videoByKey(c, row.videoKey);
    }),
  );
  return { view: view.reads, playback: playback.reads, result: view.result };
}

async function setup(extraLessons: number) {
  const t = newTest();
  const w = await lessonWorld(t);
  for (let i = 0; i < extraLessons; i++) {
    w.lessonIds.push(
      await w.teacher.as.mutation(api.courses.lessons.add, { courseId: w.courseId, title: `Extra ${i}` }),
    );
  }
  const files = [];
  for (const name of ["a.pdf", "b.pdf", "c.pdf"])
    files.push(await plantLessonFile(t, w.teacher.userId, "lessonAttachment", name));
  await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, {
    lessonId: w.lessonIds[1],
    body: "# Text\n\n".repeat(100),
    videoId: w.videoId,
    attachmentIds: files,
  });
  await w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[1] });
  return { t, w };
}

/** Extra lessons in the large course: the suite's (3x the small course's) and bench:reads' size. */
const EXTRA_LESSONS = figureSize(6, 150);

test(
  "a lesson page with a video and 3 attachments reads a fixed number of documents",
  { timeout: figureTimeout(60_000) },
  async () => {
    const small = await pageReads(await setup(0), 1);
    const large = await pageReads(await setup(EXTRA_LESSONS), 1);
    console.log(
      `[reads] lesson page (video, 3 attachments): lessonContent.view ${small.view} documents, ` +
        `lessonPlayback.get ${small.playback}; in a course of ${3 + EXTRA_LESSONS} lessons: ${large.view} and ${large.playback}`,
    );
    expect(small.result.content?.attachments).toHaveLength(3);
    expect(large.result.lesson.total).toBe(3 + EXTRA_LESSONS);
    // users, session, course, lesson, enrolment; previous, next, last; content; video and its file; 3 files.
    expect(small.view).toBeLessThanOrEqual(14);
    expect(large.view).toBeLessThanOrEqual(small.view);
    // session, lesson, member row (no course, users row or enrolment; no position saved yet), and 1 to spare.
    expect(small.playback).toBeLessThanOrEqual(3 + 1);
  },
);

test("a video position save reads the member row, not the users row, course and enrolment", async () => {
  const { w } = await setup(0);
  const courseId: string = w.courseId;
  const lessonId: string = w.lessonIds[1];
  await w.enrolled.as.mutation(api.courses.lessonPlayback.save, { courseId, lessonId, videoId: w.videoId, seconds: 5 });
  // save after the check: the video and the caller's position row.
  const rest = async (c: MutationCtx, userId: Id<"users">, lessonKey: string) => {
    await c.db.get("videos", w.videoId);
    await c.db
      .query("lessonPlayback")
      .withIndex("by_user_lesson", (q) => q.eq("userId", userId).eq("lessonKey", lessonKey))
      .unique();
  };
  const before = await w.enrolled.as.run((ctx) =>
    measureReads(ctx, async (c) => {
      const user = await requireUser(c);
      const { lesson } = await requireLessonReader(c, user, courseId, lessonId);
      await rest(c, user._id, lesson.key);
    }),
  );
  const after = await w.enrolled.as.run((ctx) =>
    measureReads(ctx, async (c) => {
      const userId = await requireLiveUserId(c);
      const lesson = await requireLessonListener(c, userId, courseId, lessonId);
      await rest(c, userId, lesson.key);
    }),
  );
  console.log(
    `[bytes] lessonPlayback.save ${before.bytes} → ${after.bytes} (${before.reads} → ${after.reads} documents)`,
  );
  // session, lesson, member row, video, position, and 1 to spare (the users row, course and
  // enrolment would be 3 more).
  expect(after.reads).toBeLessThanOrEqual(5 + 1);
  expect(after.bytes).toBeLessThan(before.bytes * 0.6);
});
