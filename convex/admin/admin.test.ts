import { describe, expect, test } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { insertCourse } from "../courses/model/courses";
import { emit } from "../events/emit";
import type { AppEvent } from "../events/types";
import { pick, playQuiz, PYTHON, quizWorld } from "../quiz/quizTests.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";

const FIRST_PAGE = { numItems: 50, cursor: null };

/** An event row's `detail` as its "field: value" parts, in any order. */
function parts(detail: string): string[] {
  return detail.split(" · ").sort();
}

/** A course through the real course creation (its `course_created` event). */
async function createCourse(t: TestConvex, instructorId: Id<"users">, name: string) {
  return await t.run(async (ctx) => {
    const input = { name, description: "d", durationHours: 1, instructorName: "T", category: "Programming" };
    return (await insertCourse(ctx, input, instructorId, { imageUrl: "" })).courseId;
  });
}

describe("admin.people", () => {
  test("only Admins; finds by name, by e-mail prefix and by role, and returns only the console's fields", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin", { displayName: "Ann Admin" });
    const sam = await seedUser(t, "student", { displayName: "Sam Sparrow", email: "sam.s@example.com" });
    await seedUser(t, "student", { displayName: "Paula Pine", email: "paula@example.com" });
    const tess = await seedUser(t, "teacher", { displayName: "Tess Sparrow", email: "tess@example.com" });
    await expect(sam.as.query(api.admin.admin.people, { paginationOpts: FIRST_PAGE })).rejects.toThrow(/Only admins/);
    await expect(tess.as.query(api.admin.admin.people, { paginationOpts: FIRST_PAGE })).rejects.toThrow(/Only admins/);

    const byName = await admin.as.query(api.admin.admin.people, { search: "sparrow", paginationOpts: FIRST_PAGE });
    expect(byName.page.map((p) => p.name).sort()).toEqual(["Sam Sparrow", "Tess Sparrow"]);
    expect(Object.keys(byName.page[0]).sort()).toEqual(["_id", "email", "joined", "name", "role", "suspended"]);

    const nameAndRole = await admin.as.query(api.admin.admin.people, {
      search: "sparrow",
      role: "teacher",
      paginationOpts: FIRST_PAGE,
    });
    expect(nameAndRole.page.map((p) => p._id)).toEqual([tess.userId]);

    const byEmail = await admin.as.query(api.admin.admin.people, { search: "SAM.S@", paginationOpts: FIRST_PAGE });
    expect(byEmail.page).toEqual([
      {
        _id: sam.userId,
        name: "Sam Sparrow",
        email: "sam.s@example.com",
        role: "student",
        joined: expect.any(Number),
        suspended: false,
      },
    ]);
    const emailWrongRole = await admin.as.query(api.admin.admin.people, {
      search: "sam.s@",
      role: "teacher",
      paginationOpts: FIRST_PAGE,
    });
    expect(emailWrongRole.page).toEqual([]);

    const students = await admin.as.query(api.admin.admin.people, { role: "student", paginationOpts: FIRST_PAGE });
    expect(students.page.map((p) => p.name).sort()).toEqual(["Paula Pine", "Sam Sparrow"]);
  });

  test("pages are capped at 100 rows whatever the client asks", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    await t.run(async (ctx) => {
      for (let i = 0; i < 120; i++) {
        await ctx.db.insert("users", { email: `p${i}@example.com`, displayName: `P ${i}`, role: "student", dp: "" });
      }
    });
    const page = await admin.as.query(api.admin.admin.people, { paginationOpts: { numItems: 1000, cursor: null } });
    expect(page.page).toHaveLength(100);
    expect(page.isDone).toBe(false);
  });
});

