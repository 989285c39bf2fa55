/**
 * The bank editor: a course's teacher (or an Admin) writes the course's own bank. A course with no
 * question of its own uses the shared bank of its name (docs/quiz.md); `copySharedBank` starts the
 * own bank from it. Shared banks are not edited here. Every change is a typed event carrying the
 * question as it was and as it is (quiz/events.ts); the quiz projector writes the bank.
 */
import { keyed } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { canManageCourse, requireCourse } from "../../courses/model/courses";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { parseOrThrow } from "../../lib/parse";
import { bankKeysOf, bankQuestions } from "./quizBankStore";
import { MAX_BANK_QUESTIONS } from "../../shared/quizRules";
import type { QuestionContent } from "../../shared/questionTypes";
import { questionContentSchema, type QuestionContentInput } from "../../shared/forms/question";
import type { AppUser } from "../../accounts/model/users";

export const NOT_BANK_STAFF = keyed("server.quiz.notBankStaff");
export const QUESTION_NOT_FOUND = keyed("server.quiz.questionNotFound");

export async function requireBankCourse(ctx: QueryCtx, user: AppUser, courseId: string): Promise<Doc<"courses">> {
  const course = await requireCourse(ctx, courseId);
  if (!canManageCourse(user, course)) throw appError("FORBIDDEN", NOT_BANK_STAFF);
  return course;
}

/** A question of a course's own bank, when the caller manages that course. */
async function requireOwnQuestion(ctx: QueryCtx, user: AppUser, questionId: Id<"quizQuestions">) {
  const question = await ctx.db.get("quizQuestions", questionId);
  if (question === null) throw appError("NOT_FOUND", QUESTION_NOT_FOUND);
  if (question.courseId === undefined) {
    throw appError("FORBIDDEN", "server.quiz.sharedQuizzesCannotEdited");
  }
  const course = await requireBankCourse(ctx, user, question.courseId);
  return { question, course };
}

/** A question with its key (`solution`): staff see it, students never do before answering. */
export type EditorQuestion = QuestionContent & {
  questionId: Id<"quizQuestions">;
  position: number;
};

export type EditorBank = {
  courseId: Id<"courses">;
  courseName: string;
  /** True when the course has its own questions (the ones listed); false: the shared bank's, read-only. */
  own: boolean;
  /** The shared bank the course falls back to. */
  sharedBank: string;
  questions: EditorQuestion[];
  /** Every tag the listed questions carry, sorted (a course's quiz may draw by tag). */
  tags: string[];
  maxQuestions: number;
};

/** A question's content alone (a stored question's or an event's), as the editor and events carry it. */
export function contentOf(q: QuestionContent): QuestionContent {
  return {
    question: q.question,
    options: [...q.options],
    solution: q.solution,
    ...(q.explanation !== undefined ? { explanation: q.explanation } : {}),
    tags: [...q.tags],
  };
}

/** What the editor shows for a course: its own questions, or else the shared ones it uses now. */
export async function editorBank(ctx: QueryCtx, user: AppUser, courseId: string): Promise<EditorBank> {
  const course = await requireBankCourse(ctx, user, courseId);
  const keys = bankKeysOf(course);
  const own = await bankQuestions(ctx, keys.own);
  const questions = own.length > 0 ? own : await bankQuestions(ctx, keys.shared);
  return {
    courseId: course._id,
    courseName: course.name,
    own: own.length > 0,
    sharedBank: keys.shared,
    questions: questions.map((q) => ({ questionId: q._id, position: q.position, ...contentOf(q) })),
    tags: [...new Set(questions.flatMap((q) => q.tags))].sort(),
    maxQuestions: MAX_BANK_QUESTIONS,
  };
}

async function lastQuestion(ctx: QueryCtx, bank: string) {
  return await ctx.db
    .query("quizQuestions")
    .withIndex("by_bank_position", (q) => q.eq("bank", bank))
    .order("desc")
    .first();
}

