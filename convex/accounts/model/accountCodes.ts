/**
 * One-time codes by mail (e-mail verification, password reset). A request writes the row and
 * schedules accountCodes.issue, an action (mutations have no true randomness), which makes the
 * code, stores only its SHA-256 and mails it. A guess is checked here; wrong guesses are counted,
 * so callers must return (not throw) after a failed check, or the count would be rolled back.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { ACCOUNT_CODE, type AccountCodePurpose } from "../../shared/accountCodeRules";
import type { Language } from "../../shared/language";

export async function hashCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A uniformly random code of ACCOUNT_CODE.digits digits (Web Crypto; call it in actions). */
export function newCode(): string {
  const range = 10 ** ACCOUNT_CODE.digits;
  // Values at or above `limit` would make low codes likelier: draw again.
  const limit = Math.floor(2 ** 32 / range) * range;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0] >= limit);
  return String(draw[0] % range).padStart(ACCOUNT_CODE.digits, "0");
}

async function findCode(
  ctx: QueryCtx,
  userId: Id<"users">,
  purpose: AccountCodePurpose,
): Promise<Doc<"accountCodes"> | null> {
  return await ctx.db
    .query("accountCodes")
    .withIndex("by_user_purpose", (q) => q.eq("userId", userId).eq("purpose", purpose))
    .unique();
}

type LiveCode = { codeHash: string; expiresAt: number };

/** The codes of `row` that still work at `now`, newest first (at most ACCOUNT_CODE.liveCodes). */
function liveCodes(row: Doc<"accountCodes">, now: number): LiveCode[] {
  const current = row.codeHash === "" ? [] : [{ codeHash: row.codeHash, expiresAt: row.expiresAt }];
  return [...current, ...(row.earlier ?? [])].filter((code) => code.expiresAt > now).slice(0, ACCOUNT_CODE.liveCodes);
}

/**
 * Starts mailing a new code; false, and nothing sent, when the last one went out less than
 * ACCOUNT_CODE.resendAfterSeconds ago. Codes sent earlier keep working until they expire (up to
 * ACCOUNT_CODE.liveCodes at once): a request from someone else does not undo the one the owner
 * is waiting for (ADR 0055). `language`: the mail's when the account has none saved (the sign-up or reset page's).
 */
export async function requestCode(
  ctx: MutationCtx,
  userId: Id<"users">,
  purpose: AccountCodePurpose,
  language?: Language,
): Promise<boolean> {
  const now = Date.now();
  const existing = await findCode(ctx, userId, purpose);
  if (existing !== null && now - existing.sentAt < ACCOUNT_CODE.resendAfterSeconds * 1000) return false;
  const earlier = existing === null ? [] : liveCodes(existing, now).slice(0, ACCOUNT_CODE.liveCodes - 1);
  const fields = { codeHash: "", expiresAt: 0, sentAt: now, attempts: 0, earlier };
  if (existing === null) await ctx.db.insert("accountCodes", { userId, purpose, ...fields });
  else await ctx.db.patch("accountCodes", existing._id, fields);
  await ctx.scheduler.runAfter(0, internal.accounts.accountCodes.issue, {
    userId,
    purpose,
    ...(language === undefined ? {} : { language }),
  });
  return true;
}

/** Records the code the action made; false when the request is gone (nothing to mail). */
export async function storeIssuedCode(
  ctx: MutationCtx,
  userId: Id<"users">,
  purpose: AccountCodePurpose,
  codeHash: string,
): Promise<boolean> {
  const row = await findCode(ctx, userId, purpose);
  if (row === null) return false;
  await ctx.db.patch("accountCodes", row._id, {
    codeHash,
    expiresAt: Date.now() + ACCOUNT_CODE.ttlMinutes * 60_000,
    attempts: 0,
  });
  return true;
}

export type CodeCheck = "ok" | "wrong" | "expired";

/**
 * Checks a guess against every live code of the purpose. A right one is used up (with the
 * others: one use is enough); a wrong one counts, and the codes are thrown away after
 * ACCOUNT_CODE.maxAttempts of them; expired ones are thrown away.
 */
export async function checkCode(
  ctx: MutationCtx,
  userId: Id<"users">,
  purpose: AccountCodePurpose,
  code: string,
): Promise<CodeCheck> {
  const row = await findCode(ctx, userId, purpose);
  if (row === null) return "expired";
  const live = liveCodes(row, Date.now());
  if (live.length === 0) {
    // A code still being made (codeHash "") is left for the mailing action to store.
    if (row.codeHash !== "") await ctx.db.delete("accountCodes", row._id);
    return "expired";
  }
  const guess = await hashCode(code);
  if (live.some((candidate) => candidate.codeHash === guess)) {
    await ctx.db.delete("accountCodes", row._id);
    return "ok";
  }
  if (row.attempts + 1 >= ACCOUNT_CODE.maxAttempts) await ctx.db.delete("accountCodes", row._id);
  else await ctx.db.patch("accountCodes", row._id, { attempts: row.attempts + 1 });
  return "wrong";
}
