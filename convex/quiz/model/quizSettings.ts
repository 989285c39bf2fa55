/**
 * The rules of a course's own quiz (ADR 0056): how many attempts a student may take and the wait
 * between two, set by the course's teacher or an Admin (`quiz_settings_changed`), enforced by
 * `quiz.start`. Shared banks have none: SPEC's quiz stays open (any number of attempts, no wait).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { parseOrThrow } from "../../shared/forms/parse";
import { appError } from "../../shared/errors";
import {
  attemptsUsedMessage,
  cooldownMessage,
  courseBankKey,
  DEFAULT_ATTEMPT_RULES,
  MAX_ATTEMPTS_LIMIT,
  quizAttemptRulesSchema,
  type QuizAttemptRules,
} from "../../shared/quizRules";
import type { AppUser } from "../../accounts/model/users";
import { MINUTE_MS } from "../../shared/time";
import { requireBankCourse } from "./quizBankEditor";

type Attempt = Doc<"quizAttempts">;

export async function settingsRow(ctx: QueryCtx, bank: string): Promise<Doc<"quizSettings"> | null> {
  return await ctx.db
    .query("quizSettings")
    .withIndex("by_bank", (q) => q.eq("bank", bank))
    .unique();
}

/** A bank's rules: a course's own bank as its teacher set them, else SPEC's (no limit, no wait). */
export async function rulesFor(ctx: QueryCtx, bank: string): Promise<QuizAttemptRules> {
  const row = await settingsRow(ctx, bank);
  return row === null ? DEFAULT_ATTEMPT_RULES : { maxAttempts: row.maxAttempts, cooldownMinutes: row.cooldownMinutes };
}

/** The student's first `limit` attempts in the bank, in the order they started (finished or running). */
export async function firstAttempts(
  ctx: QueryCtx,
  userId: Id<"users">,
  bank: string,
  limit: number,
): Promise<Attempt[]> {
  return await ctx.db
    .query("quizAttempts")
    .withIndex("by_user_bank_started", (q) => q.eq("userId", userId).eq("bank", bank))
    .take(limit);
}

async function lastAttempt(ctx: QueryCtx, userId: Id<"users">, bank: string): Promise<Attempt | null> {
  return await ctx.db
    .query("quizAttempts")
    .withIndex("by_user_bank_started", (q) => q.eq("userId", userId).eq("bank", bank))
    .order("desc")
    .first();
}

/** Where a student stands under a bank's rules: attempts used (up to the limit) and when the next may start. */
export type AttemptStanding = {
  maxAttempts: number | null;
  cooldownMinutes: number;
  /** Attempts taken (counted up to the limit; with no limit, not counted: 0). */
  used: number;
  /** When the cool-down after the last attempt ends (server clock); null with no cool-down or no attempt. */
  nextAttemptAt: number | null;
};

export async function standingOf(ctx: QueryCtx, userId: Id<"users">, bank: string): Promise<AttemptStanding> {
  const rules = await rulesFor(ctx, bank);
  const used = rules.maxAttempts === null ? 0 : (await firstAttempts(ctx, userId, bank, rules.maxAttempts)).length;
  let nextAttemptAt: number | null = null;
  if (rules.cooldownMinutes > 0) {
    const last = await lastAttempt(ctx, userId, bank);
    if (last?.finishedAt !== undefined) nextAttemptAt = last.finishedAt + rules.cooldownMinutes * MINUTE_MS;
  }
  return { ...rules, used, nextAttemptAt };
}

/** Refuses a new attempt beyond the limit or within the cool-down, with the reason. */
export function requireMayStart(standing: AttemptStanding, now: number): void {
  if (standing.maxAttempts !== null && standing.used >= standing.maxAttempts) {
    throw appError("FORBIDDEN", attemptsUsedMessage(standing.maxAttempts));
  }
  if (standing.nextAttemptAt !== null && now < standing.nextAttemptAt) {
    throw appError("RATE_LIMITED", cooldownMessage(standing.nextAttemptAt - now));
  }
}

/** The course's quiz rules as the bank editor shows them. */
export type EditorRules = QuizAttemptRules & { maxAttemptsLimit: number };

export async function editorRules(ctx: QueryCtx, user: AppUser, courseId: string): Promise<EditorRules> {
  const course = await requireBankCourse(ctx, user, courseId);
  return { ...(await rulesFor(ctx, courseBankKey(course.key))), maxAttemptsLimit: MAX_ATTEMPTS_LIMIT };
}

/** Sets the rules of the course's own quiz (`quiz_settings_changed`); the same rules again change nothing. */
export async function setRules(
  ctx: MutationCtx,
  user: AppUser,
  args: { courseId: string; maxAttempts: number | null; cooldownMinutes: number },
): Promise<null> {
  const course = await requireBankCourse(ctx, user, args.courseId);
  const rules = parseOrThrow(quizAttemptRulesSchema, {
    maxAttempts: args.maxAttempts,
    cooldownMinutes: args.cooldownMinutes,
  });
  const bank = courseBankKey(course.key);
  const before = await rulesFor(ctx, bank);
  if (before.maxAttempts === rules.maxAttempts && before.cooldownMinutes === rules.cooldownMinutes) return null;
  await emit(ctx, {
    type: "quiz_settings_changed",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    bank,
    maxAttempts: rules.maxAttempts,
    cooldownMinutes: rules.cooldownMinutes,
    before,
  });
  return null;
}

/**
 * The tags a course's quiz draws from (issue #31): an attempt draws only questions with one of
 * them; [] draws from the whole bank. (Stub for the contract: the settings helper fills it in.)
 */
export async function drawTagsOf(_ctx: QueryCtx, _bank: string): Promise<string[]> {
  return [];
}
