/**
 * The mail catcher of the end-to-end tests (maildev, as `npm start` runs it): global-setup starts
 * it on free ports and gives the backend its SMTP_URL; tests read what Lyceum mailed through its
 * REST API (GET /api/email) at E2E_MAIL_API.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { stopGroup, waitForHttp } from "../../../scripts/lib/processes.mjs";
import { codeInSubject } from "../../../convex/shared/accountCodeRules";

export type MailCatcher = { smtpUrl: string; apiUrl: string; close(): Promise<void> };

export async function startMailCatcher(smtpPort: number, webPort: number): Promise<MailCatcher> {
  const args = ["--smtp", `${smtpPort}`, "--ip", "127.0.0.1", "--web", `${webPort}`, "--web-ip", "127.0.0.1"];
  const child: ChildProcess = spawn(join("node_modules", ".bin", "maildev"), args, { detached: true, stdio: "ignore" });
  const apiUrl = `http://127.0.0.1:${webPort}/api`;
  try {
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 60_000, intervalMs: 200, child, what: "maildev" });
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, apiUrl, close: () => stopGroup(child) };
}

type CaughtMail = { subject: string; text?: string; time: string; to: { address: string }[] };

function mailApi(): string {
  const url = process.env.E2E_MAIL_API;
  if (!url) throw new Error("E2E_MAIL_API is not set: the mail catcher runs from global-setup.");
  return url;
}

/** The mails caught for `address`, newest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailApi()}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/**
 * Waits for a mail to `address` whose subject matches `subject` and that is not one of `seen`
 * (the count of such mails before the step that sends it), and returns its 8-digit code.
 */
export async function waitForCode(
  address: string,
  { subject = /code/i, seen = 0, timeoutMs = 30_000 }: { subject?: RegExp; seen?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
    const code = matching.length > seen ? codeInSubject(matching[0].subject) : undefined;
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`No new mail matching ${subject} reached ${address} in ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many mails matching `subject` reached `address` so far (for waitForCode's `seen`). */
export async function countMails(address: string, subject: RegExp): Promise<number> {
  return (await mailsTo(address)).filter((mail) => subject.test(mail.subject)).length;
}

export const VERIFICATION_SUBJECT = /verification code/i;
export const RESET_SUBJECT = /password reset code/i;
