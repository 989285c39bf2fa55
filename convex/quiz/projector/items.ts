/**
 * The item analysis projector (ADR 0078): `quizItemAnswers`, one row per locked question of an
 * attempt, from `quiz_answered` (the response in the bank's order and its credit) and
 * `quiz_timed_out` (no response, no credit). When the attempt finishes its rows get the attempt's
 * score and size, which the discrimination compares each answer with. The quiz domain's second
 * projector: a student's own events write only their own attempt's rows (no hot document).
 */
import type { MutationCtx } from "../../_generated/server";
import { defineProjector } from "../../events/projector";

/** Questions an attempt may have (a course's bank, whole, at most): the rows one attempt reads. */
const ATTEMPT_ROWS_READ = 200;

async function rowsOfAttempt(ctx: MutationCtx, attemptKey: string) {
  return await ctx.db
    .query("quizItemAnswers")
    .withIndex("by_attempt_index", (q) => q.eq("attemptKey", attemptKey))
    .take(ATTEMPT_ROWS_READ);
}

async function hasRow(ctx: MutationCtx, attemptKey: string, index: number): Promise<boolean> {
  const row = await ctx.db
    .query("quizItemAnswers")
    .withIndex("by_attempt_index", (q) => q.eq("attemptKey", attemptKey).eq("index", index))
    .first();
  return row !== null;
}

export const itemsProjector = defineProjector({
  name: "quiz",
  tables: { quizItemAnswers: ["attemptKey", "index"] },
  on: {
    quiz_answered: async (ctx, event) => {
      if (await hasRow(ctx, event.attemptKey, event.index)) return;
      await ctx.db.insert("quizItemAnswers", {
        bank: event.bank,
        attemptKey: event.attemptKey,
        index: event.index,
        questionKey: event.questionKey,
        credit: event.credit,
        elapsedMs: event.elapsedMs,
        response: event.bankResponse,
      });
    },
    quiz_timed_out: async (ctx, event) => {
      if (await hasRow(ctx, event.attemptKey, event.index)) return;
      await ctx.db.insert("quizItemAnswers", {
        bank: event.bank,
        attemptKey: event.attemptKey,
        index: event.index,
        questionKey: event.questionKey,
        credit: 0,
        elapsedMs: event.elapsedMs,
      });
    },
    quiz_finished: async (ctx, event) => {
      for (const row of await rowsOfAttempt(ctx, event.attemptKey)) {
        await ctx.db.patch("quizItemAnswers", row._id, { attemptScore: event.score, attemptTotal: event.total });
      }
    },
    // An Admin's reset takes the attempt away: its answers leave the analysis with it.
    quiz_reset: async (ctx, event) => {
      for (const row of await rowsOfAttempt(ctx, event.attemptKey)) await ctx.db.delete("quizItemAnswers", row._id);
    },
  },
});
