/**
 * Convex validators of the question types (convex/shared/questionTypes.ts has the types, the
 * scoring and the form schemas): what events, tables and public arguments carry.
 */
import { v, type Infer } from "convex/values";

export const solutionValidator = v.union(
  v.object({ kind: v.literal("single"), answer: v.number() }),
  v.object({ kind: v.literal("multiple"), answers: v.array(v.number()) }),
  v.object({ kind: v.literal("truefalse"), answer: v.number() }),
  v.object({ kind: v.literal("text"), accepted: v.array(v.string()) }),
  v.object({ kind: v.literal("numeric"), value: v.number(), tolerance: v.number() }),
);

/** A bank question's content (QuestionContent). */
export const questionContentValidator = v.object({
  question: v.string(),
  options: v.array(v.string()),
  solution: solutionValidator,
  explanation: v.optional(v.string()),
  tags: v.array(v.string()),
});

/** What a student sends (Response). */
export const responseValidator = v.union(
  v.object({ kind: v.literal("choice"), option: v.number() }),
  v.object({ kind: v.literal("choices"), options: v.array(v.number()) }),
  v.object({ kind: v.literal("text"), text: v.string() }),
);

export type SolutionValue = Infer<typeof solutionValidator>;
export type ResponseValue = Infer<typeof responseValidator>;
