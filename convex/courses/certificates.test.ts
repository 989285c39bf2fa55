import { PDFDocument } from "pdf-lib";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { certificateEvents, certificatesIn, courseWithStudent, ENROLMENT, ownQuiz } from "./certificatesTests.setup";
import { seedQuizBanks } from "../quiz/model/quizBankStore";
import { snapshotOf, T0 } from "../quiz/quizTests.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { publishText } from "./courseTests.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

type Student = Awaited<ReturnType<typeof seedUser>>;

async function tick(student: Student, courseId: Id<"courses">, lessonId: Id<"lessons">, complete = true) {
  await student.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete });
}

/** Plays the course's bank (own or shared), answering `right` questions right and the rest wrong. */
async function takeQuiz(
  t: TestConvex,
  student: Student,
  course: { courseName: string; courseId?: Id<"courses"> },
  right: number,
) {
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, course);
  const questions = await snapshotOf(t, attemptId);
  for (const [index, question] of questions.entries()) {
    const option = index < right ? question.answer : question.answer === 1 ? 2 : 1;
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response: { kind: "choice", option } });
    if (index < questions.length - 1) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  }
  return await student.as.mutation(api.quiz.quiz.finish, { attemptId });
}

describe("completing the course issues one certificate", () => {
  test("the last lesson issues it in the same mutation, with the names as they are then and an event", async () => {
    const t = newTest();
    const { courseId, lessonIds, student } = await courseWithStudent(t);
    await tick(student, courseId, lessonIds[0]);
    expect(await certificatesIn(t)).toEqual([]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).earned).toBe(false);

    await tick(student, courseId, lessonIds[1]);
    const [certificate] = await certificatesIn(t);
    expect(certificate).toMatchObject({
      userId: student.userId,
      courseId,
      studentName: "Ada Lovelace",
      courseName: "Rust for Everyone",
      teacherName: "Tess Teacher",
      issuedAt: T0,
    });
    expect(certificate.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(await certificateEvents(t)).toMatchObject([
      {
        actorId: student.userId,
        subjectUserId: student.userId,
        code: certificate.code,
        studentName: "Ada Lovelace",
        courseName: "Rust for Everyone",
        teacherName: "Tess Teacher",
      },
    ]);
    const status = await student.as.query(api.courses.certificates.forCourse, { courseId });
    expect(status).toMatchObject({ earned: true, quiz: null, lessonsDone: 2, totalLessons: 2 });
    expect(status.certificate).toEqual({
      _id: certificate._id,
      courseId,
      courseName: "Rust for Everyone",
      code: certificate.code,
      issuedAt: T0,
    });
  });

  test("re-ticking, un-ticking and ticking again never issues a second; un-ticking does not revoke", async () => {
    const t = newTest();
    const { courseId, lessonIds, student } = await courseWithStudent(t);
    await tick(student, courseId, lessonIds[0]);
    await tick(student, courseId, lessonIds[1]);
    const [first] = await certificatesIn(t);

    await tick(student, courseId, lessonIds[1]);
    await tick(student, courseId, lessonIds[1], false);
    expect(await certificatesIn(t)).toEqual([first]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).certificate?.code).toBe(
      first.code,
    );
    await tick(student, courseId, lessonIds[1]);
    await student.as.mutation(api.courses.certificates.claim, { courseId });

    expect(await certificatesIn(t)).toEqual([first]);
    expect(await certificateEvents(t)).toHaveLength(1);
  });

  test("a course without lessons, or a student who is not enrolled, gets none; claim says why", async () => {
    const t = newTest();
    const { courseId, student } = await courseWithStudent(t, 0);
    await expect(student.as.mutation(api.courses.certificates.claim, { courseId })).rejects.toThrow(
      "Complete every lesson of this course first.",
    );
    const other = await courseWithStudent(t, 1, "Go in Practice");
    const outsider = await seedUser(t, "student");
    await expect(outsider.as.mutation(api.courses.certificates.claim, { courseId: other.courseId })).rejects.toThrow(
      "Complete every lesson of this course first.",
    );
    await expect(
      outsider.as.mutation(api.courses.enrollments.setLessonComplete, {
        courseId: other.courseId,
        lessonId: other.lessonIds[0],
        complete: true,
      }),
    ).rejects.toThrow("Enrol in this course first.");
    expect(await certificatesIn(t)).toEqual([]);
  });

  test("claim issues one for a course completed another way (its last open lesson removed), once", async () => {
    const t = newTest();
    const { teacher, courseId, lessonIds, student } = await courseWithStudent(t, 3);
    await tick(student, courseId, lessonIds[0]);
    await tick(student, courseId, lessonIds[1]);
    await teacher.as.mutation(api.courses.lessons.remove, { lessonId: lessonIds[2] });
    expect(await certificatesIn(t)).toEqual([]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).earned).toBe(true);

    const claimed = await student.as.mutation(api.courses.certificates.claim, { courseId });
    const again = await student.as.mutation(api.courses.certificates.claim, { courseId });
    expect(again).toEqual(claimed);
    expect(await certificatesIn(t)).toHaveLength(1);
    expect(await certificateEvents(t)).toHaveLength(1);
  });
});

