/**
 * Import and export of a course's quiz bank (issue #31, ADR 0077). The browser previews an import
 * with the same readers (convex/shared/quizFormats.ts); the server reads the text again (it is the
 * authority) and appends every question it could read to the course's own bank in ONE event,
 * `questions_imported`, or refuses the whole import. The export writes the bank the course uses
 * now as GIFT. The course's teacher or an Admin only: the export carries the answer key.
 */
import { keyed, type Keyed } from "../../shared/messages";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { emit } from "../../events/emit";
import { appError } from "../../lib/appError";
import {
  giftFileName,
  importTextProblem,
  parseQuestions,
  toGift,
  type ImportFormatChoice,
} from "../../shared/quizFormats";
import { MAX_BANK_QUESTIONS } from "../../shared/quizRules";
import { bankKeysOf, bankQuestions } from "./quizBankStore";
import { contentOf, requireBankCourse } from "./quizBankEditor";

/** What the import panel needs to say before anything is saved. */
export type ImportSummary = {
  /** Questions in the course's own bank now. */
  ownQuestions: number;
  /** The bank's question limit. */
  maxQuestions: number;
  /** The shared bank the course uses while it has no question of its own. */
  sharedBank: string;
};

export async function importSummary(ctx: QueryCtx, user: AppUser, courseId: string): Promise<ImportSummary> {
  const course = await requireBankCourse(ctx, user, courseId);
  const keys = bankKeysOf(course);
  const own = await bankQuestions(ctx, keys.own);
  return { ownQuestions: own.length, maxQuestions: MAX_BANK_QUESTIONS, sharedBank: keys.shared };
}

/** The refusal when the text no longer gives what the preview showed (it changed on the way). */
export function previewChangedMessage(expected: number, read: number): Keyed {
  return keyed("server.quiz.previewChanged", { expected, read });
}

/** The refusal when the import would take the bank past its limit. */
export function roomMessage(have: number, importing: number): Keyed {
  const room = Math.max(0, MAX_BANK_QUESTIONS - have);
  return keyed("server.quiz.importNoRoom", { max: MAX_BANK_QUESTIONS, have, room, importing });
}

/**
 * Reads `text` and appends its questions to the course's own bank: `questions_imported`. Blocks
 * that could not be read are skipped (the preview listed them); `expected` is the number the
 * preview promised, so the teacher imports exactly what they saw. Returns how many were imported.
 */
export async function importQuestions(
  ctx: MutationCtx,
  user: AppUser,
  args: { courseId: string; format: ImportFormatChoice; text: string; expected: number },
): Promise<{ imported: number }> {
  const course = await requireBankCourse(ctx, user, args.courseId);
  const problem = importTextProblem(args.text);
  if (problem !== null) throw appError("INVALID", problem);
  const { format, questions } = parseQuestions(args.text, args.format);
  if (questions.length === 0) {
    throw appError("INVALID", "server.quiz.noQuestionCouldRead");
  }
  if (questions.length !== args.expected)
    throw appError("CONFLICT", previewChangedMessage(args.expected, questions.length));
  const bank = bankKeysOf(course).own;
  const own = await bankQuestions(ctx, bank);
  if (own.length + questions.length > MAX_BANK_QUESTIONS) {
    throw appError("CONFLICT", roomMessage(own.length, questions.length));
  }
  await emit(ctx, {
    type: "questions_imported",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    bank,
    format,
    position: (own.at(-1)?.position ?? -1) + 1,
    questions: questions.map((q) => q.content),
  });
  return { imported: questions.length };
}

/** The bank the course uses now (its own, else the shared one) as a GIFT file. */
export async function exportGift(
  ctx: QueryCtx,
  user: AppUser,
  courseId: string,
): Promise<{ fileName: string; text: string; questions: number }> {
  const course = await requireBankCourse(ctx, user, courseId);
  const keys = bankKeysOf(course);
  const own = await bankQuestions(ctx, keys.own);
  const questions = own.length > 0 ? own : await bankQuestions(ctx, keys.shared);
  const source = own.length > 0 ? `${course.name}: quiz bank` : `${course.name}: the shared ${keys.shared} quiz`;
  return {
    fileName: giftFileName(course.name),
    text: toGift(questions.map(contentOf), `${source}, exported from Lyceum (GIFT)`),
    questions: questions.length,
  };
}
