/**
 * The mail pipeline (ADR 0072): the outbox made by `notify` from each person's preference, its
 * delivery in batches with retries, the one-click unsubscribe, and that a replay sends nothing.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { env } from "../_generated/server";
import { POSTED_AT, postAssignment } from "../assignments/assignmentsTests.setup";
import { MAIL_LIMITS, MAIL_MESSAGES, defaultMailKinds } from "../shared/mailPreferences";
import { signUnsubscribe } from "./model/mailTokens";
import { classWithPeople } from "./notificationsTests.setup";
import { bell } from "./notificationsTests.setup";
import { catchMails, mailReplayDifferences, runFor, settle } from "./mailTests.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(POSTED_AT);
  env.SITE_URL = "https://lyceum.example";
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete env.SITE_URL;
});

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
    // Bob's digest runs every day: an hour of time, not "until nothing is scheduled".
    const settleAll = () => runFor(t, 60 * 60_000);
    await settleAll();
    const sent = mails.all().length;
    expect(sent).toBeGreaterThan(0);
    expect(await mailReplayDifferences(t, settleAll)).toEqual([]);
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
    expect(await t.mutation(api.notifications.mailPreferences.unsubscribe, { token })).toEqual({ label: "Grades" });
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
    expect((await alice.as.query(api.notifications.mailPreferences.mine, {})).kinds.assignment_posted).toBe("never");
  });
});

void MAIL_LIMITS;