describe("a course with a quiz", () => {
  test("own bank: not before a pass of at least 70%; the finish that passes issues it", async () => {
    const t = newTest();
    const { teacher, courseId, lessonIds, student } = await courseWithStudent(t);
    await ownQuiz(t, courseId, 10);
    // Three attempts, each of which counts (ADR 0056).
    await teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: 3, cooldownMinutes: 0 });
    const course = { courseId, courseName: "Rust for Everyone" };
    await tick(student, courseId, lessonIds[0]);
    await tick(student, courseId, lessonIds[1]);
    expect(await certificatesIn(t)).toEqual([]);
    expect(await student.as.query(api.courses.certificates.forCourse, { courseId })).toMatchObject({
      earned: false,
      quiz: { title: "Rust for Everyone", passPercent: 70, bestPercent: null, passed: false },
    });
    await expect(student.as.mutation(api.courses.certificates.claim, { courseId })).rejects.toThrow(
      "Pass the quiz with at least 70% first.",
    );

    await takeQuiz(t, student, course, 6);
    expect(await certificatesIn(t)).toEqual([]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).quiz).toMatchObject({
      bestPercent: 60,
      passed: false,
    });

    await takeQuiz(t, student, course, 7);
    expect(await certificatesIn(t)).toHaveLength(1);
    expect(await student.as.query(api.courses.certificates.forCourse, { courseId })).toMatchObject({
      earned: true,
      quiz: { bestPercent: 70, passed: true },
    });
    await takeQuiz(t, student, course, 10);
    expect(await certificatesIn(t)).toHaveLength(1);
    expect(await certificateEvents(t)).toHaveLength(1);
  });

  test("only the attempts that count earn it: the first with no limit, each within the teacher's limit (ADR 0056)", async () => {
    const t = newTest();
    const { teacher, courseId, lessonIds, student } = await courseWithStudent(t);
    await ownQuiz(t, courseId, 10);
    const course = { courseId, courseName: "Rust for Everyone" };
    await tick(student, courseId, lessonIds[0]);
    await tick(student, courseId, lessonIds[1]);

    // No limit (SPEC's open quiz): the retake after a fail is practice, however well it goes.
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).quiz).toMatchObject({
      bestPercent: null,
      countingLeft: 1,
    });
    await takeQuiz(t, student, course, 5);
    await takeQuiz(t, student, course, 10);
    expect(await certificatesIn(t)).toEqual([]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).quiz).toMatchObject({
      bestPercent: 50,
      passed: false,
      countingLeft: 0,
    });
    await expect(student.as.mutation(api.courses.certificates.claim, { courseId })).rejects.toThrow(
      "Pass the quiz with at least 70% first.",
    );

    // The teacher allows three: the first three attempts count, so the second one's pass earns it now.
    await teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: 3, cooldownMinutes: 0 });
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).quiz).toMatchObject({
      bestPercent: 100,
      passed: true,
      countingLeft: 1,
    });
    const certificate = await student.as.mutation(api.courses.certificates.claim, { courseId });
    // An issued certificate stays when the rules tighten again.
    await teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: 1, cooldownMinutes: 0 });
    expect(await certificatesIn(t)).toMatchObject([{ code: certificate.code }]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).certificate?.code).toBe(
      certificate.code,
    );
  });

  test("a pass before the lessons are done: the last lesson issues it", async () => {
    const t = newTest();
    const { courseId, lessonIds, student } = await courseWithStudent(t);
    await ownQuiz(t, courseId, 10);
    await takeQuiz(t, student, { courseId, courseName: "Rust for Everyone" }, 8);
    expect(await certificatesIn(t)).toEqual([]);
    await tick(student, courseId, lessonIds[0]);
    await tick(student, courseId, lessonIds[1]);
    expect(await certificatesIn(t)).toHaveLength(1);
  });

  test("a course named after a shared bank asks for that quiz; any other name does not take the JavaScript fallback", async () => {
    const t = newTest();
    await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
    });
    const teacher = await seedUser(t, "teacher");
    const python = await teacher.as.mutation(api.courses.courses.create, {
      name: "Python Course",
      description: "SPEC's Python course.",
      durationHours: 10,
      instructorName: "Tess Teacher",
      category: "Programming",
    });
    const student = await seedUser(t, "student", { displayName: "Ada Lovelace" });
    await student.as.mutation(api.courses.enrollments.enroll, { courseId: python, ...ENROLMENT });
    const lessons = await student.as.query(api.courses.lessons.list, { courseId: python });
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) await publishText(teacher.as, lesson._id);
    for (const lesson of lessons) await tick(student, python, lesson._id);
    expect(await certificatesIn(t)).toEqual([]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId: python })).quiz?.title).toBe(
      "Python Course",
    );
    // The shared bank, taken from the quiz page with only the course name.
    await takeQuiz(t, student, { courseName: "Python Course" }, 9);
    expect(await certificatesIn(t)).toMatchObject([{ courseId: python }]);

    expect((await student.as.query(api.courses.certificates.forCourse, { courseId: python })).practiceQuiz).toBe(false);
    const { courseId, lessonIds, student: other } = await courseWithStudent(t, 1, "Cooking Basics");
    // The JavaScript bank its quiz page offers is practice only.
    expect((await other.as.query(api.courses.certificates.forCourse, { courseId })).practiceQuiz).toBe(true);
    await tick(other, courseId, lessonIds[0]);
    expect(await certificatesIn(t)).toHaveLength(2);
  });
});

