import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { asMessage } from "../shared/messages";
import { englishOf } from "../lib/appError";
import { api } from "../_generated/api";
import { catchMail } from "../accounts/account.setup";
import { ROSTER } from "../shared/rosterRules";
import { newTest, seedUser, SITE_URL, type TestConvex } from "../test.setup";
import { hashToken } from "./model/invitations";
import { ROW_ERRORS } from "./model/roster";
import { failMailsTo, invitationTokenFor, rosterCsv, settle, teacherWithCourse } from "./onboardingTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.stubEnv("SITE_URL", SITE_URL);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const eventCount = (t: TestConvex) => t.run(async (ctx) => (await ctx.db.query("events").collect()).length);

describe("roster preview", () => {
  test("says what is wrong with each row and writes nothing", async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    const member = await seedUser(t, "student", { displayName: "Mo Member" });
    await member.as.mutation(api.courses.enrollments.enroll, {
      courseId,
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "paypal",
    });
    const known = await seedUser(t, "student", { displayName: "Kai Known" });
    const staff = await seedUser(t, "teacher", { displayName: "Sol Staff" });
    const csv = rosterCsv([
      ["Ana New", "Ana.New@Example.com", "S-001", ""],
      ["Kai Known", known.email, "", ""],
      ["", "nameless@example.com", "", ""],
      ["Bad Mail", "not-an-address", "", ""],
      ["Ana Again", "ana.new@example.com", "", ""],
      ["Mo Member", member.email, "", ""],
      ["Sol Staff", staff.email, "", ""],
      ["Ola Other", "ola@example.com", "", "Some Other Course"],
      ["Num Bad", "num@example.com", "<script>", ""],
    ]);
    const before = await eventCount(t);
    const preview = await teacher.as.query(api.onboarding.roster.preview, { courseId, csv });
    expect(preview.fileError).toBeNull();
    expect(preview.rows.map((row) => [row.line, row.status, row.error])).toEqual([
      [2, "new", null],
      [3, "existing", null],
      [4, "error", ROW_ERRORS.noName],
      [5, "error", ROW_ERRORS.badEmail],
      [6, "error", ROW_ERRORS.duplicate(2)],
      [7, "error", ROW_ERRORS.member],
      [8, "error", ROW_ERRORS.staff],
      [9, "error", ROW_ERRORS.otherCourse],
      [10, "error", ROW_ERRORS.badStudentNumber],
    ]);
    // The address as sign-up stores it.
    expect(preview.rows[0]).toMatchObject({ email: "ana.new@example.com", courseName: "Rust for Everyone" });
    expect(preview.counts).toEqual({ new: 1, existing: 1, errors: 7 });
    expect(await eventCount(t)).toBe(before);
  });

  test(`refuses a file of more than ${ROSTER.maxRows} rows whole`, async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    const rows = Array.from({ length: ROSTER.maxRows + 1 }, (_, i) => [`P ${i}`, `p${i}@example.com`, "", ""]);
    const csv = rosterCsv(rows);
    const preview = await teacher.as.query(api.onboarding.roster.preview, { courseId, csv });
    expect(englishOf(asMessage(preview.fileError ?? ""))).toMatch(/at most 1,000 can be imported/);
    expect(preview.rows).toEqual([]);
    await expect(teacher.as.mutation(api.onboarding.roster.start, { courseId, csv })).rejects.toThrow(
      /at most 1,000 can be imported/,
    );
  });

  test("an Admin may name other courses in the course column; a teacher may not", async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    const other = await teacherWithCourse(t, "Go in Practice");
    const admin = await seedUser(t, "Admin");
    const csv = rosterCsv([
      ["Ana", "ana@example.com", "", ""],
      ["Bo", "bo@example.com", "", "Go in Practice"],
      ["Cy", "cy@example.com", "", "No Such Course"],
    ]);
    const asAdmin = await admin.as.query(api.onboarding.roster.preview, { courseId, csv });
    expect(asAdmin.rows.map((row) => [row.courseName, row.error])).toEqual([
      ["Rust for Everyone", null],
      ["Go in Practice", null],
      ["No Such Course", ROW_ERRORS.noCourse("No Such Course")],
    ]);
    const asTeacher = await teacher.as.query(api.onboarding.roster.preview, { courseId, csv });
    expect(asTeacher.rows[1]?.error).toBe(ROW_ERRORS.otherCourse);
    await expect(other.teacher.as.query(api.onboarding.roster.preview, { courseId, csv })).rejects.toThrow(
      /Only this course's teacher or an admin/,
    );
  });
});

