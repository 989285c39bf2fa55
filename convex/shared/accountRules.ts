/**
 * Rules of an account's standing, shared by the server and the forms (one rule, one home):
 * suspension (ADR 0066).
 */
import { keyed, type Keyed } from "./messages";

/** What a suspended person is told: on the sign-in page after being signed out, and at sign-in. */
export const ACCOUNT_SUSPENDED = keyed("server.accounts.accountSuspended");

/** The reason an Admin gives for a suspension (kept in the event log). */
export const SUSPEND_REASON = { min: 1, max: 500 } as const;
export const SUSPEND_REASON_REQUIRED = keyed("server.accounts.suspendReasonRequired");
export const SUSPEND_REASON_TOO_LONG = keyed("server.accounts.suspendReasonTooLong", { max: SUSPEND_REASON.max + 1 });

/** Admins cannot suspend or sign out themselves here, nor suspend another Admin (ADR 0066). */
export const NOT_YOURSELF = keyed("server.accounts.notYourself");
export const NOT_AN_ADMIN = keyed("server.accounts.notAnAdmin");

/** The reason, trimmed, or the message that refuses it. */
export function checkSuspendReason(raw: string): { ok: true; reason: string } | { ok: false; message: Keyed } {
  const reason = raw.trim();
  if (reason.length < SUSPEND_REASON.min) return { ok: false, message: SUSPEND_REASON_REQUIRED };
  if (reason.length > SUSPEND_REASON.max) return { ok: false, message: SUSPEND_REASON_TOO_LONG };
  return { ok: true, reason };
}