describe("the course's quiz settings decide (ADR 0076)", () => {
  test("the teacher's pass mark: 7 of 10 fails at 80%, 8 of 10 passes and issues it", async () => {
    const t = newTest();
    const { teacher, courseId, lessonIds, student } = await courseWithStudent(t);
    await ownQuiz(t, courseId, 10);
    await teacher.as.mutation(api.quiz.quizBank.setRules, {
      courseId,
      maxAttempts: 3,
      cooldownMinutes: 0,
      passPercent: 80,
    });
    for (const lessonId of lessonIds) await tick(student, courseId, lessonId);
    const course = { courseId, courseName: "Rust for Everyone" };
    await takeQuiz(t, student, course, 7);
    expect(await certificatesIn(t)).toEqual([]);
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).quiz).toMatchObject({
      passPercent: 80,
      bestPercent: 70,
      passed: false,
    });
    await expect(student.as.mutation(api.courses.certificates.claim, { courseId })).rejects.toThrow(
      "Pass the quiz with at least 80% first.",
    );
    await takeQuiz(t, student, course, 8);
    expect(await certificatesIn(t)).toHaveLength(1);
  });

  test("a quiz the certificate does not need: the lessons alone earn it, and the quiz stays to take", async () => {
    const t = newTest();
    const { teacher, courseId, lessonIds, student } = await courseWithStudent(t);
    await ownQuiz(t, courseId, 10);
    await teacher.as.mutation(api.quiz.quizBank.setRules, {
      courseId,
      maxAttempts: null,
      cooldownMinutes: 0,
      requiredForCertificate: false,
    });
    await tick(student, courseId, lessonIds[0]);
    await tick(student, courseId, lessonIds[1]);
    expect(await student.as.query(api.courses.certificates.forCourse, { courseId })).toMatchObject({
      earned: true,
      quiz: null,
      practiceQuiz: true,
    });
    expect(await certificatesIn(t)).toHaveLength(1);
    await takeQuiz(t, student, { courseId, courseName: "Rust for Everyone" }, 3);
    expect(await certificatesIn(t)).toHaveLength(1);
  });

  test("a course named after a SPEC bank with its own questions: only the own bank's settings decide", async () => {
    const t = newTest();
    await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
    });
    const { teacher, courseId, lessonIds, student } = await courseWithStudent(t, 1, "Java");
    expect((await student.as.query(api.courses.certificates.forCourse, { courseId })).quiz?.title).toBe("Java");
    await ownQuiz(t, courseId, 3);
    await teacher.as.mutation(api.quiz.quizBank.setRules, {
      courseId,
      maxAttempts: null,
      cooldownMinutes: 0,
      requiredForCertificate: false,
    });
    await tick(student, courseId, lessonIds[0]);
    expect(await certificatesIn(t)).toHaveLength(1);
  });
});