export async function questionByKey(ctx: QueryCtx, key: string) {
  return await ctx.db
    .query("quizQuestions")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** The one parse of a question of any kind (shared with the editor's form and the importers). */
function parseQuestion(args: QuestionContentInput): QuestionContent {
  return parseOrThrow(questionContentSchema, {
    question: args.question,
    options: args.options,
    solution: args.solution,
    explanation: args.explanation,
    tags: args.tags,
  });
}

/** Appends a question to the course's own bank (the course then uses its own bank): `question_added`. */
export async function addQuestion(
  ctx: MutationCtx,
  user: AppUser,
  args: { courseId: string } & QuestionContentInput,
): Promise<Id<"quizQuestions">> {
  const course = await requireBankCourse(ctx, user, args.courseId);
  const input = parseQuestion(args);
  const bank = bankKeysOf(course).own;
  if ((await bankQuestions(ctx, bank)).length >= MAX_BANK_QUESTIONS) {
    throw appError("CONFLICT", "server.quiz.tooManyQuestions", { max: MAX_BANK_QUESTIONS });
  }
  const position = ((await lastQuestion(ctx, bank))?.position ?? -1) + 1;
  const added = await emit(ctx, {
    type: "question_added",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    bank,
    position,
    ...input,
  });
  const question = await questionByKey(ctx, added._id);
  if (question === null) throw appError("NOT_FOUND", QUESTION_NOT_FOUND);
  return question._id;
}

/** Rewrites a question of the course's own bank: `question_edited`, with before and after. */
export async function updateQuestion(
  ctx: MutationCtx,
  user: AppUser,
  args: { questionId: Id<"quizQuestions"> } & QuestionContentInput,
): Promise<null> {
  const { question, course } = await requireOwnQuestion(ctx, user, args.questionId);
  const input = parseQuestion(args);
  await emit(ctx, {
    type: "question_edited",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    entityKey: question.key,
    bank: question.bank,
    questionKey: question.key,
    position: question.position,
    before: contentOf(question),
    after: input,
  });
  return null;
}

/** Removes a question (`question_removed`); removing the last one sends the course back to its shared bank. */
export async function removeQuestion(ctx: MutationCtx, user: AppUser, questionId: Id<"quizQuestions">): Promise<null> {
  const { question, course } = await requireOwnQuestion(ctx, user, questionId);
  await emit(ctx, {
    type: "question_removed",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    entityKey: question.key,
    bank: question.bank,
    questionKey: question.key,
    position: question.position,
    ...contentOf(question),
  });
  return null;
}

/** Swaps a question with its neighbour above or below (`question_moved`); at either end it changes nothing. */
export async function moveQuestion(
  ctx: MutationCtx,
  user: AppUser,
  args: { questionId: Id<"quizQuestions">; to: "up" | "down" },
): Promise<null> {
  const { question, course } = await requireOwnQuestion(ctx, user, args.questionId);
  const neighbour = await ctx.db
    .query("quizQuestions")
    .withIndex("by_bank_position", (q) =>
      args.to === "up"
        ? q.eq("bank", question.bank).lt("position", question.position)
        : q.eq("bank", question.bank).gt("position", question.position),
    )
    .order(args.to === "up" ? "desc" : "asc")
    .first();
  if (neighbour === null) return null;
  await emit(ctx, {
    type: "question_moved",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    entityKey: question.key,
    bank: question.bank,
    questionKey: question.key,
    direction: args.to,
    from: question.position,
    to: neighbour.position,
    neighbourKey: neighbour.key,
  });
  return null;
}

/** Starts the course's own bank as a copy of its shared bank (`bank_copied`); refused when it already has questions. */
export async function copySharedBank(ctx: MutationCtx, user: AppUser, courseId: string): Promise<number> {
  const course = await requireBankCourse(ctx, user, courseId);
  const keys = bankKeysOf(course);
  if ((await lastQuestion(ctx, keys.own)) !== null) {
    throw appError("CONFLICT", "server.quiz.courseAlreadyOwnQuiz");
  }
  const shared = await bankQuestions(ctx, keys.shared);
  await emit(ctx, {
    type: "bank_copied",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    bank: keys.own,
    sharedBank: keys.shared,
    questions: shared.map(contentOf),
  });
  return shared.length;
}
