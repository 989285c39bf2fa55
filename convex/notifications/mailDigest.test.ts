/**
 * The daily digest (ADR 0072): at the person's hour in their time zone (DST-correct), one mail with
 * every item since the last digest, nothing when there is nothing; the items' outbox rows are then
 * "digested" and a replay builds them the same.
 */
import { describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { postAssignment } from "../assignments/assignmentsTests.setup";
import { defaultMailKinds } from "../shared/mailPreferences";
import { signUnsubscribe } from "./model/mailTokens";
import { nextDigestAt } from "./model/mailDigest";
import { classWithPeople, uploadVideo } from "./notificationsTests.setup";
import { catchMails, mailEvents, mailReplayDifferences, runFor, useMailTestClock } from "./mailTests.setup";

const HOUR = 60 * 60_000;

useMailTestClock();

describe("the digest's hour", () => {
  test("the wall-clock hour in the person's zone, across both DST changes", () => {
    // Berlin: 07:00 is 06:00 UTC in winter, 05:00 UTC in summer; the clocks change on 29 March and 25 October 2026.
    expect(nextDigestAt(Date.UTC(2026, 2, 28, 12), 7, "Europe/Berlin")).toBe(Date.UTC(2026, 2, 29, 5));
    expect(nextDigestAt(Date.UTC(2026, 9, 24, 12), 7, "Europe/Berlin")).toBe(Date.UTC(2026, 9, 25, 6));
    // New York: 07:00 is 12:00 UTC in winter (EST), 11:00 UTC in summer (EDT; from 8 March 2026).
    expect(nextDigestAt(Date.UTC(2026, 2, 7, 15), 7, "America/New_York")).toBe(Date.UTC(2026, 2, 8, 11));
    // Before the hour today: today; after it: tomorrow.
    expect(nextDigestAt(Date.UTC(2026, 10, 20, 5), 7, "Europe/Berlin")).toBe(Date.UTC(2026, 10, 20, 6));
    expect(nextDigestAt(Date.UTC(2026, 10, 20, 6), 7, "Europe/Berlin")).toBe(Date.UTC(2026, 10, 21, 6));
    // Tokyo has no DST and is ahead of UTC: 07:00 JST is 22:00 UTC the day before.
    expect(nextDigestAt(Date.UTC(2026, 10, 20, 12), 7, "Asia/Tokyo")).toBe(Date.UTC(2026, 10, 20, 22));
  });

  test("DIGEST_EVERY_SECONDS (the end-to-end tests' backend) puts it that many seconds away", () => {
    vi.stubEnv("DIGEST_EVERY_SECONDS", "8");
    try {
      expect(nextDigestAt(1_000_000, 7, "Europe/Berlin")).toBe(1_008_000);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the daily digest", () => {
  test("one mail at the person's hour with every item since the last; nothing when there is nothing", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    await bob.as.mutation(api.notifications.mailPreferences.set, {
      kinds: { ...defaultMailKinds(), assignment_posted: "digest", video_uploaded: "digest" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await uploadVideo(t, teacher.as, courseId, "intro.mp4");
    // 12:00 UTC on 20 November; Bob's 07:00 in Berlin is 06:00 UTC on the 21st.
    const digestAt = Date.UTC(2026, 10, 21, 6);
    await runFor(t, digestAt - Date.now() - 60_000, HOUR / 2);
    const digests = () => mails.to(bob.email).filter((mail) => mail.subject.startsWith("Your Lyceum digest"));
    expect(digests()).toEqual([]);
    // Alice takes them at once.
    expect(mails.to(alice.email).length).toBeGreaterThanOrEqual(2);
    await runFor(t, 2 * 60_000, 60_000);
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest.subject).toBe("Your Lyceum digest: 2 new notifications");
    expect(digest.text).toContain("- New assignment in Rust for Everyone: Lifetimes");
    expect(digest.text).toContain(`  https://lyceum.example/assignmentpage?course=${courseId}`);
    expect(digest.text).toContain("- New video in Rust for Everyone: Video 1: intro.mp4");
    expect(digest.text).toContain("https://lyceum.example/settings/notifications");
    expect(digest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Nothing new: no digest the next days (and no run scheduled for one).
    await runFor(t, 3 * 24 * HOUR, 2 * HOUR);
    expect(digests()).toHaveLength(1);
    const jobs = await t.run((ctx) => ctx.db.query("mailDigestJobs").collect());
    expect(jobs).toEqual([]);
    // A new item waits for the next hour, alone.
    await uploadVideo(t, teacher.as, courseId, "second.mp4");
    await runFor(t, 24 * HOUR, HOUR);
    expect(digests()).toHaveLength(2);
    expect(digests()[1].subject).toBe("Your Lyceum digest: 1 new notification");
    expect(digests()[1].text).not.toContain("Lifetimes");
    expect((await mailEvents(t)).filter((event) => event.type === "digest_sent")).toHaveLength(2);
    expect(await mailReplayDifferences(t, () => runFor(t, HOUR, HOUR))).toEqual([]);
    expect(digests()).toHaveLength(2);
  });

  test("an unverified address gets no digest; its items wait", async () => {
    const mails = catchMails();
    const { t, teacher, courseId, bob } = await classWithPeople();
    await t.run((ctx) => ctx.db.patch("users", bob.userId, { emailVerificationTime: undefined }));
    await bob.as.mutation(api.notifications.mailPreferences.set, {
      kinds: { ...defaultMailKinds(), assignment_posted: "digest" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await runFor(t, 30 * HOUR, HOUR);
    expect(mails.to(bob.email)).toEqual([]);
    const waiting = await t.run((ctx) =>
      ctx.db
        .query("mailOutbox")
        .withIndex("by_user_status", (q) => q.eq("userId", bob.userId).eq("status", "digest"))
        .collect(),
    );
    expect(waiting.length).toBeGreaterThan(0);
  });

  test("the digest's unsubscribe link turns every digested kind to never", async () => {
    const { t, bob } = await classWithPeople();
    await bob.as.mutation(api.notifications.mailPreferences.set, {
      kinds: { ...defaultMailKinds(), assignment_posted: "digest", graded: "digest" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
    const token = await signUnsubscribe({ userId: bob.userId, kind: "digest" });
    expect(await t.mutation(api.notifications.mailPreferences.unsubscribe, { token })).toEqual({ kind: "digest" });
    const { kinds } = await bob.as.query(api.notifications.mailPreferences.mine, {});
    expect(kinds).toMatchObject({ assignment_posted: "never", graded: "never", video_uploaded: "immediately" });
  });
});
