import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { oldTerm, type World } from "./courseCopyTests.setup";
import { courseWithPeople } from "../assignments/assignmentsTests.setup";
import { shiftIsoDate } from "../shared/courseCopyRules";
import { LESSON_BODY_MAX } from "../shared/lessonRules";
import type { TestConvex } from "../test.setup";

async function copyOf(t: TestConvex, as: World["teacher"]["as"], courseId: Id<"courses">, shiftDays = 14) {
  const preview = await as.query(api.courses.courseCopy.preview, { courseId });
  const dates = preview.assignments.map((a) => ({
    assignmentId: a._id,
    assignedDate: shiftIsoDate(a.assignedDate, shiftDays),
    deadlineDate: shiftIsoDate(a.deadlineDate, shiftDays),
  }));
  const copyId = await as.mutation(api.courses.courseCopy.copy, { courseId, name: preview.suggestedName, dates });
  await t.finishAllScheduledFunctions(() => {});
  return { preview, copyId };
}

describe("copy to a new term", () => {
  test("the copy has the lessons, videos, assignments with new dates, rubric and quiz bank; no people or work", async () => {
    const world = await courseWithPeople();
    const { t, teacher, courseId } = world;
    const old = await oldTerm(world);

    const { preview, copyId } = await copyOf(t, teacher.as, courseId);
    expect(preview).toMatchObject({ suggestedName: "Rust for Everyone (copy)", quizQuestions: 1, rubrics: 1 });
    expect(copyId).not.toBe(courseId);

    const course = await teacher.as.query(api.courses.courses.get, { courseId: copyId });
    expect(course.name).toBe("Rust for Everyone (copy)");
    expect(course.instructorId).toBe(teacher.userId);

    const lessons = await teacher.as.query(api.courses.lessons.list, { courseId: copyId });
    expect(lessons.map((l) => l.title)).toEqual(["Ownership", "Borrowing"]);
    const videos = await teacher.as.query(api.courses.videos.list, { courseId: copyId });
    expect(videos.map((v) => v.title)).toEqual(["Welcome"]);
    // The copy's feed names the video as its teacher did: the event carries the name (issue #33).
    const feed = await teacher.as.query(api.notifications.activity.forCourse, {
      courseId: copyId,
      paginationOpts: { numItems: 20, cursor: null },
    });
    expect(feed.page.map((row) => row.message)).toContainEqual({
      key: "notify.activity.videoUploadedNamed",
      params: { title: "Welcome" },
    });

    const contents = await t.run(async (ctx) =>
      Promise.all(
        lessons.map(async (lesson) => {
          const row = await ctx.db
            .query("lessonContents")
            .withIndex("by_lesson", (q) => q.eq("lessonId", lesson._id))
            .unique();
          return row;
        }),
      ),
    );
    // The published lesson shows the copy's own video and the same (shared) attachment.
    expect(contents[0]?.published?.body).toBe("# Ownership");
    expect(contents[0]?.published?.videoId).toBe(videos[0]._id);
    expect(contents[0]?.published?.attachmentIds).toEqual([old.attachment]);
    // The unpublished draft stays a draft.
    expect(contents[1]?.draft.body).toBe("# Borrowing (draft)");
    expect(contents[1]?.published).toBeUndefined();

    const copied = await t.run(async (ctx) => ({
      assignments: await ctx.db
        .query("assignments")
        .withIndex("by_course", (q) => q.eq("courseId", copyId))
        .collect(),
      rubrics: await ctx.db
        .query("rubrics")
        .withIndex("by_course", (q) => q.eq("courseId", copyId))
        .collect(),
      submissions: await ctx.db
        .query("submissions")
        .withIndex("by_course_student", (q) => q.eq("courseId", copyId))
        .collect(),
      members: await ctx.db
        .query("courseMembers")
        .withIndex("by_course_enrolledAt", (q) => q.eq("courseId", copyId))
        .collect(),
      joinCodes: await ctx.db
        .query("joinCodes")
        .withIndex("by_course_revoked", (q) => q.eq("courseId", copyId))
        .collect(),
      questions: (await ctx.db.query("quizQuestions").collect()).filter((q) => q.courseId === copyId),
    }));
    expect(copied.assignments).toHaveLength(1);
    const [assignment] = copied.assignments;
    expect(assignment).toMatchObject({
      title: "Borrow checker essay",
      instructions: "Explain **borrowing**.",
      points: 5,
      assignedDate: shiftIsoDate(old.assignedDate, 14),
      deadlineDate: shiftIsoDate(old.deadlineDate, 14),
      rubricId: copied.rubrics[0]._id,
    });
    expect(copied.rubrics.map((r) => r.title)).toEqual(["Essay rubric"]);
    expect(copied.submissions).toEqual([]);
    expect(copied.members).toEqual([]);
    expect(copied.joinCodes).toEqual([]);
    expect(copied.questions.map((q) => q.question)).toEqual(["Who owns a value?"]);

    // Every change is an event: the copy wrote no projected row itself (the writers test guards
    // the code); the old course is unchanged.
    const oldLessons = await teacher.as.query(api.courses.lessons.list, { courseId });
    expect(oldLessons.map((l) => l._id)).toEqual([old.first, old.second]);
  });

  test("only the course's teacher and Admins copy; the Admin becomes the copy's teacher", async () => {
    const world = await courseWithPeople();
    const { t, courseId, otherTeacher, alice, admin } = world;
    const args = { courseId, name: "Another term", dates: [] };
    await expect(otherTeacher.as.mutation(api.courses.courseCopy.copy, args)).rejects.toThrow(/teacher or an admin/);
    await expect(alice.as.mutation(api.courses.courseCopy.copy, args)).rejects.toThrow(/Only teachers and admins/);
    await expect(otherTeacher.as.query(api.courses.courseCopy.preview, { courseId })).rejects.toThrow(
      /teacher or an admin/,
    );
    const copyId = await admin.as.mutation(api.courses.courseCopy.copy, args);
    const course = await t.run(async (ctx) => ctx.db.get("courses", copyId));
    expect(course?.instructorId).toBe(admin.userId);
  });

  test("bad names and dates are refused with the form's messages, and nothing is written", async () => {
    const world = await courseWithPeople();
    const { t, teacher, courseId } = world;
    const old = await oldTerm(world);
    const eventsBefore = await t.run(async (ctx) => (await ctx.db.query("events").collect()).length);
    const copy = (name: string, assignedDate: string, deadlineDate: string) =>
      teacher.as.mutation(api.courses.courseCopy.copy, {
        courseId,
        name,
        dates: [{ assignmentId: old.assignmentId, assignedDate, deadlineDate }],
      });
    await expect(copy("  ", old.assignedDate, old.deadlineDate)).rejects.toThrow(/Course name is required/);
    await expect(copy("x".repeat(121), old.assignedDate, old.deadlineDate)).rejects.toThrow(/Course name/);
    await expect(copy("Next term", "2020-01-01", "2020-01-08")).rejects.toThrow(
      /“Borrow checker essay”: That deadline has already passed/,
    );
    await expect(copy("Next term", old.deadlineDate, old.assignedDate)).rejects.toThrow(/cannot be before/);
    await expect(copy("Next term", "2026-02-30", old.deadlineDate)).rejects.toThrow(/yyyy-mm-dd/);
    const eventsAfter = await t.run(async (ctx) => (await ctx.db.query("events").collect()).length);
    expect(eventsAfter).toBe(eventsBefore);
  });

  test("a course of 50 long lessons copies in batches within the transaction limits", async () => {
    const world = await courseWithPeople();
    const { t, teacher, courseId } = world;
    const body = "x".repeat(LESSON_BODY_MAX);
    for (let i = 0; i < 50; i++) {
      const lessonId = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: `Lesson ${i + 1}` });
      await teacher.as.mutation(api.courses.lessonContent.saveDraft, {
        lessonId,
        body,
        videoId: null,
        attachmentIds: [],
      });
      await teacher.as.mutation(api.courses.lessonContent.publish, { lessonId });
    }
    const started = performance.now();
    const { copyId } = await copyOf(t, teacher.as, courseId);
    const elapsed = performance.now() - started;
    const published = await t.run(async (ctx) =>
      (await ctx.db.query("lessonContents").collect()).filter(
        (c) => c.courseId === copyId && c.published !== undefined,
      ),
    );
    expect(published).toHaveLength(50);
    // 50 × 100,000 characters do not fit one transaction's writes: the rest went in scheduled batches.
    const batches = await t.run(async (ctx) => (await ctx.db.system.query("_scheduled_functions").collect()).length);
    expect(batches).toBeGreaterThanOrEqual(2);
    // Budget, not a benchmark: convex-test runs in memory (the report has the real figure).
    expect(elapsed).toBeLessThan(20_000);
  });
});
