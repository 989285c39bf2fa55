/** Events of quizzes: attempts, question banks, time allowances. */
import { v } from "convex/values";
import { defineEvent } from "./define";

export const quizEvents = [
  defineEvent("quiz_finished", 1, {
    bank: v.string(),
    bankTitle: v.string(),
    studentName: v.string(),
    score: v.number(),
    total: v.number(),
    durationMs: v.number(),
  }),
  /** A teacher changed a course's question bank: what changed, in words. */
  defineEvent("bank_changed", 1, { change: v.string() }),
  defineEvent("accommodation_granted", 1, { allowance: v.string() }),
  defineEvent("accommodation_revoked", 1, { allowance: v.string() }),
] as const;
