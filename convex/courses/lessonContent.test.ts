import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { createCourse, publishText } from "./courseTests.setup";
import { lessonWorld, plantLessonFile, plantVideo, type LessonWorld } from "./lessonTests.setup";
import { LESSON_BODY_MAX } from "../shared/lessonRules";
import { newTest } from "../test.setup";

const draft = (w: LessonWorld, body: string, extra: { videoId?: LessonWorld["videoId"] | null } = {}) => ({
  lessonId: w.lessonIds[0],
  body,
  videoId: extra.videoId ?? null,
  attachmentIds: [],
});
const page = (w: LessonWorld, index = 0) => ({ courseId: w.courseId, lessonId: w.lessonIds[index] });

describe("drafts and published content", () => {
  test("students see only the last published version; the teacher sees the draft waiting", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "# First draft", { videoId: w.videoId }));

    const before = await w.enrolled.as.query(api.courses.lessonContent.view, page(w));
    expect(before.content).toBeNull();
    expect(before.draftPending).toBe(false);
    expect(JSON.stringify(before)).not.toContain("First draft");
    const teacherView = await w.teacher.as.query(api.courses.lessonContent.view, page(w));
    expect(teacherView).toMatchObject({ content: null, draftPending: true, canManage: true });
    expect((await w.teacher.as.query(api.courses.lessonContent.editor, page(w))).draft.body).toBe("# First draft");

    await w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] });
    const published = await w.enrolled.as.query(api.courses.lessonContent.view, page(w));
    expect(published.content?.body).toBe("# First draft");
    // Nobody renamed it: no name, its place (the page calls it "Video 1" in the reader's language).
    expect(published.content?.video).toMatchObject({ _id: w.videoId, title: null, position: 1 });

    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "Second draft"));
    const still = await w.enrolled.as.query(api.courses.lessonContent.view, page(w));
    expect(still.content?.body).toBe("# First draft");
    expect(JSON.stringify(still)).not.toContain("Second draft");
    expect((await w.admin.as.query(api.courses.lessonContent.view, page(w))).draftPending).toBe(true);

    await w.admin.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] });
    expect((await w.enrolled.as.query(api.courses.lessonContent.view, page(w))).content).toMatchObject({
      body: "Second draft",
      video: null,
    });
  });

  test("publishing records lesson_published in the same mutation, once per change", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    const published = async () =>
      await t.run(async (ctx) =>
        (
          await ctx.db
            .query("events")
            .withIndex("by_type", (q) => q.eq("type", "lesson_published"))
            .collect()
        ).flatMap((e) =>
          e.type === "lesson_published"
            ? [{ actorId: e.actorId, courseKey: e.courseKey, lessonTitle: e.lessonTitle, content: e.content }]
            : [],
        ),
      );
    await expect(
      w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] }),
    ).rejects.toThrow(/Save the lesson before publishing it/);
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "Text"));
    expect(await published()).toEqual([]);
    expect(await w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] })).toEqual({
      published: true,
    });
    expect(await w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] })).toEqual({
      published: false,
    });
    const courseKey = await t.run(async (ctx) => (await ctx.db.get("courses", w.courseId))?.key);
    expect(await published()).toEqual([
      {
        actorId: w.teacher.userId,
        courseKey,
        lessonTitle: "Ownership",
        content: { body: "Text", attachmentIds: [] },
      },
    ]);
  });

  test("discarding a draft brings back the published version", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "Published"));
    await expect(
      w.teacher.as.mutation(api.courses.lessonContent.discardDraft, { lessonId: w.lessonIds[0] }),
    ).rejects.toThrow(/no published version/);
    await w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] });
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "Oops"));
    await w.teacher.as.mutation(api.courses.lessonContent.discardDraft, { lessonId: w.lessonIds[0] });
    const editor = await w.teacher.as.query(api.courses.lessonContent.editor, page(w));
    expect(editor).toMatchObject({ draft: { body: "Published" }, draftPending: false });
  });
});

describe("who may read and who may edit", () => {
  test("a student who is not enrolled is refused the lesson, its position and the editor", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "Secret"));
    await w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] });
    for (const caller of [w.stranger, w.otherTeacher]) {
      await expect(caller.as.query(api.courses.lessonContent.view, page(w))).rejects.toThrow(/Enrol in this course/);
      await expect(caller.as.query(api.courses.lessonPlayback.get, page(w))).rejects.toThrow(/Enrol in this course/);
    }
    await w.enrol(w.stranger);
    expect((await w.stranger.as.query(api.courses.lessonContent.view, page(w))).content?.body).toBe("Secret");
  });

  test("only the course's teacher and Admins edit; enrolled students and other teachers are refused", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    for (const caller of [w.enrolled, w.otherTeacher]) {
      await expect(caller.as.query(api.courses.lessonContent.editor, page(w))).rejects.toThrow(
        /Only this course's teacher/,
      );
      await expect(caller.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "Hacked"))).rejects.toThrow();
      await expect(
        caller.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] }),
      ).rejects.toThrow();
    }
    expect((await w.teacher.as.query(api.courses.lessonContent.view, page(w))).content).toBeNull();
    await w.admin.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "By the Admin"));
    expect((await w.teacher.as.query(api.courses.lessonContent.editor, page(w))).draft.body).toBe("By the Admin");
  });

  test("a lesson of another course, or a malformed id, is not found", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    const otherCourse = await createCourse(w.teacher.as, { name: "Another course" });
    await expect(
      w.teacher.as.query(api.courses.lessonContent.view, { courseId: otherCourse, lessonId: w.lessonIds[0] }),
    ).rejects.toThrow(/Lesson not found/);
    await expect(
      w.enrolled.as.query(api.courses.lessonContent.view, { courseId: w.courseId, lessonId: "nope" }),
    ).rejects.toThrow(/Lesson not found/);
  });
});

