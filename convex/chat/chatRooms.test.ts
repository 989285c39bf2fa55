/** Who may join which room (chat.room and its ticket, chat.send, chat.markRead) and the room list. */
import { englishOf } from "../lib/appError";
import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { appErrorOf, chatWorld, enrol, livePage, ticketOf } from "./chatTests.setup";
import { NOT_A_MEMBER } from "./model/chatRooms";
import { MAX_COURSE_ROOMS } from "../shared/chatRules";
import { validCourse } from "../courses/courseTests.setup";

describe("the global room", () => {
  test("every signed-in role reads and posts there; a visitor is told to sign in", async () => {
    const { t, teacher, enrolled, student, otherTeacher, admin } = await chatWorld();
    for (const person of [teacher, enrolled, student, otherTeacher, admin]) {
      await person.as.mutation(api.chat.chat.send, { room: "global", text: `hi from ${person.displayName}` });
    }
    const page = await livePage(student, "global");
    expect(page.map((m) => m.authorName)).toEqual([
      "Ada Admin",
      "Otto Other",
      "Sam Student",
      "Eve Enrolled",
      "Tess Teacher",
    ]);
    // No English name: the browser names the global room in the reader's language (issue #33).
    expect(await student.as.query(api.chat.chat.room, { room: "global" })).toEqual({
      room: "global",
      name: null,
      courseId: null,
      canModerate: false,
      ticket: expect.any(String),
    });
    expect((await admin.as.query(api.chat.chat.room, { room: "global" })).canModerate).toBe(true);
    expect((await appErrorOf(t.query(api.chat.chat.room, { room: "global" }))).code).toBe("UNAUTHENTICATED");
    expect((await appErrorOf(t.query(api.chat.chat.live, { room: "global", ticket: "none" }))).code).toBe("BAD_TICKET");
    expect((await appErrorOf(t.mutation(api.chat.chat.send, { room: "global", text: "anon" }))).code).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("a course room", () => {
  test("its enrolled students, its teacher and Admins join; the teacher and Admins moderate", async () => {
    const { teacher, enrolled, admin, courseId } = await chatWorld();
    for (const person of [enrolled, teacher, admin]) {
      await person.as.mutation(api.chat.chat.send, { room: courseId, text: `hello from ${person.displayName}` });
    }
    expect(await livePage(enrolled, courseId)).toHaveLength(3);
    expect(await enrolled.as.query(api.chat.chat.room, { room: courseId })).toEqual({
      room: courseId,
      name: validCourse.name,
      courseId,
      canModerate: false,
      ticket: expect.any(String),
    });
    expect((await teacher.as.query(api.chat.chat.room, { room: courseId })).canModerate).toBe(true);
    expect((await admin.as.query(api.chat.chat.room, { room: courseId })).canModerate).toBe(true);
  });

  test("a student not enrolled and another teacher are refused, read nothing and post nothing", async () => {
    const { t, enrolled, student, otherTeacher, courseId } = await chatWorld();
    await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "course secret" });
    for (const outsider of [student, otherTeacher]) {
      // No ticket for them; the one of a room they may read does not open this one.
      const own = await ticketOf(outsider, "global");
      expect((await appErrorOf(outsider.as.query(api.chat.chat.live, { room: courseId, ticket: own }))).code).toBe(
        "BAD_TICKET",
      );
      for (const call of [
        outsider.as.query(api.chat.chat.room, { room: courseId }),
        outsider.as.mutation(api.chat.chat.send, { room: courseId, text: "let me in" }),
        outsider.as.mutation(api.chat.chat.markRead, { room: courseId }),
      ]) {
        expect(await appErrorOf(call)).toEqual({ code: "FORBIDDEN", message: englishOf(NOT_A_MEMBER) });
      }
    }
    const texts = await t.run(async (ctx) => (await ctx.db.query("messages").collect()).map((m) => m.text));
    expect(texts).toEqual(["course secret"]);
  });

  test("a room that is neither global nor an existing course is NOT_FOUND", async () => {
    const { student, courseId } = await chatWorld();
    for (const room of ["", "Global", "nonsense", `${courseId}x`]) {
      expect(await appErrorOf(student.as.query(api.chat.chat.room, { room }))).toEqual({
        code: "NOT_FOUND",
        message: "Course not found",
      });
    }
  });
});

describe("chat.rooms", () => {
  test("global first, then the caller's course rooms by name; outsiders see only global", async () => {
    const { teacher, enrolled, student, admin, courseId } = await chatWorld();
    const secondId = await teacher.as.mutation(api.courses.courses.create, { ...validCourse, name: "Algebra" });
    await enrol(enrolled, secondId);
    const names = (rooms: { name: string | null }[]) => rooms.map((r) => r.name);
    expect(names(await enrolled.as.query(api.chat.chat.rooms, {}))).toEqual([null, "Algebra", validCourse.name]);
    expect(names(await teacher.as.query(api.chat.chat.rooms, {}))).toEqual([null, "Algebra", validCourse.name]);
    expect(await student.as.query(api.chat.chat.rooms, {})).toEqual([
      { room: "global", name: null, courseId: null, unread: 0 },
    ]);
    // An Admin who teaches nothing lists only global, yet may open any course room by id.
    expect(names(await admin.as.query(api.chat.chat.rooms, {}))).toEqual([null]);
    expect((await admin.as.query(api.chat.chat.room, { room: secondId })).name).toBe("Algebra");
    expect((await enrolled.as.query(api.chat.chat.rooms, {}))[2]).toMatchObject({ room: courseId, courseId });
  });

  test(`lists at most ${MAX_COURSE_ROOMS} course rooms`, async () => {
    const { teacher } = await chatWorld();
    for (let i = 0; i < MAX_COURSE_ROOMS + 5; i++) {
      await teacher.as.mutation(api.courses.courses.create, { ...validCourse, name: `Course ${i}` });
    }
    expect(await teacher.as.query(api.chat.chat.rooms, {})).toHaveLength(1 + MAX_COURSE_ROOMS);
  });
});
