import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { countRows, createCourse, MP4, plantFile, PNG, upload } from "./courseTests.setup";
import { TEXT_LIMITS } from "../shared/limits";
import { newTest, seedUser, type TestConvex } from "../test.setup";

describe("videos", () => {
  test("the course's teacher adds videos: numbered in order, filed under CourseVideos/{courseName}/", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as, { name: "React Js" });
    const student = await seedUser(t, "student");
    expect(await student.as.query(api.courses.videos.list, { courseId })).toEqual([]);

    for (const name of ["intro.mp4", "hooks.mp4", "state.mp4"]) {
      const fileId = await upload(t, teacher.as, MP4, "video/mp4", name, "courseVideo");
      await teacher.as.mutation(api.courses.videos.add, { courseId, fileId });
    }
    const videos = await student.as.query(api.courses.videos.list, { courseId });
    // Nobody renamed them: no name (the page calls each "Video N" in the reader's language, issue #33).
    expect(
      videos.map(({ position, title, courseName, contentType }) => ({ position, title, courseName, contentType })),
    ).toEqual([
      { position: 1, title: null, courseName: "React Js", contentType: "video/mp4" },
      { position: 2, title: null, courseName: "React Js", contentType: "video/mp4" },
      { position: 3, title: null, courseName: "React Js", contentType: "video/mp4" },
    ]);
    for (const video of videos) expect(video.url).toMatch(/\/api\/storage\/.+/);
    const paths = await t.run(async (ctx) => (await ctx.db.query("files").collect()).map((f) => f.path));
    expect(paths).toHaveLength(3);
    expect(paths[0]).toMatch(/^CourseVideos\/React Js\/\d+_intro\.mp4$/);
    const events = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).flatMap((e) =>
        e.type === "video_uploaded" ? [{ position: e.position, fileName: e.fileName, title: e.title }] : [],
      ),
    );
    // The event keeps what the name is made of, not English "Video 1: intro.mp4" (issue #33).
    expect(events).toEqual([
      { position: 1, fileName: "intro.mp4", title: undefined },
      { position: 2, fileName: "hooks.mp4", title: undefined },
      { position: 3, fileName: "state.mp4", title: undefined },
    ]);
  });

  test("an Admin may add a video to any course", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    const admin = await seedUser(t, "Admin");
    const fileId = await upload(t, admin.as, MP4, "video/mp4", "a.mp4", "courseVideo");
    await admin.as.mutation(api.courses.videos.add, { courseId, fileId });
    expect(await countRows(t, "videos")).toBe(1);
  });

  test("a student, a visitor and another teacher are refused", async () => {
    const t = newTest();
    const owner = await seedUser(t, "teacher");
    const courseId = await createCourse(owner.as);
    const student = await seedUser(t, "student");
    const other = await seedUser(t, "teacher");
    const studentFile = await plantFile(t, student.userId, "courseVideo");
    const otherFile = await upload(t, other.as, MP4, "video/mp4", "o.mp4", "courseVideo");
    await expect(student.as.mutation(api.courses.videos.add, { courseId, fileId: studentFile })).rejects.toThrow(
      /Only teachers and admins/,
    );
    await expect(t.mutation(api.courses.videos.add, { courseId, fileId: studentFile })).rejects.toThrow(/sign in/);
    await expect(other.as.mutation(api.courses.videos.add, { courseId, fileId: otherFile })).rejects.toThrow(
      "Only this course's teacher or an admin can change it.",
    );
    await expect(t.query(api.courses.videos.list, { courseId })).rejects.toThrow(/sign in/);
    expect(await countRows(t, "videos")).toBe(0);
  });

  test("the file must be the caller's own video upload, used once", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    const image = await upload(t, teacher.as, PNG, "image/png", "a.png", "courseImage");
    await expect(teacher.as.mutation(api.courses.videos.add, { courseId, fileId: image })).rejects.toThrow(
      /uploaded for something else/,
    );
    const admin = await seedUser(t, "Admin");
    const adminsVideo = await upload(t, admin.as, MP4, "video/mp4", "a.mp4", "courseVideo");
    await expect(teacher.as.mutation(api.courses.videos.add, { courseId, fileId: adminsVideo })).rejects.toThrow(
      /upload was not found/,
    );
    const mine = await upload(t, teacher.as, MP4, "video/mp4", "m.mp4", "courseVideo");
    await teacher.as.mutation(api.courses.videos.add, { courseId, fileId: mine });
    await expect(teacher.as.mutation(api.courses.videos.add, { courseId, fileId: mine })).rejects.toThrow(
      "That video was already added.",
    );
    expect(await countRows(t, "videos")).toBe(1);
  });

  test("a slash in the course name does not create extra folders", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as, { name: "C/C++ Basics" });
    const fileId = await upload(t, teacher.as, MP4, "video/mp4", "v.mp4", "courseVideo");
    await teacher.as.mutation(api.courses.videos.add, { courseId, fileId });
    const file = await t.run((ctx) => ctx.db.get("files", fileId));
    expect(file!.path).toMatch(/^CourseVideos\/C_C\+\+ Basics\/\d+_v\.mp4$/);
  });
});