describe("role changes", () => {
  test("an Admin changes a role; the event names who did it", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const student = await seedUser(t, "student");
    await admin.as.mutation(api.accounts.users.changeRole, { userId: student.userId, role: "teacher" });
    const log = await admin.as.query(api.admin.admin.events, { paginationOpts: FIRST_PAGE });
    expect(log.page).toMatchObject([
      {
        type: "role_changed",
        actorName: admin.displayName,
        subjectName: student.displayName,
      },
    ]);
    // The typed payload, in one line (model/eventDescriptions.ts).
    expect(parts(log.page[0].detail)).toEqual([`name: ${student.displayName}`, "student → teacher"]);
  });

  test("the last Admin cannot be demoted; with a second Admin, one can demote the other", async () => {
    const t = newTest();
    const ann = await seedUser(t, "Admin", { email: "ann@example.com" });
    await expect(
      t.mutation(internal.admin.admin.setRole, { email: "ann@example.com", role: "student" }),
    ).rejects.toThrow("There must be at least one Admin.");
    await expect(
      ann.as.mutation(api.accounts.users.changeRole, { userId: ann.userId, role: "teacher" }),
    ).rejects.toThrow(/cannot remove their own Admin role/);
    const bob = await seedUser(t, "Admin", { email: "bob@example.com" });
    await ann.as.mutation(api.accounts.users.changeRole, { userId: bob.userId, role: "teacher" });
    await expect(
      t.mutation(internal.admin.admin.setRole, { email: "ann@example.com", role: "student" }),
    ).rejects.toThrow("There must be at least one Admin.");
    const roles = await t.run(async (ctx) => (await ctx.db.query("users").collect()).map((u) => u.role).sort());
    expect(roles).toEqual(["Admin", "teacher"]);
  });

  test("admin/admin:setRole (internal) sets a role by e-mail and records it without an actor", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const sam = await seedUser(t, "student", { email: "sam@example.com" });
    await t.mutation(internal.admin.admin.setRole, { email: "SAM@example.com", role: "teacher" });
    const log = await admin.as.query(api.admin.admin.events, { type: "role_changed", paginationOpts: FIRST_PAGE });
    expect(log.page).toMatchObject([{ actorName: null, subjectName: sam.displayName }]);
    await expect(
      t.mutation(internal.admin.admin.setRole, { email: "nobody@example.com", role: "teacher" }),
    ).rejects.toThrow(/No user/);
  });
});

describe("admin.events", () => {
  test("newest first, filtered by type, course (by its key), person (actor or subject) and dates", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const teacher = await seedUser(t, "teacher", { displayName: "Tess" });
    const sam = await seedUser(t, "student", { displayName: "Sam" });
    const python = await createCourse(t, teacher.userId, "Python");
    const java = await createCourse(t, teacher.userId, "Java");
    const keyOf = async (courseId: Id<"courses">) => (await t.run((ctx) => ctx.db.get("courses", courseId)))!.key;
    const [pythonKey, javaKey] = [await keyOf(python), await keyOf(java)];
    // Events of the bell: no other domain's projector reacts to them.
    const times: number[] = [];
    const add = async (event: AppEvent) => {
      const stored = await t.run((ctx) => emit(ctx, event));
      times.push(stored._creationTime);
    };
    const read = { type: "notification_read", v: 1, actorId: sam.userId } as const;
    await add({ ...read, courseKey: pythonKey, notificationKey: "k1" });
    await add({ ...read, courseKey: javaKey, notificationKey: "k2" });
    await add({ type: "notifications_read_all", v: 1, actorId: sam.userId, courseKey: pythonKey });
    await add({
      type: "deadline_reminded",
      v: 1,
      actorId: teacher.userId,
      subjectUserId: sam.userId,
      courseKey: pythonKey,
      assignmentKey: "a1",
      title: "Essay",
      deadlineAt: 5,
      studentIds: [],
    });

    const q = (filters: Record<string, unknown>) =>
      admin.as.query(api.admin.admin.events, { ...filters, paginationOpts: FIRST_PAGE }).then((r) => r.page);

    // The courses' own `course_created` events come first in time.
    expect((await q({ from: times[0] })).map((e) => e.type)).toEqual([
      "deadline_reminded",
      "notifications_read_all",
      "notification_read",
      "notification_read",
    ]);
    const reminded = await q({ type: "deadline_reminded" });
    expect(reminded).toMatchObject([{ actorName: "Tess", subjectName: "Sam", courseName: "Python", at: times[3] }]);
    // Keys and ids are left out of the line: History follows the entity.
    expect(parts(reminded[0].detail)).toEqual(["deadlineAt: 5", "title: Essay"]);
    expect(await q({ courseId: java })).toMatchObject([{ type: "notification_read", courseName: "Java", detail: "" }]);
    expect((await q({ courseId: python, type: "notification_read" })).map((e) => e.at)).toEqual([times[0]]);
    expect((await q({ personId: sam.userId })).map((e) => e.type)).toEqual([
      "notifications_read_all",
      "notification_read",
      "notification_read",
    ]);
    expect((await q({ personId: sam.userId, personAs: "subject" })).map((e) => e.type)).toEqual(["deadline_reminded"]);
    expect((await q({ personId: sam.userId, type: "notification_read", courseId: java })).map((e) => e.at)).toEqual([
      times[1],
    ]);
    expect((await q({ from: times[1], to: times[2] })).map((e) => e.at)).toEqual([times[2], times[1]]);
    expect((await q({ type: "notification_read", from: times[1] })).map((e) => e.at)).toEqual([times[1]]);
    await expect(sam.as.query(api.admin.admin.events, { paginationOpts: FIRST_PAGE })).rejects.toThrow(/Only admins/);
  });
});