describe("roster import", () => {
  test(
    "runs in scheduled batches, with progress after each, and skips the rows with errors",
    { timeout: 60_000 },
    async () => {
      const t = newTest();
      const { teacher, courseId } = await teacherWithCourse(t);
      catchMail();
      const total = ROSTER.batchSize * 2 + 10;
      const rows = Array.from({ length: total }, (_, i) => [`Pupil ${i}`, `pupil${i}@example.com`, "", ""]);
      const csv = rosterCsv([...rows, ["", "broken@example.com", "", ""]]);
      const { importKey } = await teacher.as.mutation(api.onboarding.roster.start, { courseId, csv });
      const progress = () => teacher.as.query(api.onboarding.roster.progress, { importKey });
      expect(await progress()).toMatchObject({ total, done: 0, skipped: 1, finished: false });

      vi.runOnlyPendingTimers();
      await t.finishInProgressScheduledFunctions();
      expect(await progress()).toMatchObject({
        total,
        done: ROSTER.batchSize,
        invited: ROSTER.batchSize,
        finished: false,
      });

      await settle(t);
      expect(await progress()).toMatchObject({ total, done: total, invited: total, failed: 0, finished: true });
      const batches = await t.run(async (ctx) =>
        (await ctx.db.query("events").collect()).filter((event) => event.type === "roster_batch_imported"),
      );
      expect(batches.length).toBeGreaterThanOrEqual(3);
      for (const batch of batches)
        expect(batch.type === "roster_batch_imported" && batch.rows.length).toBeLessThanOrEqual(ROSTER.batchSize);
      const members = await t.run(
        async (ctx) =>
          await ctx.db
            .query("courseMembers")
            .withIndex("by_course_enrolledAt", (q) => q.eq("courseId", courseId))
            .collect(),
      );
      expect(members).toHaveLength(total);
    },
  );

  test("mails each new person a link with a single token, of which only the hash is stored", async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    const mail = catchMail();
    await teacher.as.mutation(api.onboarding.roster.start, {
      courseId,
      csv: rosterCsv([["Ana New", "ana@example.com", "S-1", ""]]),
    });
    await settle(t);
    const [text] = mail.mailsTo("ana@example.com");
    expect(text).toContain("Subject: You are invited to Rust for Everyone on Lyceum");
    expect(text).toContain("Hello Ana New,");
    const token = invitationTokenFor(mail.spy, "ana@example.com");
    expect(text).toContain(`${SITE_URL}/invite/${token}`);
    expect(text).toContain(`${ROSTER.invitationDays} days`);
    const stored = await t.run(async (ctx) => await ctx.db.query("invitations").collect());
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(await hashToken(token));
    // Nothing else secret: no hash, no code to type, the token nowhere but in the link.
    expect(text).not.toContain(stored[0]!.tokenHash);
    expect(text).not.toMatch(/\b\d{6,8}\b/);
    expect(text.split(token)).toHaveLength(2);
    const log = JSON.stringify(await t.run(async (ctx) => await ctx.db.query("events").collect()));
    expect(log).not.toContain(token);
    expect(log).not.toContain(stored[0]!.tokenHash);
  });

  test("the invitation is in the importing teacher's language: the invitee has none yet", async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    const mail = catchMail();
    await teacher.as.mutation(api.onboarding.roster.start, {
      courseId,
      csv: rosterCsv([["Ana New", "ana@example.com", "", ""]]),
    });
    await settle(t);
    const [text] = mail.mailsTo("ana@example.com");
    expect(text).toContain("Subject: Te invitaron a Rust for Everyone en Lyceum");
    expect(text).toContain("Hola, Ana New:");
    expect(text).toContain("Tu centro te añadió al curso «Rust for Everyone» en Lyceum.");
    expect(text).toContain(`durante ${ROSTER.invitationDays} días (hasta el `);
    expect(text).not.toContain("Hello");
    expect(text).toContain(`${SITE_URL}/invite/${invitationTokenFor(mail.spy, "ana@example.com")}`);
  });

  test("an existing student is enrolled, not invited", async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    const known = await seedUser(t, "student", { displayName: "Kai Known" });
    const mail = catchMail();
    const { importKey } = await teacher.as.mutation(api.onboarding.roster.start, {
      courseId,
      csv: rosterCsv([["Kai K.", known.email, "", ""]]),
    });
    await settle(t);
    expect(await teacher.as.query(api.onboarding.roster.progress, { importKey })).toMatchObject({
      enrolled: 1,
      invited: 0,
      finished: true,
    });
    expect(mail.sentTo(known.email)).toBe(0);
    expect(await known.as.query(api.courses.enrollments.mine, { courseId })).toMatchObject({
      studentName: "Kai Known",
    });
    expect(await t.run(async (ctx) => await ctx.db.query("invitations").collect())).toEqual([]);
    const enrolled = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).find((event) => event.type === "enrolled"),
    );
    expect(enrolled).toMatchObject({ via: "roster", actorId: teacher.userId, subjectUserId: known.userId });
  });

  test("a row that changed since the preview fails with its reason, listed in the progress", async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    catchMail();
    const { importKey } = await teacher.as.mutation(api.onboarding.roster.start, {
      courseId,
      csv: rosterCsv([
        ["Ana", "ana@example.com", "", ""],
        ["Ben", "ben@example.com", "", ""],
      ]),
    });
    // Before the batch runs, Ben's address becomes a teacher's.
    await seedUser(t, "teacher", { email: "ben@example.com" });
    await settle(t);
    expect(await teacher.as.query(api.onboarding.roster.progress, { importKey })).toMatchObject({
      done: 2,
      invited: 1,
      failed: 1,
      failures: [{ email: "ben@example.com", reason: ROW_ERRORS.staff }],
    });
  });

  test("an invitation that cannot be mailed is listed as failed, and the account waits", async () => {
    const t = newTest();
    const { teacher, courseId } = await teacherWithCourse(t);
    const mail = catchMail();
    failMailsTo(mail.spy, "lost@example.com");
    const { importKey } = await teacher.as.mutation(api.onboarding.roster.start, {
      courseId,
      csv: rosterCsv([
        ["Lou Lost", "lost@example.com", "", ""],
        ["Ana", "ana@example.com", "", ""],
      ]),
    });
    await settle(t);
    expect(await teacher.as.query(api.onboarding.roster.progress, { importKey })).toMatchObject({
      done: 2,
      invited: 1,
      failed: 1,
      failures: [
        {
          email: "lost@example.com",
          reason: expect.stringMatching(/^server\.roster\.invitationMailFailed .*Connection refused/),
        },
      ],
    });
    expect(mail.sentTo("ana@example.com")).toBe(1);
  });
});
