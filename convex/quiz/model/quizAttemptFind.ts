/**
 * Which attempt the quiz screens show for a course. The rule (docs/quiz.md): the attempt in
 * progress in the course's bank, else the last finished one. Resolving the bank reads the course
 * and checks its own bank for a question, and `quiz.current` re-runs on every answer and Next; so
 * an attempt remembers the course it was started from (ADR 0037) and is found first by it, without
 * resolving anything: an attempt in progress stays the course's quiz until it is finished, even
 * if the course's bank changes meanwhile (its questions were frozen at the start anyway).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { requireCourseNameArg, resolveBank, type BankRef, type CourseChoice } from "./quizBankStore";

type Attempt = Doc<"quizAttempts">;

export async function findActive(ctx: QueryCtx, userId: Id<"users">, bank: string): Promise<Attempt | null> {
  return await ctx.db
    .query("quizAttempts")
    .withIndex("by_user_bank_status", (q) => q.eq("userId", userId).eq("bank", bank).eq("status", "active"))
    .first();
}

async function latestFinished(ctx: QueryCtx, userId: Id<"users">, bank: string): Promise<Attempt | null> {
  return await ctx.db
    .query("quizAttempts")
    .withIndex("by_user_bank_status", (q) => q.eq("userId", userId).eq("bank", bank).eq("status", "finished"))
    .order("desc")
    .first();
}

/**
 * The caller's attempt in progress started from this course (in its own bank or in a shared one),
 * found without reading the course. Null when there is none, or when only resolving the bank can tell.
 */
export async function activeFromCourse(
  ctx: QueryCtx,
  userId: Id<"users">,
  choice: CourseChoice,
): Promise<Attempt | null> {
  requireCourseNameArg(choice);
  if (choice.courseId === undefined) return null;
  const courseId = ctx.db.normalizeId("courses", choice.courseId);
  if (courseId === null) return null;
  return await ctx.db
    .query("quizAttempts")
    .withIndex("by_user_course_status", (q) => q.eq("userId", userId).eq("courseId", courseId).eq("status", "active"))
    .first();
}

/**
 * The course's attempt in progress: the one started from it, else the one in its bank as resolved
 * now; with none, the resolved bank (where Start begins one).
 */
export async function activeFor(
  ctx: QueryCtx,
  userId: Id<"users">,
  choice: CourseChoice,
): Promise<{ active: Attempt } | { active: null; bank: BankRef }> {
  const started = await activeFromCourse(ctx, userId, choice);
  if (started !== null) return { active: started };
  const bank = await resolveBank(ctx, choice);
  const active = await findActive(ctx, userId, bank.key);
  return active === null ? { active, bank } : { active };
}

/** What /quizpage shows: the course's attempt in progress, else the last finished one in its bank, else null. */
export async function attemptToShow(ctx: QueryCtx, userId: Id<"users">, choice: CourseChoice): Promise<Attempt | null> {
  const found = await activeFor(ctx, userId, choice);
  if (found.active !== null) return found.active;
  return await latestFinished(ctx, userId, found.bank.key);
}

/** An attempt by its key (the id of its `quiz_started`). */
export async function attemptByKey(ctx: QueryCtx, key: string): Promise<Attempt | null> {
  return await ctx.db
    .query("quizAttempts")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}
