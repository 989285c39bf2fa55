/**
 * Rules of an account's standing, shared by the server and the forms (one rule, one home):
 * suspension (ADR 0066).
 */

/** What a suspended person is told: on the sign-in page after being signed out, and at sign-in. */
export const ACCOUNT_SUSPENDED = "Your account is suspended. Contact your school.";

/** The reason an Admin gives for a suspension (kept in the event log). */
export const SUSPEND_REASON = { min: 1, max: 500 } as const;
export const SUSPEND_REASON_REQUIRED = "Say why the account is suspended.";
export const SUSPEND_REASON_TOO_LONG = `Keep the reason under ${SUSPEND_REASON.max + 1} characters.`;

/** Admins cannot suspend or sign out themselves here, nor suspend another Admin (ADR 0066). */
export const NOT_YOURSELF = "You cannot do this to your own account.";
export const NOT_AN_ADMIN = "Admins cannot be suspended: change their role first.";

/** The reason, trimmed, or the message that refuses it. */
export function checkSuspendReason(raw: string): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = raw.trim();
  if (reason.length < SUSPEND_REASON.min) return { ok: false, message: SUSPEND_REASON_REQUIRED };
  if (reason.length > SUSPEND_REASON.max) return { ok: false, message: SUSPEND_REASON_TOO_LONG };
  return { ok: true, reason };
}