/** A course with videos "a.mp4", "b.mp4", ... uploaded by its teacher, and a student. */
async function courseWithVideos(count: number) {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId = await createCourse(teacher.as, { name: "React Js" });
  const videoIds: Id<"videos">[] = [];
  for (let i = 0; i < count; i++) {
    const fileId = await upload(t, teacher.as, MP4, "video/mp4", `${"abcdef"[i]}.mp4`, "courseVideo");
    videoIds.push(await teacher.as.mutation(api.courses.videos.add, { courseId, fileId }));
  }
  const student = await seedUser(t, "student");
  const seen = async () =>
    (await student.as.query(api.courses.videos.list, { courseId })).map(({ _id, position, title }) => ({
      id: _id,
      position,
      title,
    }));
  return { t, teacher, courseId, videoIds, student, seen };
}

async function eventsOf(t: TestConvex, type: string) {
  return await t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((e) => e.type === type));
}

describe("renaming, reordering and deleting videos", () => {
  test("a rename shows to students at once, trimmed, with the course's name for the description", async () => {
    const { t, teacher, courseId, videoIds, student, seen } = await courseWithVideos(2);
    await teacher.as.mutation(api.courses.videos.rename, { videoId: videoIds[1], title: "  Hooks in depth " });
    expect((await seen()).map((video) => video.title)).toEqual([null, "Hooks in depth"]);
    const [, renamed] = await student.as.query(api.courses.videos.list, { courseId });
    expect(renamed).toMatchObject({ title: "Hooks in depth", courseName: "React Js" });
    // The event keeps the old name as the log's data: "Video N", in English.
    const [event] = await eventsOf(t, "video_renamed");
    expect(event).toMatchObject({ from: "Video 2", to: "Hooks in depth" });

    // The same name again is no change.
    await teacher.as.mutation(api.courses.videos.rename, { videoId: videoIds[1], title: "Hooks in depth" });
    expect(await eventsOf(t, "video_renamed")).toHaveLength(1);
  });

  test("a name is required and at most TEXT_LIMITS.videoTitle characters", async () => {
    const { teacher, videoIds, seen } = await courseWithVideos(1);
    const rename = (title: string) => teacher.as.mutation(api.courses.videos.rename, { videoId: videoIds[0], title });
    await expect(rename("   ")).rejects.toThrow("Video title is required.");
    await expect(rename("x".repeat(TEXT_LIMITS.videoTitle + 1))).rejects.toThrow(
      `Video title must be at most ${TEXT_LIMITS.videoTitle} characters.`,
    );
    await rename("x".repeat(TEXT_LIMITS.videoTitle));
    expect((await seen())[0].title).toHaveLength(TEXT_LIMITS.videoTitle);
  });

  test("moves keep positions 1..n; an unnamed video has no name but its new place", async () => {
    const { t, teacher, videoIds, seen } = await courseWithVideos(4);
    const [a, b, c, d] = videoIds;
    await teacher.as.mutation(api.courses.videos.rename, { videoId: a, title: "Intro" });
    await teacher.as.mutation(api.courses.videos.move, { videoId: d, to: 1 });
    expect(await seen()).toEqual([
      { id: d, position: 1, title: null },
      { id: a, position: 2, title: "Intro" },
      { id: b, position: 3, title: null },
      { id: c, position: 4, title: null },
    ]);
    await teacher.as.mutation(api.courses.videos.move, { videoId: a, to: "down" });
    await teacher.as.mutation(api.courses.videos.move, { videoId: d, to: 99 });
    expect((await seen()).map((video) => video.id)).toEqual([b, a, c, d]);
    expect((await seen()).map((video) => video.position)).toEqual([1, 2, 3, 4]);

    // The first up and the last down change nothing.
    const moves = (await eventsOf(t, "video_moved")).length;
    await teacher.as.mutation(api.courses.videos.move, { videoId: b, to: "up" });
    await teacher.as.mutation(api.courses.videos.move, { videoId: d, to: "down" });
    expect(await eventsOf(t, "video_moved")).toHaveLength(moves);
    await expect(teacher.as.mutation(api.courses.videos.move, { videoId: b, to: 1.5 })).rejects.toThrow(
      "The new position must be a whole number.",
    );
  });

  test("a delete closes the gap; the next upload comes last", async () => {
    const { t, teacher, courseId, videoIds, seen } = await courseWithVideos(3);
    await teacher.as.mutation(api.courses.videos.remove, { videoId: videoIds[0] });
    expect(await seen()).toEqual([
      { id: videoIds[1], position: 1, title: null },
      { id: videoIds[2], position: 2, title: null },
    ]);
    const fileId = await upload(t, teacher.as, MP4, "video/mp4", "z.mp4", "courseVideo");
    const added = await teacher.as.mutation(api.courses.videos.add, { courseId, fileId });
    expect((await seen()).map((video) => video.position)).toEqual([1, 2, 3]);
    expect((await seen())[2].id).toBe(added);
    await expect(teacher.as.mutation(api.courses.videos.rename, { videoId: videoIds[0], title: "x" })).rejects.toThrow(
      "That video was not found.",
    );
  });

  test("a video a lesson shows is not deleted: the refusal counts the lessons; managers see where it is used", async () => {
    const { t, teacher, courseId, videoIds, student } = await courseWithVideos(2);
    const [video, other] = videoIds;
    const lesson = async (title: string) => await teacher.as.mutation(api.courses.lessons.add, { courseId, title });
    const intro = await lesson("Intro");
    const loops = await lesson("Loops");
    const save = (lessonId: Id<"lessons">, videoId: Id<"videos"> | null) =>
      teacher.as.mutation(api.courses.lessonContent.saveDraft, { lessonId, body: "", videoId, attachmentIds: [] });
    // Loops shows it published; Intro only in its draft.
    await save(loops, video);
    await teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: loops });
    await save(intro, video);

    const usedBy = async (as: typeof teacher.as) =>
      (await as.query(api.courses.videos.list, { courseId })).map((v) => v.usedBy.map((l) => l.title));
    expect(await usedBy(teacher.as)).toEqual([["Intro", "Loops"], []]);
    expect(await usedBy(student.as)).toEqual([[], []]);
    // The refusal names no lessons: no list joined in English (issue #33); the page names them.
    const refusal = await teacher.as.mutation(api.courses.videos.remove, { videoId: video }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      data: {
        code: "CONFLICT",
        key: "server.courses.videoInUse",
        params: { count: 2 },
        message: "Used by 2 lessons: remove it there first.",
      },
    });

    // The draft drops it; the published version still shows it.
    await save(intro, other);
    await save(loops, null);
    expect(await usedBy(teacher.as)).toEqual([["Loops"], ["Intro"]]);
    await expect(teacher.as.mutation(api.courses.videos.remove, { videoId: video })).rejects.toThrow(
      "Used by a lesson: remove it there first.",
    );
    await teacher.as.mutation(api.courses.lessonContent.publish, { lessonId: loops });
    await teacher.as.mutation(api.courses.videos.remove, { videoId: video });
    expect((await student.as.query(api.courses.videos.list, { courseId })).map((v) => v._id)).toEqual([other]);
    expect(await eventsOf(t, "video_removed")).toHaveLength(1);
  });

  test("a lesson shows its video under the video's new name", async () => {
    const { teacher, courseId, videoIds } = await courseWithVideos(1);
    const lessonId = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: "Intro" });
    await teacher.as.mutation(api.courses.lessonContent.saveDraft, {
      lessonId,
      body: "",
      videoId: videoIds[0],
      attachmentIds: [],
    });
    await teacher.as.mutation(api.courses.lessonContent.publish, { lessonId });
    await teacher.as.mutation(api.courses.videos.rename, { videoId: videoIds[0], title: "Welcome" });
    const page = await teacher.as.query(api.courses.lessonContent.view, { courseId, lessonId });
    expect(page.content?.video?.title).toBe("Welcome");
  });

  test("only the course's teacher and Admins rename, move and delete", async () => {
    const { t, videoIds, student, seen } = await courseWithVideos(2);
    const other = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");
    const videoId = videoIds[0];
    for (const as of [student.as, other.as]) {
      await expect(as.mutation(api.courses.videos.rename, { videoId, title: "Mine" })).rejects.toThrow();
      await expect(as.mutation(api.courses.videos.move, { videoId, to: "down" })).rejects.toThrow();
      await expect(as.mutation(api.courses.videos.remove, { videoId })).rejects.toThrow();
    }
    await admin.as.mutation(api.courses.videos.rename, { videoId, title: "By the Admin" });
    await admin.as.mutation(api.courses.videos.move, { videoId, to: "down" });
    expect((await seen()).map((video) => video.title)).toEqual([null, "By the Admin"]);
    await admin.as.mutation(api.courses.videos.remove, { videoId });
    expect(await seen()).toHaveLength(1);
  });
});
