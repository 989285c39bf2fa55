import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import {
  courseWithPeople,
  DEADLINE_AT,
  eventsOf,
  POSTED_AT,
  postAssignment,
  uploadPdf,
  ZONE,
} from "../assignments/assignmentsTests.setup";
import { enrolledCountOf } from "./model/teaching";
import { REMOVAL_REASON_REQUIRED } from "../shared/classRosterRules";
import { ENROLMENT } from "./certificatesTests.setup";
import { addReadableLesson } from "./courseTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

type People = Awaited<ReturnType<typeof courseWithPeople>>;
type Client = People["teacher"]["as"];
const ALL = { sort: "name", order: "asc", filter: "all", search: "" } as const;

async function rosterOf(as: Client, courseId: Id<"courses">, query: Partial<typeof ALL> | object = {}) {
  const page = await as.query(api.courses.roster.page, {
    courseId,
    ...ALL,
    ...query,
    paginationOpts: { numItems: 25, cursor: null },
  });
  return page.page;
}

async function withLessons(people: People, count: number) {
  const lessonIds: Id<"lessons">[] = [];
  for (let i = 0; i < count; i += 1) {
    lessonIds.push(await addReadableLesson(people.teacher.as, people.courseId, `L${i + 1}`));
  }
  return lessonIds;
}

