import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { SHARDS } from "../events/shards";
import {
  formatJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  JOIN_CODE_LIMITS,
  JOIN_REFUSAL_MESSAGES,
  normalizeJoinCode,
  STAFF_CANNOT_JOIN,
  TOO_MANY_GUESSES,
} from "../shared/joinCodes";
import { createCourse } from "./courseTests.setup";
import { randomJoinCode } from "./model/joinCodes";
import { newTest, seedUser, type TestConvex } from "../test.setup";

const HOUR = 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

async function setup(t: TestConvex) {
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const courseId = await createCourse(teacher.as, { name: "Rust for Everyone" });
  const student = await seedUser(t, "student", { displayName: "Sam Student", email: "sam@example.com" });
  return { teacher, courseId, student };
}

async function eventsOf(t: TestConvex, type: string) {
  return await t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((e) => e.type === type));
}

/** A code no join code has: the real one with its last symbol changed. */
function otherCode(code: string): string {
  const last = code.at(-1) ?? "A";
  const next = JOIN_CODE_ALPHABET[(JOIN_CODE_ALPHABET.indexOf(last) + 1) % JOIN_CODE_ALPHABET.length];
  return code.slice(0, -1) + next;
}

describe("making join codes", () => {
  test("the course's teacher makes a readable 8-symbol code; it is listed with no uses", async () => {
    const t = newTest();
    const { teacher, courseId } = await setup(t);
    const { code, joinCodeId } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    expect(code).toHaveLength(JOIN_CODE_LENGTH);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const [listed] = await teacher.as.query(api.courses.joinCodes.list, { courseId });
    expect(listed).toMatchObject({
      _id: joinCodeId,
      code,
      createdByName: "Tess Teacher",
      expiresAt: null,
      seatLimit: null,
      revokedAt: null,
      uses: 0,
      joiners: [],
    });
    expect(await eventsOf(t, "join_code_created")).toMatchObject([{ code, actorId: teacher.userId }]);
  });

  test("an Admin may make and revoke a course's code; another teacher and students may not", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    const admin = await seedUser(t, "Admin");
    const otherTeacher = await seedUser(t, "teacher");
    const { joinCodeId } = await admin.as.mutation(api.courses.joinCodes.create, { courseId, seatLimit: 30 });
    for (const caller of [otherTeacher, student]) {
      await expect(caller.as.mutation(api.courses.joinCodes.create, { courseId })).rejects.toThrow(
        "Only this course's teacher or an admin can change it.",
      );
      await expect(caller.as.mutation(api.courses.joinCodes.revoke, { joinCodeId })).rejects.toThrow(
        "Only this course's teacher or an admin can change it.",
      );
      await expect(caller.as.query(api.courses.joinCodes.list, { courseId })).rejects.toThrow(
        "Only this course's teacher or an admin can change it.",
      );
    }
    await admin.as.mutation(api.courses.joinCodes.revoke, { joinCodeId });
    expect((await admin.as.query(api.courses.joinCodes.list, { courseId }))[0].revokedAt).toEqual(expect.any(Number));
    await expect(admin.as.mutation(api.courses.joinCodes.revoke, { joinCodeId: "nonsense" })).rejects.toThrow(
      "Join code not found",
    );
  });

  test("expiry and seats are checked; a refusal writes nothing", async () => {
    const t = newTest();
    const { teacher, courseId } = await setup(t);
    const create = (limits: { expiresAt?: number; seatLimit?: number }) =>
      teacher.as.mutation(api.courses.joinCodes.create, { courseId, ...limits });
    await expect(create({ expiresAt: Date.now() - 1000 })).rejects.toThrow("Choose an expiry in the future.");
    await expect(create({ expiresAt: Date.now() + 400 * 24 * HOUR })).rejects.toThrow("within a year");
    for (const seatLimit of [0, 1.5, -3, JOIN_CODE_LIMITS.seatsMax + 1]) {
      await expect(create({ seatLimit })).rejects.toThrow(`Seats must be a whole number from 1 to`);
    }
    expect(await eventsOf(t, "join_code_created")).toEqual([]);
    await create({ expiresAt: Date.now() + HOUR, seatLimit: JOIN_CODE_LIMITS.seatsMax });
    expect(await eventsOf(t, "join_code_created")).toHaveLength(1);
  });

  test("a course has a bounded number of live codes; revoking one makes room", async () => {
    const t = newTest();
    const { teacher, courseId } = await setup(t);
    const ids: Id<"joinCodes">[] = [];
    for (let i = 0; i < JOIN_CODE_LIMITS.activePerCourse; i += 1) {
      ids.push((await teacher.as.mutation(api.courses.joinCodes.create, { courseId })).joinCodeId);
    }
    await expect(teacher.as.mutation(api.courses.joinCodes.create, { courseId })).rejects.toThrow(
      "Revoke one before making another.",
    );
    await teacher.as.mutation(api.courses.joinCodes.revoke, { joinCodeId: ids[0] });
    await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    // The panel lists every live code and the revoked one, live ones first.
    const listed = await teacher.as.query(api.courses.joinCodes.list, { courseId });
    expect(listed.filter((c) => c.revokedAt === null)).toHaveLength(JOIN_CODE_LIMITS.activePerCourse);
    expect(listed.at(-1)?._id).toBe(ids[0]);
  });

  test("codes are drawn uniformly from the alphabet without look-alikes", () => {
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i += 1) {
      const code = randomJoinCode();
      expect(normalizeJoinCode(code)).toBe(code);
      seen.add(code);
      for (const symbol of code) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(seen.size).toBe(2000);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    // 16,000 symbols over 31: each about 516; a biased draw would leave some far off.
    expect(counts.size).toBe(JOIN_CODE_ALPHABET.length);
    for (const count of counts.values()) expect(count).toBeGreaterThan(380);
  });
});

