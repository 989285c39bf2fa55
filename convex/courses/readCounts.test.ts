/**
 * How many documents the catalogue and the course page read. The public functions are thin
 * wrappers over the model functions called here (plus one read of the caller's users row by the
 * auth wrapper), so these figures are theirs. A Proxy around ctx.db counts every document a
 * database call returns (get, first, unique, take, collect, paginate).
 */
import { expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { courseIn } from "./courseTests.setup";
import { videoIn } from "./lessonTests.setup";
import { getCourseView, listCourseCards } from "./model/courses";
import { courseLessons } from "./model/lessons";
import { requireUser } from "../accounts/model/users";
import { listVideos } from "./model/videos";
import { figureSize, figureTimeout } from "../figures.setup";
import { identityFor, newTest, seedUser } from "../test.setup";
import { measureReads } from "../readCounting.setup";

/** Courses in the catalogue: the suite's, and bench:reads' size. */
const CATALOGUE = figureSize(100, 1000);

test(
  `catalogue: the first page reads one document per card, ${CATALOGUE} courses`,
  { timeout: figureTimeout(120_000) },
  async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    await t.run(async (ctx) => {
      for (let i = 0; i < CATALOGUE; i++) {
        const category = i % 2 === 0 ? "Programming" : "Design";
        await courseIn(ctx, teacher.userId, {
          name: `Course ${i}`,
          description: "A course. ".repeat(20),
          durationHours: 10,
          instructorName: "Tess",
          category,
        });
      }
    });
    const pageSize = 12;
    const paginationOpts = { numItems: pageSize, cursor: null };
    const as = t.withIdentity(identityFor(teacher.userId));
    // One paginate per function execution (a Convex limit), so one run per measurement.
    const browse = await as.run((ctx) =>
      measureReads(ctx, async (c) => {
        await requireUser(c);
        return (await listCourseCards(c, undefined, paginationOpts)).page.length;
      }),
    );
    const search = await as.run((ctx) =>
      measureReads(ctx, async (c) => {
        await requireUser(c);
        return (await listCourseCards(c, "design", paginationOpts)).page.length;
      }),
    );
    const figures = {
      browse: browse.reads,
      browseCards: browse.result,
      search: search.reads,
      searchCards: search.result,
    };
    console.log(
      `[reads] catalogue first page (${pageSize} cards) of ${CATALOGUE.toLocaleString("en")} courses: ${figures.browse} documents; ` +
        `with search "design": ${figures.search} documents`,
    );
    expect(figures.browseCards).toBe(pageSize);
    expect(figures.searchCards).toBe(pageSize);
    // 1 users row (the wrapper) + 12 courses; at most one extra for a look-ahead.
    expect(figures.browse).toBeLessThanOrEqual(pageSize + 2);
    expect(figures.search).toBeLessThanOrEqual(pageSize + 2);

    // The public query returns the same page.
    const page = await as.query(api.courses.courses.list, { paginationOpts });
    expect(page.page).toHaveLength(pageSize);
  },
);

test("course page: course + lessons + 100 videos", async () => {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId: Id<"courses"> = await teacher.as.mutation(api.courses.courses.create, {
    name: "React Js",
    description: "Components and hooks.",
    durationHours: 30,
    instructorName: "Tess",
    category: "Web Development",
  });
  await t.run(async (ctx) => {
    for (let position = 1; position <= 100; position++) {
      const storageId = await ctx.storage.store(new Blob([new Uint8Array(16)], { type: "video/mp4" }));
      const fileId = await ctx.db.insert("files", {
        provider: "convex",
        storageId,
        path: `CourseVideos/React Js/${position}_v.mp4`,
        name: "v.mp4",
        size: 16,
        contentType: "video/mp4",
        purpose: "courseVideo",
        ownerId: teacher.userId,
      });
      await videoIn(ctx, courseId, teacher.userId, fileId);
    }
  });
  const student = await seedUser(t, "student");
  const figures = await t.withIdentity(identityFor(student.userId)).run(async (ctx) => {
    const get = await measureReads(ctx, async (c) => getCourseView(c, await requireUser(c), courseId));
    const lessons = await measureReads(ctx, async (c) => {
      await requireUser(c);
      const course = (await c.db.get("courses", courseId))!;
      return await courseLessons(c, course._id);
    });
    const videos = await measureReads(ctx, async (c) => {
      await requireUser(c);
      const course = (await c.db.get("courses", courseId))!;
      // As a student sees it (no lesson uses: those are for the course's managers).
      return await listVideos(c, course, false);
    });
    return {
      get: get.reads,
      lessons: lessons.reads,
      lessonCount: lessons.result.length,
      videos: videos.reads,
      videoCount: videos.result.length,
    };
  });
  const total = figures.get + figures.lessons + figures.videos;
  console.log(
    `[reads] course page with ${figures.lessonCount} lessons and ${figures.videoCount} videos: ` +
      `courses.get ${figures.get} + lessons.list ${figures.lessons} + videos.list ${figures.videos} = ${total} documents`,
  );
  expect(figures.videoCount).toBe(100);
  // "caller" is two reads: the session (ADR 0019, refused once signed out) and the users row; each
  // budget leaves 2 to spare.
  expect(figures.get).toBeLessThanOrEqual(4 + 2); // caller, course, instructor
  expect(figures.lessons).toBeLessThanOrEqual(3 + 20 + 2); // caller, course, 20 lessons
  expect(figures.videos).toBeLessThanOrEqual(3 + 2 * 100 + 2); // caller, course, each video and its file
  expect(await student.as.query(api.courses.videos.list, { courseId })).toHaveLength(100);
});