describe("verification", () => {
  async function issued(t: TestConvex) {
    const world = await courseWithStudent(t);
    await tick(world.student, world.courseId, world.lessonIds[0]);
    await tick(world.student, world.courseId, world.lessonIds[1]);
    const [certificate] = await certificatesIn(t);
    return { ...world, certificate };
  }

  test("a visitor sees the certificate as printed and nothing else about the student", async () => {
    const t = newTest();
    const { certificate, student } = await issued(t);
    // The same student also holds a certificate for another course: it must not show.
    const second = await courseWithStudent(t, 1, "Go in Practice");
    await student.as.mutation(api.courses.enrollments.enroll, { courseId: second.courseId, ...ENROLMENT });
    await tick(student, second.courseId, second.lessonIds[0]);

    const shown = await t.query(api.courses.certificates.verify, { code: certificate.code });
    expect(shown).toEqual({
      code: certificate.code,
      studentName: "Ada Lovelace",
      courseName: "Rust for Everyone",
      teacherName: "Tess Teacher",
      issuedAt: T0,
    });
    const text = JSON.stringify(shown);
    for (const secret of ["ada@example.com", student.userId, certificate.userId, certificate._id, "Go in Practice"]) {
      expect(text).not.toContain(secret);
    }
  });

  test("codes are read in any case, with or without dashes, O as 0 and I/L as 1", async () => {
    const t = newTest();
    const { certificate } = await issued(t);
    const typed = certificate.code.toLowerCase().replace(/-/g, " ").replace(/0/g, "o").replace(/1/g, "l");
    expect(await t.query(api.courses.certificates.verify, { code: typed })).toMatchObject({ code: certificate.code });
  });

  test("an unknown or malformed code is simply not found", async () => {
    const t = newTest();
    await issued(t);
    for (const code of ["ABCD-EFGH-JKMN-PQRS", "", "nope", "x".repeat(10_000), "ABCD-EFGH-JKMN-PQR$"]) {
      expect(await t.query(api.courses.certificates.verify, { code })).toBeNull();
    }
  });
});

