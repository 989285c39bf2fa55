// Not deployed (two dots in the name): helpers of the onboarding tests and the sample school.
import { vi, type MockInstance } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { createCourse } from "../courses/courseTests.setup";
import { seedUser, type TestConvex } from "../test.setup";

/** The mails the console transport wrote (console.log is spied on by catchMail). */
function mailsIn(spy: MockInstance): string[] {
  return spy.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("[mail]"));
}

/** The invitation token of the latest invitation mailed to `address`. */
export function invitationTokenFor(spy: MockInstance, address: string): string {
  const mail = mailsIn(spy)
    .filter((text) => text.includes(`\nTo: ${address}\n`) && text.includes("/invite/"))
    .at(-1);
  const token = mail?.match(/\/invite\/([A-Za-z0-9_-]{43})\b/)?.[1];
  if (token === undefined) throw new Error(`No invitation was mailed to ${address}.`);
  return token;
}

/** Runs what the mutations scheduled (the batches and their mails); needs vi.useFakeTimers(). */
export async function settle(t: TestConvex): Promise<void> {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

/** A teacher with a course of their own. */
export async function teacherWithCourse(t: TestConvex, name = "Rust for Everyone") {
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const courseId: Id<"courses"> = await createCourse(teacher.as, { name });
  return { teacher, courseId };
}

/** Claims an invitation through `auth:signIn` as the claim page does. */
export async function claimInvitation(
  t: TestConvex,
  token: string,
  password = "a school passphrase",
  clientId = "client-0123456789abcdef",
) {
  return await t.action(api.auth.signIn, { provider: "invitation", params: { token, password, clientId } });
}

/** A roster CSV with a heading, one line per person. */
export function rosterCsv(rows: readonly (readonly string[])[], heading = "name,email,student number,course"): string {
  return [heading, ...rows.map((row) => row.join(","))].join("\n");
}

/** Makes the console transport fail for mails to `address` (as an unreachable SMTP server would). */
export function failMailsTo(spy: MockInstance, address: string): void {
  spy.mockImplementation((line: unknown) => {
    if (String(line).startsWith("[mail]") && String(line).includes(`\nTo: ${address}\n`)) {
      throw new Error("Connection refused");
    }
  });
}