describe("what a draft may hold", () => {
  test(`text over ${LESSON_BODY_MAX} characters is refused with its length, and nothing is saved`, async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "x".repeat(LESSON_BODY_MAX)));
    await expect(
      w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "y".repeat(LESSON_BODY_MAX + 1))),
    ).rejects.toThrow("Lesson text must be at most 50,000 characters (it has 50,001).");
    expect((await w.teacher.as.query(api.courses.lessonContent.editor, page(w))).draft.body).toHaveLength(
      LESSON_BODY_MAX,
    );
  });

  test("the video must be one of the course's own", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    const otherCourse = await createCourse(w.teacher.as, { name: "Another course" });
    const foreign = await plantVideo(t, otherCourse, w.teacher.userId);
    await expect(
      w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "", { videoId: foreign })),
    ).rejects.toThrow(/Choose one of this course's videos/);
  });

  test("attachments: the editor's own lesson files, files already on the lesson, at most 10", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    const notes = await plantLessonFile(t, w.teacher.userId, "lessonAttachment", "notes.pdf");
    const withFile = { ...draft(w, "See the notes."), attachmentIds: [notes] };
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, withFile);
    await w.teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: w.lessonIds[0] });
    const seen = await w.enrolled.as.query(api.courses.lessonContent.view, page(w));
    expect(seen.content?.attachments).toMatchObject([
      { _id: notes, name: "notes.pdf", contentType: "application/pdf" },
    ]);
    expect(seen.content?.attachments[0].url).toMatch(/^https?:\/\//);

    // The Admin keeps the teacher's file and may not add a file they do not own.
    await w.admin.as.mutation(api.courses.lessonContent.saveDraft, { ...withFile, body: "Edited by the Admin" });
    const studentsFile = await plantLessonFile(t, w.enrolled.userId, "submission", "essay.pdf");
    await expect(
      w.admin.as.mutation(api.courses.lessonContent.saveDraft, { ...withFile, attachmentIds: [notes, studentsFile] }),
    ).rejects.toThrow(/That upload was not found/);
    const videoFile = await plantLessonFile(t, w.teacher.userId, "courseVideo", "clip.webm");
    await expect(
      w.teacher.as.mutation(api.courses.lessonContent.saveDraft, { ...withFile, attachmentIds: [videoFile] }),
    ).rejects.toThrow(/uploaded for something else/);

    const many = [];
    for (let i = 0; i < 11; i++) many.push(await plantLessonFile(t, w.teacher.userId, "lessonAttachment", `f${i}.pdf`));
    await expect(
      w.teacher.as.mutation(api.courses.lessonContent.saveDraft, { ...withFile, attachmentIds: many }),
    ).rejects.toThrow(/at most 10 attachments/);
  });
});

describe("the lesson page", () => {
  test("numbers the lesson, names its neighbours and follows Mark complete", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    const middle = await w.enrolled.as.query(api.courses.lessonContent.view, page(w, 1));
    expect(middle).toMatchObject({
      lesson: { title: "Borrowing", number: 2, total: 3 },
      previous: { _id: w.lessonIds[0], title: "Ownership" },
      next: { _id: w.lessonIds[2], title: "Lifetimes" },
      completed: false,
      enrolled: true,
      canManage: false,
    });
    expect((await w.enrolled.as.query(api.courses.lessonContent.view, page(w, 0))).previous).toBeNull();
    expect((await w.enrolled.as.query(api.courses.lessonContent.view, page(w, 2))).next).toBeNull();

    await publishText(w.teacher.as, w.lessonIds[1]);
    expect((await w.enrolled.as.query(api.courses.lessonContent.view, page(w, 1))).completable).toBe(true);
    await w.enrolled.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId: w.courseId,
      lessonId: w.lessonIds[1],
      complete: true,
    });
    expect((await w.enrolled.as.query(api.courses.lessonContent.view, page(w, 1))).completed).toBe(true);
    expect((await w.enrolled.as.query(api.courses.enrollments.progress, { courseId: w.courseId })).completedCount).toBe(
      1,
    );
  });

  test("removing a lesson removes its content", async () => {
    const t = newTest();
    const w = await lessonWorld(t);
    await w.teacher.as.mutation(api.courses.lessonContent.saveDraft, draft(w, "Gone soon"));
    await w.teacher.as.mutation(api.courses.lessons.remove, { lessonId: w.lessonIds[0] });
    expect(await t.run(async (ctx) => await ctx.db.query("lessonContents").collect())).toEqual([]);
  });
});
