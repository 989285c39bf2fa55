/**
 * The mail pipeline (ADR 0072): the outbox made by `notify` from each person's preference, its
 * delivery in batches with retries, the one-click unsubscribe, and that a replay sends nothing.
 */
import { describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { postAssignment } from "../assignments/assignmentsTests.setup";
import { MAIL_LIMITS, MAIL_MESSAGES, defaultMailKinds } from "../shared/mailPreferences";
import { signUnsubscribe } from "./model/mailTokens";
import { fanOutSize } from "./projector/fanOut";
import { bell, classWithPeople, submitWork } from "./notificationsTests.setup";
import {
  catchMails,
  enrolMany,
  mailEvents,
  mailReplayDifferences,
  runFor,
  settle,
  useMailTestClock,
} from "./mailTests.setup";

useMailTestClock();

const NEW_ASSIGNMENT = /^New assignment in Rust for Everyone: Lifetimes$/;

describe("a notification by mail", () => {
  test("a new assignment mails each enrolled student once, with the link, preferences and unsubscribe", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, alice, bob, outsider } = await classWithPeople();
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await settle(t);
    for (const student of [alice, bob]) {
      const mine = mails.to(student.email).filter((mail) => NEW_ASSIGNMENT.test(mail.subject));
      expect(mine).toHaveLength(1);
      const [mail] = mine;
      expect(mail.text).toContain(`https://lyceum.example/assignmentpage?course=${courseId}`);
      expect(mail.text).toContain("https://lyceum.example/settings/notifications");
      expect(mail.text).toMatch(/Unsubscribe: https:\/\/lyceum\.example\/unsubscribe\?token=[\w%.-]+/);
      expect(mail.headers["List-Unsubscribe"]).toMatch(
        /^<http:\/\/127\.0\.0\.1:3211\/mail\/unsubscribe\?token=[\w%.-]+>$/,
      );
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(mails.to(outsider.email)).toEqual([]);
    expect(mails.to(teacher.email).filter((mail) => NEW_ASSIGNMENT.test(mail.subject))).toEqual([]);
  });

  test("a teacher's grouped row is mailed once per group: two hand-ins, one mail", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await submitWork(t, alice.as, assignmentId);
    await submitWork(t, bob.as, assignmentId);
    await runFor(t, 5 * 60_000);
    const handIns = mails.to(teacher.email).filter((mail) => mail.subject.includes("Lifetimes"));
    expect(handIns).toHaveLength(1);
    expect(handIns[0].text).toContain("Hand-ins");
  });

  test("never: no mail (the bell row stays); digest: nothing at once", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    await alice.as.mutation(api.notifications.mailPreferences.set, {
      kinds: { ...defaultMailKinds(), assignment_posted: "never" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
    await bob.as.mutation(api.notifications.mailPreferences.set, {
      kinds: { ...defaultMailKinds(), assignment_posted: "digest" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await t.finishInProgressScheduledFunctions();
    vi.advanceTimersByTime(60_000);
    await t.finishInProgressScheduledFunctions();
    expect(mails.all().filter((mail) => NEW_ASSIGNMENT.test(mail.subject))).toEqual([]);
    expect((await bell(alice.as)).map((row) => row.title)).toContain("New assignment in Rust for Everyone: Lifetimes");
  });

  test("an unverified address gets no mail; the bell row stays", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, alice } = await classWithPeople();
    await t.run((ctx) => ctx.db.patch("users", alice.userId, { emailVerificationTime: undefined }));
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await settle(t);
    expect(mails.to(alice.email)).toEqual([]);
    expect((await bell(alice.as)).map((row) => row.title)).toContain("New assignment in Rust for Everyone: Lifetimes");
    const row = await t.run((ctx) =>
      ctx.db
        .query("mailOutbox")
        .withIndex("by_user_status", (q) => q.eq("userId", alice.userId))
        .first(),
    );
    expect(row?.status).toBe("skipped");
  });

  test("a replay rebuilds the outbox identically and sends nothing", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, bob } = await classWithPeople();
    await bob.as.mutation(api.notifications.mailPreferences.set, {
      kinds: { ...defaultMailKinds(), assignment_posted: "digest" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    // Bob's digest comes tomorrow morning: an hour of time, not "until nothing is scheduled".
    const settleAll = () => runFor(t, 60 * 60_000);
    await settleAll();
    const sent = mails.all().length;
    expect(sent).toBeGreaterThan(0);
    const pending = async () =>
      (await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect())).filter(
        (job) => job.state.kind === "pending",
      ).length;
    const scheduledBefore = await pending();
    // Right after the rebuild, before anything runs: nothing queued, nothing scheduled.
    let queuedAfterReplay = -1;
    let scheduledAfterReplay = -1;
    const look = async () => {
      queuedAfterReplay = (await t.run((ctx) => ctx.db.query("mailQueue").collect())).length;
      scheduledAfterReplay = await pending();
    };
    expect(await mailReplayDifferences(t, settleAll, look)).toEqual([]);
    expect(queuedAfterReplay).toBe(0);
    expect(scheduledAfterReplay).toBe(scheduledBefore);
    expect(mails.all()).toHaveLength(sent);
  });
});

describe("unsubscribe", () => {
  test("the signed link turns its kind to never; a tampered one is refused and changes nothing", async () => {
    const { t, alice } = await classWithPeople();
    const token = await signUnsubscribe({ userId: alice.userId, kind: "graded" });
    const tampered = [
      token.slice(0, -2) + (token.endsWith("AA") ? "BA" : "AA"),
      token.replace(/^./, (c) => (c === "e" ? "f" : "e")),
      "",
      "x.y",
    ];
    for (const bad of tampered) {
      await expect(t.mutation(api.notifications.mailPreferences.unsubscribe, { token: bad })).rejects.toThrow(
        MAIL_MESSAGES.invalidUnsubscribe,
      );
    }
    expect((await alice.as.query(api.notifications.mailPreferences.mine, {})).kinds.graded).toBe("immediately");
    // The answer is the kind; the page words it in the reader's language.
    expect(await t.mutation(api.notifications.mailPreferences.unsubscribe, { token })).toEqual({ kind: "graded" });
    const mine = await alice.as.query(api.notifications.mailPreferences.mine, {});
    expect(mine.kinds.graded).toBe("never");
    expect(mine.kinds.assignment_posted).toBe("immediately");
  });

  test("the one-click POST of List-Unsubscribe (RFC 8058) does the same", async () => {
    const { t, alice } = await classWithPeople();
    const token = await signUnsubscribe({ userId: alice.userId, kind: "assignment_posted" });
    const bad = await t.fetch(`/mail/unsubscribe?token=${encodeURIComponent(token)}x`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(bad.status).toBe(400);
    const ok = await t.fetch(`/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("Unsubscribed from New assignments.");
    expect((await alice.as.query(api.notifications.mailPreferences.mine, {})).kinds.assignment_posted).toBe("never");
  });

  test("the one-click reply is in the person's language, naming the kind as their preferences page does", async () => {
    const { t, alice, bob } = await classWithPeople();
    await alice.as.mutation(api.accounts.users.setLanguage, { language: "ar" });
    await bob.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    const oneClick = async (userId: typeof alice.userId, kind: "graded" | "digest") => {
      const token = await signUnsubscribe({ userId, kind });
      const reply = await t.fetch(`/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
      });
      return { status: reply.status, language: reply.headers.get("Content-Language"), text: await reply.text() };
    };
    expect(await oneClick(alice.userId, "graded")).toEqual({
      status: 200,
      language: "ar",
      text: "تم إلغاء اشتراكك في «الدرجات».",
    });
    expect(await oneClick(bob.userId, "digest")).toEqual({
      status: 200,
      language: "es",
      text: "Cancelaste la suscripción al resumen diario.",
    });
  });
});

describe("bad input and limits", () => {
  test("a refused mail keeps the bell row, is retried after 1, 5, 30 min and 2 h, then given up", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    mails.failFor.add(alice.email);
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    const postedAt = Date.now();
    // Three hours of time, minute by minute (the deadline reminder is days away).
    await runFor(t, 3 * 60 * 60_000);
    const attempts = mails.refusedAt(alice.email);
    expect(attempts).toHaveLength(MAIL_LIMITS.retryAfterMs.length + 1);
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i]);
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(MAIL_LIMITS.retryAfterMs[i]);
      expect(gap).toBeLessThan(MAIL_LIMITS.retryAfterMs[i] + 2 * 60_000);
    });
    expect(attempts[0] - postedAt).toBeLessThanOrEqual(60_000);
    // Given up, and said so; the bell row is as it was, unread.
    const [row] = (await bell(alice.as)).filter((n) => n.type === "assignment_posted");
    expect(row).toMatchObject({ title: "New assignment in Rust for Everyone: Lifetimes", read: false });
    const failures = (await mailEvents(t)).filter((event) => event.type === "notification_mail_failed");
    expect(failures.at(-1)).toMatchObject({ attempt: MAIL_LIMITS.retryAfterMs.length + 1 });
    const outbox = await t.run(async (ctx) =>
      (await ctx.db.query("mailOutbox").collect()).filter(
        (r) => r.userId === alice.userId && r.kind === "assignment_posted",
      ),
    );
    expect(outbox).toMatchObject([{ status: "failed", lastError: expect.stringContaining("550") }]);
    // Bob's went at once, and only once.
    expect(mails.to(bob.email).filter((mail) => NEW_ASSIGNMENT.test(mail.subject))).toHaveLength(1);
    // Nothing more is tried.
    await runFor(t, 4 * 60 * 60_000, 30 * 60_000);
    expect(mails.refusedAt(alice.email)).toHaveLength(attempts.length);
  });

  test("a retry delivers once the server takes the mail again, once", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, alice } = await classWithPeople();
    mails.failFor.add(alice.email);
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await runFor(t, 30_000, 10_000);
    expect(mails.refusedAt(alice.email)).toHaveLength(1);
    mails.failFor.delete(alice.email);
    await runFor(t, 10 * 60_000);
    expect(mails.to(alice.email).filter((mail) => NEW_ASSIGNMENT.test(mail.subject))).toHaveLength(1);
    await runFor(t, 3 * 60 * 60_000, 10 * 60_000);
    expect(mails.to(alice.email).filter((mail) => NEW_ASSIGNMENT.test(mail.subject))).toHaveLength(1);
  });

  // The fan-out lowered to two mail batches and one (101 students, not 200; restored after each
  // test by useMailTestClock), and one student more: its first transaction leaves more mails due
  // than a delivery takes, the second crosses it, and the one delivery each transaction schedules
  // cannot reach everyone without scheduling the next. The course of 500 is measured by
  // `npm run bench:mail` (docs/performance.md).
  test("a big course: every student mailed once, in batches of at most MAIL_LIMITS.batch", async () => {
    vi.spyOn(fanOutSize, "batch").mockReturnValue(2 * MAIL_LIMITS.batch + 1);
    const mails = catchMails();
    const { t, teacher, courseId } = await classWithPeople();
    const many = await enrolMany(t, courseId, fanOutSize.batch() + 1);
    await settle(t);
    const before = (await mailEvents(t)).length;
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    // Minutes, not the days until the deadline's reminder (another 500 mails).
    await runFor(t, 2 * 60_000, 1000);
    const posted = mails.all().filter((mail) => NEW_ASSIGNMENT.test(mail.subject));
    const addresses = new Set(posted.map((mail) => mail.to));
    for (let i = 0; i < many.length; i += 1) expect(addresses.has(`many${i}@example.com`)).toBe(true);
    expect(posted).toHaveLength(addresses.size);
    const batches = (await mailEvents(t))
      .slice(before)
      .filter((event) => event.type === "notifications_mailed")
      .map((event) => (event.type === "notifications_mailed" ? event.keys.length : 0));
    expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(many.length / MAIL_LIMITS.batch));
    expect(Math.max(...batches)).toBeLessThanOrEqual(MAIL_LIMITS.batch);
  }, 60_000);
});