describe("download", () => {
  async function issued(t: TestConvex) {
    const world = await courseWithStudent(t);
    await tick(world.student, world.courseId, world.lessonIds[0]);
    await tick(world.student, world.courseId, world.lessonIds[1]);
    const [certificate] = await certificatesIn(t);
    return { ...world, certificate };
  }

  test("the owner gets a real PDF of their certificate", async () => {
    const t = newTest();
    const { certificate, student } = await issued(t);
    const bytes = await student.as.action(api.courses.certificates.download, {
      certificateId: certificate._id,
      siteOrigin: "http://127.0.0.1:4173",
    });
    const pdf = await PDFDocument.load(bytes);
    expect(new TextDecoder().decode(new Uint8Array(bytes).subarray(0, 5))).toBe("%PDF-");
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe(`Ada Lovelace, Rust for Everyone, ${certificate.code}`);
    expect(pdf.getCreationDate()?.getTime()).toBe(T0);
  });

  test("is in the student's language, whoever downloads it", async () => {
    const t = newTest();
    const { certificate, student } = await issued(t);
    const args = { certificateId: certificate._id, siteOrigin: "http://127.0.0.1:4173" };
    // The Arabic font's subset is written through a stream that waits on real timers: only the clock stays fake.
    const now = Date.now();
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    await student.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    const spanish = await PDFDocument.load(await student.as.action(api.courses.certificates.download, args));
    expect(spanish.getTitle()).toBe("Certificado de finalización: Rust for Everyone");
    await student.as.mutation(api.accounts.users.setLanguage, { language: "ar" });
    const admin = await seedUser(t, "Admin");
    const arabic = await PDFDocument.load(await admin.as.action(api.courses.certificates.download, args));
    expect(arabic.getTitle()).toBe("شهادة إتمام: Rust for Everyone");
    expect(arabic.getSubject()).toBe(`Ada Lovelace, Rust for Everyone, ${certificate.code}`);
  });

  test("an Admin may download it; another student or the course's teacher is told it does not exist", async () => {
    const t = newTest();
    const { certificate, teacher } = await issued(t);
    const args = { certificateId: certificate._id, siteOrigin: "http://127.0.0.1:4173" };
    const admin = await seedUser(t, "Admin");
    expect((await admin.as.action(api.courses.certificates.download, args)).byteLength).toBeGreaterThan(1000);
    const other = await seedUser(t, "student");
    await expect(other.as.action(api.courses.certificates.download, args)).rejects.toThrow("Certificate not found.");
    await expect(teacher.as.action(api.courses.certificates.download, args)).rejects.toThrow("Certificate not found.");
    await expect(t.action(api.courses.certificates.download, args)).rejects.toThrow("Please sign in first.");
  });

  test("a site address that is not http(s) is refused", async () => {
    const t = newTest();
    const { certificate, student } = await issued(t);
    await expect(
      student.as.action(api.courses.certificates.download, {
        certificateId: certificate._id,
        siteOrigin: "javascript:alert(1)",
      }),
    ).rejects.toThrow("The site address is not a web address.");
  });
});

describe("the profile list", () => {
  test("lists only the caller's certificates, newest first", async () => {
    const t = newTest();
    const first = await courseWithStudent(t, 1, "Go in Practice");
    await tick(first.student, first.courseId, first.lessonIds[0]);
    vi.setSystemTime(T0 + 60_000);
    const second = await courseWithStudent(t, 1, "Rust for Everyone");
    await first.student.as.mutation(api.courses.enrollments.enroll, { courseId: second.courseId, ...ENROLMENT });
    await tick(first.student, second.courseId, second.lessonIds[0]);
    await tick(second.student, second.courseId, second.lessonIds[0]);

    const mine = await first.student.as.query(api.courses.certificates.mine, {});
    expect(mine.map((c) => c.courseName)).toEqual(["Rust for Everyone", "Go in Practice"]);
    expect(await second.student.as.query(api.courses.certificates.mine, {})).toHaveLength(1);
  });
});