describe("internal operations (docs/admin.md)", () => {
  test("admin/admin:removeChatMessage removes a message as the named Admin, with the chat's event", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin", { email: "ann@example.com" });
    const sam = await seedUser(t, "student", { email: "sam@example.com" });
    const messageId = await sam.as.mutation(api.chat.chat.send, { room: "global", text: "spam" });
    await expect(
      t.mutation(internal.admin.admin.removeChatMessage, { messageId, adminEmail: "sam@example.com" }),
    ).rejects.toThrow(/is not an Admin/);
    await t.mutation(internal.admin.admin.removeChatMessage, { messageId, adminEmail: "ann@example.com" });
    const message = await t.run((ctx) => ctx.db.get("messages", messageId));
    expect(message).toMatchObject({ text: "", removedBy: admin.userId });
    const log = await admin.as.query(api.admin.admin.events, { type: "message_removed", paginationOpts: FIRST_PAGE });
    expect(log.page).toMatchObject([{ actorName: admin.displayName, subjectName: sam.displayName }]);
  });

  test("admin/admin:resetQuizAttempt deletes a running attempt and refuses a finished one", async () => {
    const { t, student: sam } = await quizWorld();
    const finished = await playQuiz(t, sam, Array<"right">(10).fill("right"));
    const { attemptId: running } = await sam.as.mutation(api.quiz.quiz.start, PYTHON);
    await sam.as.mutation(api.quiz.quiz.answer, { attemptId: running, index: 0, response: pick(1) });
    await t.mutation(internal.admin.admin.resetQuizAttempt, { attemptId: running });
    expect(await t.run((ctx) => ctx.db.get("quizAttempts", running))).toBeNull();
    await expect(t.mutation(internal.admin.admin.resetQuizAttempt, { attemptId: finished })).rejects.toThrow(
      /cannot be reset/,
    );
    expect(await t.run((ctx) => ctx.db.get("quizAttempts", finished))).toMatchObject({ score: 10 });
    await expect(t.mutation(internal.admin.admin.resetQuizAttempt, { attemptId: running })).rejects.toThrow(
      /not found/,
    );
    // The reset is an event of its own: whose attempt, where it was; no actor (the dashboard).
    const resets = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).filter((event) => event.type === "quiz_reset"),
    );
    expect(resets).toMatchObject([{ subjectUserId: sam.userId, bank: "Python Course", index: 0 }]);
    expect(resets[0].actorId).toBeUndefined();
  });
});
