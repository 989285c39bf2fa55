import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { countRows, createCourse, MP4, plantFile, PNG, upload } from "./courseTests.setup";
import { newTest, seedUser } from "../test.setup";

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
    expect(
      videos.map(({ position, title, description, contentType }) => ({ position, title, description, contentType })),
    ).toEqual([
      { position: 1, title: "Video 1", description: "React Js Video 1", contentType: "video/mp4" },
      { position: 2, title: "Video 2", description: "React Js Video 2", contentType: "video/mp4" },
      { position: 3, title: "Video 3", description: "React Js Video 3", contentType: "video/mp4" },
    ]);
    for (const video of videos) expect(video.url).toMatch(/\/api\/storage\/.+/);
    const paths = await t.run(async (ctx) => (await ctx.db.query("files").collect()).map((f) => f.path));
    expect(paths).toHaveLength(3);
    expect(paths[0]).toMatch(/^CourseVideos\/React Js\/\d+_intro\.mp4$/);
    const events = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).filter((e) => e.type === "video_uploaded"),
    );
    expect(events).toHaveLength(3);
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