describe("joining with a code", () => {
  test("a student joins with no form: enrolled via the code, no payment fields, the teacher sees them", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t);
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    // Typed as people type it: lower case, with the dash and spaces.
    const typed = ` ${formatJoinCode(code).toLowerCase()} `;
    expect(await student.as.mutation(api.courses.joinCodes.join, { code: typed })).toEqual({
      ok: true,
      courseId,
      courseName: "Rust for Everyone",
      alreadyEnrolled: false,
    });
    expect(await student.as.query(api.courses.enrollments.mine, { courseId })).toMatchObject({
      courseName: "Rust for Everyone",
      studentName: "Sam Student",
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: null,
      paymentDetailsMasked: "",
    });
    const joinCodeKey = (await eventsOf(t, "join_code_created"))[0]._id;
    expect(await eventsOf(t, "enrolled")).toMatchObject([
      { actorId: student.userId, subjectUserId: student.userId, via: "joinCode", joinCodeKey },
    ]);
    const [listed] = await teacher.as.query(api.courses.joinCodes.list, { courseId });
    expect(listed.uses).toBe(1);
    expect(listed.joiners).toEqual([{ name: "Sam Student", email: "sam@example.com", enrolledAt: expect.any(Number) }]);
  });

  test("already enrolled: the answer says so and leads to the course; nothing is written", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t);
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId, seatLimit: 1 });
    await student.as.mutation(api.courses.joinCodes.join, { code });
    const before = (await eventsOf(t, "enrolled")).length;
    // Even with the code's only seat taken (by them), they are told they are in.
    expect(await student.as.mutation(api.courses.joinCodes.join, { code })).toMatchObject({
      ok: true,
      courseId,
      alreadyEnrolled: true,
    });
    expect(await eventsOf(t, "enrolled")).toHaveLength(before);
    expect((await teacher.as.query(api.courses.joinCodes.list, { courseId }))[0].uses).toBe(1);
  });

  test("an unknown and a revoked code get the same answer", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t);
    const { code, joinCodeId } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    const unknown = await student.as.mutation(api.courses.joinCodes.join, { code: otherCode(code) });
    await teacher.as.mutation(api.courses.joinCodes.revoke, { joinCodeId });
    const revoked = await student.as.mutation(api.courses.joinCodes.join, { code });
    expect(unknown).toEqual({ ok: false, reason: "unknown", message: JOIN_REFUSAL_MESSAGES.unknown });
    expect(revoked).toEqual(unknown);
    expect(await student.as.query(api.courses.enrollments.mine, { courseId })).toBeNull();
    expect(await eventsOf(t, "join_code_revoked")).toMatchObject([{ code, entityKey: expect.any(String) }]);
  });

  test("a malformed code is refused without a lookup", async () => {
    const t = newTest();
    const { student } = await setup(t);
    for (const code of ["", "ABC", "ABCD-EFG0", "ABCD-EFGHI", "x".repeat(1000)]) {
      expect(await student.as.mutation(api.courses.joinCodes.join, { code })).toMatchObject({
        ok: false,
        reason: "invalid",
      });
    }
  });

  test("an expired code is refused from its expiry on (fake clock)", async () => {
    vi.useFakeTimers({ now: new Date("2026-09-01T08:00:00Z") });
    const t = newTest();
    const { teacher, courseId, student } = await setup(t);
    const late = await seedUser(t, "student");
    const expiresAt = Date.now() + 2 * HOUR;
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId, expiresAt });
    vi.advanceTimersByTime(2 * HOUR - 1000);
    expect(await student.as.mutation(api.courses.joinCodes.join, { code })).toMatchObject({ ok: true });
    vi.advanceTimersByTime(1000);
    expect(await late.as.mutation(api.courses.joinCodes.join, { code })).toEqual({
      ok: false,
      reason: "expired",
      message: JOIN_REFUSAL_MESSAGES.expired,
    });
    expect(await late.as.query(api.courses.enrollments.mine, { courseId })).toBeNull();
    expect((await teacher.as.query(api.courses.joinCodes.list, { courseId }))[0]).toMatchObject({ expiresAt, uses: 1 });
  });

  test("a code with seats takes that many students and then says it is full", async () => {
    const t = newTest();
    const { teacher, courseId } = await setup(t);
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId, seatLimit: 3 });
    const students = await Promise.all([1, 2, 3, 4].map(() => seedUser(t, "student")));
    for (const s of students.slice(0, 3)) {
      expect(await s.as.mutation(api.courses.joinCodes.join, { code })).toMatchObject({ ok: true });
    }
    expect(await students[3].as.mutation(api.courses.joinCodes.join, { code })).toEqual({
      ok: false,
      reason: "full",
      message: JOIN_REFUSAL_MESSAGES.full,
    });
    // Enrolments by the form do not take the code's seats.
    const formStudent = await seedUser(t, "student");
    await formStudent.as.mutation(api.courses.enrollments.enroll, {
      courseId,
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "paypal",
    });
    expect((await teacher.as.query(api.courses.joinCodes.list, { courseId }))[0].uses).toBe(3);
  });

  test("a class joining with one code writes its count in at most SHARDS rows, not one hot row", async () => {
    const t = newTest();
    const { teacher, courseId } = await setup(t);
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId, seatLimit: 100 });
    const students = await Promise.all(Array.from({ length: 24 }, () => seedUser(t, "student")));
    for (const s of students) await s.as.mutation(api.courses.joinCodes.join, { code });
    const rows = await t.run((ctx) => ctx.db.query("joinCodeUses").collect());
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(SHARDS);
    expect(rows.every((row) => row.count < students.length)).toBe(true);
    const [listed] = await teacher.as.query(api.courses.joinCodes.list, { courseId });
    expect(listed.uses).toBe(students.length);
    expect(listed.joiners.map((j) => j.enrolledAt)).toEqual(
      [...listed.joiners.map((j) => j.enrolledAt)].sort((a, b) => b - a),
    );
  });

  test("teachers and Admins are told codes are for students, before any lookup", async () => {
    const t = newTest();
    const { teacher, courseId } = await setup(t);
    const admin = await seedUser(t, "Admin");
    const otherTeacher = await seedUser(t, "teacher");
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    for (const caller of [teacher, otherTeacher, admin]) {
      await expect(caller.as.mutation(api.courses.joinCodes.join, { code })).rejects.toThrow(STAFF_CANNOT_JOIN);
    }
    await expect(t.mutation(api.courses.joinCodes.join, { code })).rejects.toThrow(/sign in/i);
    expect(await eventsOf(t, "enrolled")).toEqual([]);
  });
});

