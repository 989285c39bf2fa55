// Not deployed (two dots in the name): helpers of the mail, verification and password tests.
import { vi, type MockInstance } from "vitest";
import { codeInSubject } from "../shared/accountCodeRules";
import { SITE_URL, type TestConvex } from "../test.setup";

/** Collects the mails the console transport writes (no SMTP_URL or RESEND_API_KEY in tests). */
export function catchMail(): {
  codeFor(address: string): string;
  sentTo(address: string): number;
  /** The mails to `address`, oldest first, each as logged (headers, then the text). */
  mailsTo(address: string): string[];
  spy: MockInstance;
} {
  const spy = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const mails = () => spy.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("[mail]"));
  const to = (address: string) => mails().filter((mail) => mail.includes(`\nTo: ${address}\n`));
  return {
    spy,
    sentTo: (address) => to(address).length,
    mailsTo: to,
    codeFor(address) {
      const latest = to(address).at(-1);
      const subject = latest?.match(/\nSubject: (.*)/)?.[1];
      const code = subject === undefined ? undefined : codeInSubject(subject);
      if (code === undefined) throw new Error(`No code was mailed to ${address}.`);
      return code;
    },
  };
}

/** Runs what the mutations scheduled (the mailing action); needs vi.useFakeTimers(). */
export async function deliverMail(t: TestConvex): Promise<void> {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

/** A client acting with a real Convex Auth session: the access token's own subject. */
export function sessionClient(t: TestConvex, token: string) {
  const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string };
  return t.withIdentity({ subject: payload.sub, issuer: SITE_URL });
}

export function sessionIdFromToken(token: string): string {
  const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string };
  return payload.sub.split("|")[1];
}
