/**
 * The quiz projector (ADR 0049): question banks, attempts with their frozen questions and locks,
 * the leaderboard's best rows and time allowances are written here and nowhere else, from the
 * events of quiz/events.ts. The mutations (model/quiz*.ts) decide, with the clock and
 * the score; the events carry what they decided (times, right or wrong, the progress), so a replay
 * writes the same documents.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { EventDoc } from "../events/types";
import type { QuestionContent } from "../shared/questionTypes";
import { MAX_BANK_QUESTIONS } from "../shared/quizRules";
import { courseByKey } from "../courses/keys";
import { defineProjector } from "../events/projector";
import { findAccommodation } from "./model/quizAccommodations";
import { attemptByKey } from "./model/quizAttemptFind";
import { contentOf, questionByKey } from "./model/quizBankEditor";
import { bestOf } from "./model/quizBoard";
import { settingsRow } from "./model/quizSettings";

/** Writes a bank seeded or copied at once: question i's key is `<event id>:<i>`. */
async function insertBank(
  ctx: MutationCtx,
  event: EventDoc<"bank_seeded" | "bank_copied">,
  courseId: Id<"courses"> | undefined,
  questions: QuestionContent[],
): Promise<void> {
  for (const [position, question] of questions.entries()) {
    await ctx.db.insert("quizQuestions", {
      key: `${event._id}:${position}`,
      bank: event.bank,
      ...(courseId !== undefined ? { courseId } : {}),
      position,
      ...contentOf(question),
    });
  }
}

/** Keeps the student's best finished attempt in the bank (and the name they finished it under). */
async function recordBest(
  ctx: MutationCtx,
  attempt: Doc<"quizAttempts">,
  event: EventDoc<"quiz_finished">,
): Promise<void> {
  const row = {
    bank: attempt.bank,
    userId: attempt.userId,
    displayName: event.studentName,
    score: event.score,
    negScore: -event.score,
    total: event.total,
    durationMs: event.durationMs,
    attemptId: attempt._id,
    finishedAt: event.finishedAt,
  };
  const best = await bestOf(ctx, attempt.userId, attempt.bank);
  if (best === null) await ctx.db.insert("quizBest", row);
  else if (event.score > best.score || (event.score === best.score && event.durationMs < best.durationMs)) {
    await ctx.db.replace("quizBest", best._id, row);
  } else if (best.displayName !== event.studentName) {
    await ctx.db.patch("quizBest", best._id, { displayName: event.studentName });
  }
}