describe("guessing codes", () => {
  test("wrong codes are limited per person; then even a right code is not looked up until the bucket refills", async () => {
    vi.useFakeTimers({ now: new Date("2026-09-01T08:00:00Z") });
    const t = newTest();
    const { teacher, courseId, student } = await setup(t);
    const classmate = await seedUser(t, "student");
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    for (let i = 0; i < JOIN_CODE_LIMITS.failures; i += 1) {
      expect(await student.as.mutation(api.courses.joinCodes.join, { code: otherCode(code) })).toMatchObject({
        ok: false,
        reason: "unknown",
      });
    }
    await expect(student.as.mutation(api.courses.joinCodes.join, { code })).rejects.toThrow(TOO_MANY_GUESSES);
    expect(await student.as.query(api.courses.enrollments.mine, { courseId })).toBeNull();
    // The limit is the guesser's own: a classmate still joins.
    expect(await classmate.as.mutation(api.courses.joinCodes.join, { code })).toMatchObject({ ok: true });
    // A token comes back every period / failures (6 minutes).
    vi.advanceTimersByTime(JOIN_CODE_LIMITS.failuresPeriodMs / JOIN_CODE_LIMITS.failures + 1000);
    expect(await student.as.mutation(api.courses.joinCodes.join, { code })).toMatchObject({ ok: true });
  });

  test("the rate limit refusal carries RATE_LIMITED and when to try again", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t);
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    for (let i = 0; i < JOIN_CODE_LIMITS.failures; i += 1) {
      await student.as.mutation(api.courses.joinCodes.join, { code: otherCode(code) });
    }
    const error = await student.as.mutation(api.courses.joinCodes.join, { code }).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: "RATE_LIMITED", retryAfter: expect.any(Number) } });
  });

  test("right codes and malformed input spend no guesses", async () => {
    const t = newTest();
    const { teacher, student } = await setup(t);
    const codes: string[] = [];
    for (let i = 0; i < JOIN_CODE_LIMITS.failures + 2; i += 1) {
      const courseId = await createCourse(teacher.as, { name: `Course ${i}` });
      codes.push((await teacher.as.mutation(api.courses.joinCodes.create, { courseId })).code);
    }
    for (const code of codes) {
      expect(await student.as.mutation(api.courses.joinCodes.join, { code: "nope" })).toMatchObject({ ok: false });
      expect(await student.as.mutation(api.courses.joinCodes.join, { code })).toMatchObject({ ok: true });
    }
  });
});
