/**
 * The quiz bank editor (course's teacher or an Admin). Thin wrappers over model/quizBankEditor.ts.
 * Input rules: questionContentSchema in shared/forms/question.ts (shared with the editor form).
 */
import { v } from "convex/values";
import { staffMutation, staffQuery } from "../functions";
import { questionContentValidator } from "./model/questionValidators";
import * as editor from "./model/quizBankEditor";
import * as settings from "./model/quizSettings";

/** A question of any kind (questionContentSchema parses it on the server). */
const fields = questionContentValidator.fields;

/** The course's own questions with their keys, or (own: false) the shared bank it uses now. */
export const get = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await editor.editorBank(ctx, ctx.user, courseId),
});

/** Appends a question to the course's own bank; returns its id. */
export const addQuestion = staffMutation({
  args: { courseId: v.string(), ...fields },
  handler: async (ctx, args) => await editor.addQuestion(ctx, ctx.user, args),
});

export const updateQuestion = staffMutation({
  args: { questionId: v.id("quizQuestions"), ...fields },
  handler: async (ctx, args) => await editor.updateQuestion(ctx, ctx.user, args),
});

export const removeQuestion = staffMutation({
  args: { questionId: v.id("quizQuestions") },
  handler: async (ctx, { questionId }) => await editor.removeQuestion(ctx, ctx.user, questionId),
});

export const moveQuestion = staffMutation({
  args: { questionId: v.id("quizQuestions"), to: v.union(v.literal("up"), v.literal("down")) },
  handler: async (ctx, args) => await editor.moveQuestion(ctx, ctx.user, args),
});

/** Starts the course's own bank as a copy of its shared bank; returns how many questions were copied. */
export const copySharedBank = staffMutation({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await editor.copySharedBank(ctx, ctx.user, courseId),
});

/** The settings of the course's own quiz: attempts, cool-down, pass mark, certificate, draw tags; the bank's tags. */
export const rules = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await settings.editorRules(ctx, ctx.user, courseId),
});

/** Sets those settings (ADR 0056, 0076; left out: unchanged); `quiz.start` and certificates enforce them. */
export const setRules = staffMutation({
  args: settings.setRulesArgs,
  handler: async (ctx, args) => await settings.setRules(ctx, ctx.user, args),
});