export const quizProjector = defineProjector({
  name: "quiz",
  tables: {
    quizQuestions: ["key"],
    quizAttempts: ["key"],
    quizAttemptQuestions: ["attemptId", "index"],
    quizAttemptAnswers: ["attemptKey", "index"],
    quizBest: ["userId", "bank"],
    quizSettings: ["bank"],
    quizAccommodations: ["studentId"],
  },
  on: {
    bank_seeded: async (ctx, event) => {
      await insertBank(ctx, event, undefined, event.questions);
    },
    bank_copied: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      await insertBank(ctx, event, course?._id, event.questions);
    },
    questions_imported: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      for (const [index, question] of event.questions.entries()) {
        const position = event.position + index;
        await ctx.db.insert("quizQuestions", {
          key: `${event._id}:${position}`,
          bank: event.bank,
          ...(course !== null ? { courseId: course._id } : {}),
          position,
          ...contentOf(question),
        });
      }
    },
    question_added: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      await ctx.db.insert("quizQuestions", {
        key: event._id,
        bank: event.bank,
        ...(course !== null ? { courseId: course._id } : {}),
        position: event.position,
        ...contentOf(event),
      });
    },
    question_edited: async (ctx, event) => {
      const question = await questionByKey(ctx, event.questionKey);
      // replace, not patch: an explanation the teacher cleared is gone.
      if (question !== null) {
        const { key, bank, courseId, position } = question;
        await ctx.db.replace("quizQuestions", question._id, {
          key,
          bank,
          ...(courseId !== undefined ? { courseId } : {}),
          position,
          ...contentOf(event.after),
        });
      }
    },
    question_removed: async (ctx, event) => {
      const question = await questionByKey(ctx, event.questionKey);
      if (question !== null) await ctx.db.delete("quizQuestions", question._id);
    },
    question_moved: async (ctx, event) => {
      const question = await questionByKey(ctx, event.questionKey);
      const neighbour = await questionByKey(ctx, event.neighbourKey);
      if (question === null || neighbour === null) return;
      await ctx.db.patch("quizQuestions", question._id, { position: event.to });
      await ctx.db.patch("quizQuestions", neighbour._id, { position: event.from });
    },

    quiz_started: async (ctx, event) => {
      if (event.actorId === undefined) return;
      // The course it was started from, if any: the quiz page finds the attempt by it.
      const fromCourse = (await courseByKey(ctx, event.courseKey))?._id;
      const attemptId = await ctx.db.insert("quizAttempts", {
        key: event._id,
        userId: event.actorId,
        bank: event.bank,
        bankTitle: event.bankTitle,
        status: "active",
        questionCount: event.questions.length,
        index: 0,
        questionStartedAt: event.startedAt,
        timeLimitMs: event.timeLimitMs,
        deadline: event.deadline,
        score: 0,
        startedAt: event.startedAt,
        durationMs: 0,
        ...(fromCourse !== undefined ? { courseId: fromCourse } : {}),
      });
      for (const [index, served] of event.questions.entries()) {
        await ctx.db.insert("quizAttemptQuestions", {
          attemptId,
          index,
          questionKey: served.questionKey,
          question: served.question,
          options: served.options,
          solution: served.solution,
          ...(served.explanation !== undefined ? { explanation: served.explanation } : {}),
          optionOrder: served.optionOrder,
        });
      }
    },
    quiz_answered: async (ctx, event) => {
      await ctx.db.insert("quizAttemptAnswers", {
        attemptKey: event.attemptKey,
        index: event.index,
        response: event.response,
        credit: event.credit,
        correct: event.correct,
        elapsedMs: event.elapsedMs,
      });
    },
    quiz_timed_out: async (ctx, event) => {
      await ctx.db.insert("quizAttemptAnswers", {
        attemptKey: event.attemptKey,
        index: event.index,
        response: null,
        credit: 0,
        correct: false,
        elapsedMs: event.elapsedMs,
      });
    },
    quiz_next: async (ctx, event) => {
      const attempt = await attemptByKey(ctx, event.attemptKey);
      if (attempt === null) return;
      await ctx.db.patch("quizAttempts", attempt._id, {
        index: event.index,
        questionStartedAt: event.at,
        timeLimitMs: event.timeLimitMs,
        deadline: event.deadline,
        score: event.score,
        durationMs: event.durationMs,
      });
    },
    quiz_finished: async (ctx, event) => {
      const attempt = await attemptByKey(ctx, event.attemptKey);
      if (attempt === null) return;
      await ctx.db.patch("quizAttempts", attempt._id, {
        status: "finished",
        finishedAt: event.finishedAt,
        durationMs: event.durationMs,
        deadline: null,
        score: event.score,
      });
      await recordBest(ctx, attempt, event);
    },
    quiz_reset: async (ctx, event) => {
      const attempt = await attemptByKey(ctx, event.attemptKey);
      if (attempt === null) return;
      // A bank holds at most MAX_BANK_QUESTIONS, so does an attempt.
      const questions = await ctx.db
        .query("quizAttemptQuestions")
        .withIndex("by_attempt_index", (q) => q.eq("attemptId", attempt._id))
        .take(MAX_BANK_QUESTIONS);
      for (const row of questions) await ctx.db.delete("quizAttemptQuestions", row._id);
      const locks = await ctx.db
        .query("quizAttemptAnswers")
        .withIndex("by_attempt_index", (q) => q.eq("attemptKey", attempt.key))
        .take(MAX_BANK_QUESTIONS);
      for (const lock of locks) await ctx.db.delete("quizAttemptAnswers", lock._id);
      await ctx.db.delete("quizAttempts", attempt._id);
    },

    quiz_settings_changed: async (ctx, event) => {
      const row = {
        bank: event.bank,
        maxAttempts: event.maxAttempts,
        cooldownMinutes: event.cooldownMinutes,
        passPercent: event.passPercent,
        requiredForCertificate: event.requiredForCertificate,
        drawTags: event.drawTags,
      };
      const existing = await settingsRow(ctx, event.bank);
      if (existing === null) await ctx.db.insert("quizSettings", row);
      else await ctx.db.replace("quizSettings", existing._id, row);
    },

    accommodation_granted: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (event.subjectUserId === undefined || event.actorId === undefined || course === null) return;
      const row = {
        studentId: event.subjectUserId,
        allowance: event.allowance,
        grantedBy: event.actorId,
        courseId: course._id,
      };
      const existing = await findAccommodation(ctx, event.subjectUserId);
      if (existing === null) await ctx.db.insert("quizAccommodations", row);
      else await ctx.db.replace("quizAccommodations", existing._id, row);
    },
    accommodation_revoked: async (ctx, event) => {
      if (event.subjectUserId === undefined) return;
      const existing = await findAccommodation(ctx, event.subjectUserId);
      if (existing !== null) await ctx.db.delete("quizAccommodations", existing._id);
    },
  },
});
