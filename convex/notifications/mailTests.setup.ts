// Not deployed (two dots in the name): helpers of the mail pipeline's tests.
import { vi, type MockInstance } from "vitest";
import type { TableNames } from "../_generated/dataModel";
import { differences, replay, snapshot, type Snapshot } from "../events/verify/compare.setup";
import type { TestConvex } from "../test.setup";

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
  spy: MockInstance;
} {
  const failFor = new Set<string>();
  const caught: CaughtMail[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    const text = String(line);
    if (!text.startsWith("[mail]")) return;
    const mail = parse(text);
    if (failFor.has(mail.to)) throw new Error(`550 mailbox unavailable: ${mail.to}`);
    caught.push(mail);
  });
  return { all: () => [...caught], to: (address) => caught.filter((mail) => mail.to === address), failFor, spy };
}

/** Runs everything scheduled (drains, retries, digests) until nothing is left; needs vi.useFakeTimers(). */
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
    vi.advanceTimersByTime(step);
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
export async function mailReplayDifferences(t: TestConvex, settleAll: () => Promise<void>): Promise<string[]> {
  await settleAll();
  const before = await mailSnapshot(t);
  await replay(t, settleAll);
  const after = await mailSnapshot(t);
  return differences(before, after, 1000).filter((line) => MAIL_TABLES.some((table) => line.startsWith(`${table}:`)));
}
