/**
 * The settings of a course's own quiz (ADR 0056, ADR 0076): how many attempts a student may take
 * and the wait between two (enforced by `quiz.start`), the pass mark, whether the certificate
 * needs the quiz, and the tags an attempt draws from; set by the course's teacher or an Admin
 * (`quiz_settings_changed`). Shared banks have none: SPEC's quiz stays open, its pass mark
 * PASS_PERCENT, drawn from the whole bank.
 */
import { v } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { parseOrThrow } from "../../lib/parse";
import { appError } from "../../lib/appError";
import {
  attemptsUsedMessage,
  cooldownMessage,
  courseBankKey,
  MAX_ATTEMPTS_LIMIT,
  type QuizAttemptRules,
} from "../../shared/quizRules";
import {
  DEFAULT_QUIZ_SETTINGS,
  NO_MATCHING_TAG,
  quizSettingsSchema,
  sameSettings,
  tagCounts,
  tagsOfBank,
  type QuizSettings,
} from "../../shared/quizSettingsRules";
import { bankQuestions } from "./quizBankStore";
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

/** A bank's settings: a course's own bank as its teacher set them, else the defaults (SPEC's open quiz). */
export async function settingsFor(ctx: QueryCtx, bank: string): Promise<QuizSettings> {
  const row = await settingsRow(ctx, bank);
  if (row === null) return DEFAULT_QUIZ_SETTINGS;
  return {
    maxAttempts: row.maxAttempts,
    cooldownMinutes: row.cooldownMinutes,
    passPercent: row.passPercent,
    requiredForCertificate: row.requiredForCertificate,
    drawTags: row.drawTags,
  };
}

/** A bank's attempt rules (ADR 0056). */
export async function rulesFor(ctx: QueryCtx, bank: string): Promise<QuizAttemptRules> {
  const { maxAttempts, cooldownMinutes } = await settingsFor(ctx, bank);
  return { maxAttempts, cooldownMinutes };
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

/** The course's quiz settings as the rules panel shows them, with the tags its bank's questions have. */
export type EditorRules = QuizSettings & {
  maxAttemptsLimit: number;
  /** The tags the bank's questions have, with how many questions have each. */
  bankTags: { tag: string; questions: number }[];
};

export async function editorRules(ctx: QueryCtx, user: AppUser, courseId: string): Promise<EditorRules> {
  const course = await requireBankCourse(ctx, user, courseId);
  const bank = courseBankKey(course.key);
  return {
    ...(await settingsFor(ctx, bank)),
    maxAttemptsLimit: MAX_ATTEMPTS_LIMIT,
    bankTags: tagCounts(await bankQuestions(ctx, bank)),
  };
}

/** What `setRules` takes: the attempt rules, and any of the other settings (left out: unchanged). */
export const setRulesArgs = {
  courseId: v.string(),
  maxAttempts: v.union(v.number(), v.null()),
  cooldownMinutes: v.number(),
  passPercent: v.optional(v.number()),
  requiredForCertificate: v.optional(v.boolean()),
  drawTags: v.optional(v.array(v.string())),
};

/**
 * Sets the settings of the course's own quiz (`quiz_settings_changed`); the same settings again
 * change nothing. A tag to draw from must be one that a question of the bank has now.
 */
export async function setRules(
  ctx: MutationCtx,
  user: AppUser,
  args: {
    courseId: string;
    maxAttempts: number | null;
    cooldownMinutes: number;
    passPercent?: number;
    requiredForCertificate?: boolean;
    drawTags?: string[];
  },
): Promise<null> {
  const course = await requireBankCourse(ctx, user, args.courseId);
  const bank = courseBankKey(course.key);
  const before = await settingsFor(ctx, bank);
  const settings = parseOrThrow(quizSettingsSchema, {
    maxAttempts: args.maxAttempts,
    cooldownMinutes: args.cooldownMinutes,
    passPercent: args.passPercent ?? before.passPercent,
    requiredForCertificate: args.requiredForCertificate ?? before.requiredForCertificate,
    drawTags: args.drawTags ?? before.drawTags,
  });
  if (sameSettings(before, settings)) return null;
  if (args.drawTags !== undefined && settings.drawTags.length > 0) {
    const bankTags = new Set(tagsOfBank(await bankQuestions(ctx, bank)));
    const missing = settings.drawTags.find((tag) => !bankTags.has(tag));
    if (missing !== undefined) throw appError("INVALID", NO_MATCHING_TAG(missing));
  }
  await emit(ctx, {
    type: "quiz_settings_changed",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    bank,
    ...settings,
    before,
  });
  return null;
}

/**
 * The tags a course's quiz draws from (issue #31): an attempt draws only questions with one of
 * them; [] draws from the whole bank (and always for a shared bank, which has no settings).
 */
export async function drawTagsOf(ctx: QueryCtx, bank: string): Promise<string[]> {
  return (await settingsRow(ctx, bank))?.drawTags ?? [];
}