describe("the class roster", () => {
  test("each student's progress, late work, grade and missing work follow their events", async () => {
    const people = await courseWithPeople();
    const { t, teacher, courseId, alice, bob } = people;
    const lessonIds = await withLessons(people, 4);
    const assignmentId = await postAssignment(t, teacher.as, courseId, { points: 50 });
    expect(await rosterOf(teacher.as, courseId)).toMatchObject([
      { name: "Alice", lessonsDone: 0, totalLessons: 4, percent: 0, gradeAverage: null, lateCount: 0, missingCount: 0 },
      { name: "Bob", lessonsDone: 0 },
    ]);

    vi.setSystemTime(POSTED_AT + 60_000);
    for (const lessonId of lessonIds.slice(0, 3)) {
      await alice.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete: true });
    }
    vi.setSystemTime(DEADLINE_AT + 1);
    await alice.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: await uploadPdf(t, alice.as, "submission"),
    });
    await teacher.as.mutation(api.assignments.submissions.grade, {
      assignmentId,
      studentId: alice.userId,
      grade: 40,
      feedback: "Good",
    });

    const [a, b] = await rosterOf(teacher.as, courseId);
    expect(a).toMatchObject({ name: "Alice", lessonsDone: 3, percent: 75, gradeAverage: 80, lateCount: 1 });
    expect(a.missingCount).toBe(0);
    expect(Math.floor(a.lastActivityAt)).toBe(DEADLINE_AT + 1);
    // Bob handed nothing in and the deadline has passed: missing, worked out on read.
    expect(b).toMatchObject({ name: "Bob", lessonsDone: 0, lateCount: 0, missingCount: 1 });

    // Sorts and filters through their indexes.
    expect((await rosterOf(teacher.as, courseId, { sort: "progress", order: "desc" })).map((r) => r.name)).toEqual([
      "Alice",
      "Bob",
    ]);
    expect((await rosterOf(teacher.as, courseId, { filter: "not_started" })).map((r) => r.name)).toEqual(["Bob"]);
    expect((await rosterOf(teacher.as, courseId, { filter: "behind" })).map((r) => r.name)).toEqual(["Bob"]);
    expect((await rosterOf(teacher.as, courseId, { filter: "late" })).map((r) => r.name)).toEqual(["Alice"]);
    expect((await rosterOf(teacher.as, courseId, { search: "bob" })).map((r) => r.name)).toEqual(["Bob"]);

    // One student's work: the lessons done, and each assignment's status.
    const work = await teacher.as.query(api.courses.roster.student, { courseId, userId: bob.userId });
    expect(work?.lessons.filter((l) => l.done)).toEqual([]);
    expect(work?.assignments).toMatchObject([{ _id: assignmentId, status: "missing", grade: null }]);

    // An extension past now: no longer missing.
    await teacher.as.mutation(api.assignments.submissions.grantExtension, {
      assignmentId,
      studentId: bob.userId,
      deadlineDate: "2026-12-20",
      timeZone: ZONE,
    });
    expect((await rosterOf(teacher.as, courseId, { search: "bob" }))[0].missingCount).toBe(0);

    // Behind: under half the course's lessons (2 of 4 is not, 1 of 4 is).
    const behind = async () => (await rosterOf(teacher.as, courseId, { filter: "behind" })).map((r) => r.name);
    const untick = (lessonId: Id<"lessons">) =>
      alice.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete: false });
    await untick(lessonIds[2]);
    expect(await behind()).toEqual(["Bob"]);
    await untick(lessonIds[1]);
    expect(await behind()).toEqual(["Bob", "Alice"]); // least done first

    // The deadline moved past Alice's hand-in: no longer late.
    await teacher.as.mutation(api.assignments.assignments.changeDeadline, {
      assignmentId,
      deadlineDate: "2026-12-20",
      deadlineTime: "23:59",
      timeZone: ZONE,
    });
    expect((await rosterOf(teacher.as, courseId, { search: "alice" }))[0]).toMatchObject({
      lateCount: 0,
      gradeAverage: 80,
    });
  });

  test("only the course's teacher and Admins read it; other teachers and students are refused", async () => {
    const { teacher, courseId, alice, otherTeacher, admin } = await courseWithPeople();
    expect(await rosterOf(admin.as, courseId)).toHaveLength(2);
    await expect(rosterOf(otherTeacher.as, courseId)).rejects.toThrow(/teacher or an admin/);
    await expect(rosterOf(alice.as, courseId)).rejects.toThrow();
    await expect(
      otherTeacher.as.query(api.courses.roster.student, { courseId, userId: alice.userId }),
    ).rejects.toThrow();
    const { csv, fileName } = await teacher.as.query(api.courses.roster.csv, { courseId });
    expect(fileName).toMatch(/^roster-Rust_for_Everyone-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFStudent,Email,Lessons done,Lessons,Progress (%),Quiz best (%),Grade average (%),Late,Missing,Last activity",
    );
    expect(csv.split("\r\n")[1]).toMatch(/^Alice,/);

    // The header row in the downloading person's language; the rows as they are.
    await admin.as.mutation(api.accounts.users.setLanguage, { language: "ar" });
    const arabic = (await admin.as.query(api.courses.roster.csv, { courseId })).csv.split("\r\n");
    expect(arabic[0]).toBe(
      "\uFEFFالطالب,البريد الإلكتروني,الدروس المنجزة,الدروس,التقدم (٪),أفضل نتيجة في الاختبار (٪),متوسط الدرجات (٪),متأخر,ناقص,آخر نشاط",
    );
    expect(arabic[1]).toMatch(/^Alice,/);
  });

  test("removing a student needs a reason, ends the enrolment everywhere and keeps the reason", async () => {
    const { t, teacher, courseId, alice, admin } = await courseWithPeople();
    const enrolledCount = async () =>
      await t.run(async (ctx) => {
        const course = await ctx.db.get("courses", courseId);
        return course === null ? -1 : await enrolledCountOf(ctx, course);
      });
    const remove = (reason: string) =>
      teacher.as.mutation(api.courses.roster.remove, { courseId, userId: alice.userId, reason });
    await expect(remove("   ")).rejects.toThrow(REMOVAL_REASON_REQUIRED);
    await remove("  Dropped the course  ");

    expect((await rosterOf(teacher.as, courseId)).map((r) => r.name)).toEqual(["Bob"]);
    expect(await alice.as.query(api.courses.enrollments.progress, { courseId })).toMatchObject({ enrolled: false });
    expect(await enrolledCount()).toBe(1);
    expect(await eventsOf(t, "enrolment_ended")).toMatchObject([
      { actorId: teacher.userId, subjectUserId: alice.userId, reason: "Dropped the course", studentName: "Alice" },
    ]);
    // The Admin console's history of the person shows who removed them and why.
    const history = await admin.as.query(api.admin.admin.history, { entityKey: alice.userId });
    expect(history.find((row) => row.type === "enrolment_ended")?.detail).toContain("reason: Dropped the course");
    await expect(remove("again")).rejects.toThrow(/not a student/);
    expect(await teacher.as.query(api.courses.roster.student, { courseId, userId: alice.userId })).toBeNull();
    // Out of the course's chat room too.
    expect(JSON.stringify(await alice.as.query(api.chat.chat.rooms, {}))).not.toContain(courseId);

    // They may enrol again: a fresh enrolment.
    await alice.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
    expect(await enrolledCount()).toBe(2);
    expect(await rosterOf(teacher.as, courseId)).toHaveLength(2);
  });
});
