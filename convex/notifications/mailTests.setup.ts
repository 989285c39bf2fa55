// Not deployed (two dots in the name): helpers of the mail pipeline's tests.
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";
import type { Id, TableNames } from "../_generated/dataModel";
import { env } from "../_generated/server";
import { enrolmentRow, POSTED_AT } from "../assignments/assignmentsTests.setup";
import { insertEnrolment } from "../courses/courseMembersTests.setup";
import { differences, replay, snapshot, type Snapshot } from "../events/verify/compare.setup";
import type { TestConvex } from "../test.setup";

/** Each test of the file at POSTED_AT on fake timers, with the app's origin set for the mails' links. */
export function useMailTestClock(): void {
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
}

export type CaughtMail = { to: string; subject: string; headers: Record<string, string>; text: string };

/** Parses the console transport's "[mail]" lines (convex/mailer.ts) into mails. */
function parse(line: string): CaughtMail {
  const [head, ...body] = line.split("\n\n");
  const headers: Record<string, string> = {};
  for (const row of head.split("\n").slice(1)) {
    const at = row.indexOf(": ");
    if (at > 0) headers[row.slice(0, at)] = row.slice(at + 2);
  }
  return { to: headers.To ?? "", subject: headers.Subject ?? "", headers, text: body.join("\n\n") };
}

/**
 * Catches what the console transport "sends"; `failFor` makes the mails to these addresses throw,
 * the way an SMTP server refusing them would (the bell must not notice).
 */
export function catchMails(): {
  all(): CaughtMail[];
  to(address: string): CaughtMail[];
  failFor: Set<string>;
  /** When each refused attempt was made (fake time), per address. */
  refusedAt(address: string): number[];
  spy: MockInstance;
} {
  const failFor = new Set<string>();
  const caught: CaughtMail[] = [];
  const refused: Array<{ to: string; at: number }> = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    const text = String(line);
    if (!text.startsWith("[mail]")) return;
    const mail = parse(text);
    if (failFor.has(mail.to)) {
      refused.push({ to: mail.to, at: Date.now() });
      throw new Error(`550 mailbox unavailable: ${mail.to}`);
    }
    caught.push(mail);
  });
  return {
    all: () => [...caught],
    to: (address) => caught.filter((mail) => mail.to === address),
    failFor,
    refusedAt: (address) => refused.filter((attempt) => attempt.to === address).map((attempt) => attempt.at),
    spy,
  };
}

/** Runs everything scheduled (drains, retries) until nothing is left; needs vi.useFakeTimers(). */
export async function settle(t: TestConvex): Promise<void> {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

/**
 * Runs what is due over the next `ms` of (fake) time in steps of `step`: for a person with a daily
 * digest, whose runs never end (each schedules the next), where `settle` would not return.
 */
export async function runFor(t: TestConvex, ms: number, step = 60_000): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await t.finishInProgressScheduledFunctions();
    vi.advanceTimersByTime(Math.min(step, ms - elapsed));
  }
  // What the last step's functions scheduled for "now" (a digest's send, the next drain).
  for (let round = 0; round < 5; round += 1) {
    await t.finishInProgressScheduledFunctions();
    vi.advanceTimersByTime(0);
  }
  await t.finishInProgressScheduledFunctions();
}

const MAIL_TABLES: readonly TableNames[] = ["mailOutbox", "mailPreferences", "notifications"];

async function mailSnapshot(t: TestConvex): Promise<Snapshot> {
  const all = await snapshot(t);
  // The courses too, so the rows' course ids compare by the course's key.
  return new Map([...all].filter(([table]) => table === "courses" || MAIL_TABLES.includes(table)));
}

/** The mail tables rebuilt from the log, compared with what was there: the differences (none: identical). */
export async function mailReplayDifferences(
  t: TestConvex,
  settleAll: () => Promise<void>,
  /** Looks at the tables right after the rebuild, before anything scheduled runs. */
  onRebuilt: () => Promise<void> = async () => {},
): Promise<string[]> {
  await settleAll();
  const before = await mailSnapshot(t);
  await replay(t, async () => {
    await onRebuilt();
    await settleAll();
  });
  const after = await mailSnapshot(t);
  return differences(before, after, 1000).filter((line) => MAIL_TABLES.some((table) => line.startsWith(`${table}:`)));
}

/** `count` more verified students enrolled in the course (events, as the enrolment form emits them). */
export async function enrolMany(t: TestConvex, courseId: Id<"courses">, count: number): Promise<Id<"users">[]> {
  return await t.run(async (ctx) => {
    const ids: Id<"users">[] = [];
    for (let i = 0; i < count; i += 1) {
      const email = `many${i}@example.com`;
      const userId = await ctx.db.insert("users", {
        email,
        name: `Many ${i}`,
        displayName: `Many ${i}`,
        role: "student",
        dp: "",
        emailVerificationTime: 1_700_000_000_000,
      });
      await insertEnrolment(
        ctx,
        enrolmentRow(userId, courseId, {
          courseName: "Rust for Everyone",
          studentName: `Many ${i}`,
          studentEmail: email,
        }),
      );
      ids.push(userId);
    }
    return ids;
  });
}

/** The outbox row of a notification key. */
export async function outboxRow(t: TestConvex, key: string) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("mailOutbox")
        .withIndex("by_key", (q) => q.eq("key", key))
        .first(),
  );
}

/** Every mail event of the log, oldest first. */
export async function mailEvents(t: TestConvex) {
  const types = new Set(["notifications_mailed", "notification_mail_failed", "digest_sent"]);
  return await t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((event) => types.has(event.type)));
}
