/**
 * Documents a lesson page reads (docs/lessons.md): lessonContent.view plus lessonPlayback.get,
 * measured on their model functions (the auth wrapper's reads of the caller's users row and session included).
 * The figure does not grow with the number of lessons in the course.
 */
import { expect, test } from "vitest";
import { api } from "./_generated/api";
import { lessonWorld, plantLessonFile } from "./lessonTests.setup";
import { lessonPage, requireLessonReader } from "./model/lessonContent";
import { requireUser } from "./model/users";
import { measureReads } from "./readCounting.setup";
import { newTest } from "./test.setup";

async function pageReads({ w }: Awaited<ReturnType<typeof setup>>, lessonIndex: number) {
  const courseId: string = w.courseId;
  const lessonId: string = w.lessonIds[lessonIndex];
  const view = await w.enrolled.as.run((ctx) =>
    measureReads(ctx, async (c) =>
      lessonPage(c, await requireLessonReader(c, await requireUser(c), courseId, lessonId)),
    ),
  );
  // What lessonPlayback.get does.
  const playback = await w.enrolled.as.run((ctx) =>
    measureReads(ctx, async (c) => {
      const user = await requireUser(c);
      const { lesson } = await requireLessonReader(c, user, courseId, lessonId);
      return await c.db
        .query("lessonPlayback")
        .withIndex("by_user_lesson", (q) => q.eq("userId", user._id).eq("lessonId", lesson._id))
        .unique();
    }),
  );
  return { view: view.reads, playback: playback.reads, result: view.result };
}

async function setup(extraLessons: number) {
  const t = newTest();
  const w = await lessonWorld(t);
  for (let i = 0; i < extraLessons; i++) {
    w.lessonIds.push(await w.teacher.as.mutation(api.lessons.add, { courseId: w.courseId, title: `Extra ${i}` }));
  }
  const files = [];
  for (const name of ["a.pdf", "b.pdf", "c.pdf"])
    files.push(await plantLessonFile(t, w.teacher.userId, "lessonAttachment", name));
  await w.teacher.as.mutation(api.lessonContent.saveDraft, {
    lessonId: w.lessonIds[1],
    body: "# Text\n\n".repeat(100),
    videoId: w.videoId,
    attachmentIds: files,
  });
  await w.teacher.as.mutation(api.lessonContent.publish, { lessonId: w.lessonIds[1] });
  return { t, w };
}

// Seeding 150 lessons takes longer than vitest's 5 s.
test(
  "a lesson page with a video and 3 attachments reads a fixed number of documents",
  { timeout: 60_000 },
  async () => {
    const small = await pageReads(await setup(0), 1);
    const large = await pageReads(await setup(150), 1);
    console.log(
      `[reads] lesson page (video, 3 attachments): lessonContent.view ${small.view} documents, ` +
        `lessonPlayback.get ${small.playback}; in a course of 153 lessons: ${large.view} and ${large.playback}`,
    );
    expect(small.result.content?.attachments).toHaveLength(3);
    expect(large.result.lesson.total).toBe(153);
    // users, session, course, lesson, enrolment; previous, next, last; content; video and its file; 3 files.
    expect(small.view).toBeLessThanOrEqual(14);
    expect(large.view).toBe(small.view);
    expect(small.playback).toBeLessThanOrEqual(5);
  },
);
