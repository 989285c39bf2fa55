/**
 * A student's run through a bank: start or resume, answer, lock at the deadline, next, finish.
 * The server owns the clock and the score (docs/decisions/0013-quiz-server-clock.md): each change
 * is an event (quiz/events.ts) carrying what was decided, applied by the quiz projector.
 * Nothing here returns or throws a question's right option before that question is locked.
 */
import type { Keyed, ServerMessageKey } from "../../shared/messages";
import { keyed } from "../../shared/messages";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { issueForBank } from "../../courses/model/certificates";
import { deploymentConfig } from "../../lib/config";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { allowanceOf } from "./quizAccommodations";
import { elapsedWith, hasLockRow, lockAt, scoreWith, type Lock } from "./quizAttemptAnswers";
import { activeFor, attemptByKey, attemptToShow } from "./quizAttemptFind";
import { attemptTotal, questionAt, type SnapshotQuestion } from "./quizAttemptQuestions";
import { bankQuestions, requireMayTake, type CourseChoice } from "./quizBankStore";
import { bankResponseOf, drawAttempt, drawPool, quizRandom, shownOptions, shownRightOptions } from "./quizDraw";
import { drawTagsOf, requireMayStart, standingOf } from "./quizSettings";
import { ANSWER_GRACE_MS, courseKeyOfBank, questionTimeMs } from "../../shared/quizRules";
import {
  questionRule,
  responseProblem,
  scoreResponse,
  solutionText,
  typedSolution,
  type TypedSolution,
  type QuestionKind,
  type Response,
} from "../../shared/questionTypes";
import type { AppUser } from "../../accounts/model/users";

export const ATTEMPT_NOT_FOUND = keyed("server.quiz.attemptNotFound");

type Attempt = Doc<"quizAttempts">;

/**
 * A locked question: the response as shown (null: time ran out), the credit it earned (0..1),
 * whether it was fully right, and only now the key: the right options where they are shown
 * (choice kinds; [] otherwise), the right answer in words, the explanation.
 */
export type LockedView = {
  response: Response | null;
  credit: number;
  correct: boolean;
  timedOut: boolean;
  rightOptions: number[];
  solutionText: string;
  /** A text or number question's key as data, which the screen words (a number in the reader's digits). */
  typedAnswer: TypedSolution | null;
  explanation: string | null;
};

/**
 * The question on screen as a student sees it before answering: its kind, its options in the shown
 * order ([] for text and numeric), and the rule to state (partial credit, a number's tolerance), a
 * key of the server's catalog the browser words (questionRule). Never the key.
 */
export type QuestionView = { text: string; kind: QuestionKind; options: string[]; rule: Keyed | null };

/** What /quizpage shows (null from `current` when the student has no attempt in this bank). */
export type QuizView = {
  attemptId: Id<"quizAttempts">;
  bankTitle: string;
  status: "active" | "finished";
  /** Questions in the attempt (N of 'You scored X out of N'). */
  total: number;
  /** 0-based index of the question on screen. */
  index: number;
  isLast: boolean;
  /** Credits so far (may be fractional: formatScore). */
  score: number;
  /** The question on screen; null once finished. Never carries the key. */
  question: QuestionView | null;
  /** Milliseconds per question for this student; null = untimed. */
  timeLimitMs: number | null;
  /** When the question locks (server clock, ms since epoch); null when untimed or locked. */
  deadline: number | null;
  /** Date.now() when this query ran (frozen per run, possibly cached: see docs/quiz.md). */
  serverNow: number;
  /** Set only once the question on screen is locked. */
  locked: LockedView | null;
  /** Set once finished. */
  result: { score: number; total: number; durationMs: number; finishedAt: number } | null;
};

function hasExpired(attempt: Attempt, now: number): boolean {
  return attempt.deadline !== null && now >= attempt.deadline + ANSWER_GRACE_MS;
}

/** The lock of the question on screen (`question` is that question, `lock` its lock), or null while it is open. */
function lockedView(question: SnapshotQuestion, lock: Lock | null): LockedView | null {
  if (lock === null) return null;
  return {
    response: lock.response,
    credit: lock.credit,
    correct: lock.correct,
    timedOut: lock.response === null,
    rightOptions: shownRightOptions(question),
    solutionText: solutionText(question),
    typedAnswer: typedSolution(question.solution),
    explanation: question.explanation ?? null,
  };
}

function questionView(question: SnapshotQuestion): QuestionView {
  return {
    text: question.question,
    kind: question.solution.kind,
    options: shownOptions(question),
    rule: questionRule(question.solution),
  };
}

/** The question on screen, from the attempt's snapshot (the one question read, not all of them). */
async function questionOnScreen(ctx: QueryCtx, attempt: Attempt): Promise<SnapshotQuestion> {
  const question = await questionAt(ctx, attempt, attempt.index);
  if (question === null) throw appError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  return question;
}

/** `question` is the one on screen and `lock` its lock; null once finished (the result screen reads neither). */
function toView(attempt: Attempt, question: SnapshotQuestion | null, lock: Lock | null, serverNow: number): QuizView {
  const total = attemptTotal(attempt);
  const locked = question === null ? null : lockedView(question, lock);
  return {
    attemptId: attempt._id,
    bankTitle: attempt.bankTitle,
    status: attempt.status,
    total,
    index: attempt.index,
    isLast: attempt.index === total - 1,
    score: scoreWith(attempt, lock),
    question: question === null ? null : questionView(question),
    timeLimitMs: attempt.timeLimitMs,
    deadline: question === null || locked !== null ? null : attempt.deadline,
    serverNow,
    locked,
    result:
      attempt.status === "finished"
        ? {
            score: attempt.score,
            total,
            durationMs: attempt.durationMs,
            finishedAt: attempt.finishedAt ?? attempt.startedAt,
          }
        : null,
  };
}

/**
 * The course's attempt in progress, else the last finished one, else null. While the attempt runs
 * this reads the attempt, the question on screen and its lock row (ADR 0037).
 */
export async function currentView(ctx: QueryCtx, userId: Id<"users">, choice: CourseChoice): Promise<QuizView | null> {
  const attempt = await attemptToShow(ctx, userId, choice);
  if (attempt === null) return null;
  if (attempt.status === "finished") return toView(attempt, null, null, Date.now());
  const question = await questionOnScreen(ctx, attempt);
  return toView(attempt, question, await lockAt(ctx, attempt, attempt.index), Date.now());
}

async function scheduleLock(ctx: MutationCtx, attemptKey: string, index: number, deadline: number | null) {
  if (deadline === null) return;
  await ctx.scheduler.runAt(deadline + ANSWER_GRACE_MS, internal.quiz.quiz.lockExpired, { attemptKey, index });
}

/**
 * Resumes the attempt in progress in the course's bank, or starts a new one at question 1. Returns
 * its id and its key (what the scheduled lock names it by: the id of its `quiz_started`).
 */
export async function startAttempt(ctx: MutationCtx, user: AppUser, choice: CourseChoice) {
  const now = Date.now();
  const found = await activeFor(ctx, user._id, choice);
  if (found.active !== null) {
    return { attemptId: found.active._id, attemptKey: found.active.key, resumed: true, serverNow: now };
  }
  const { bank } = found;
  // A course's own quiz is its students' (issue #27), within its teacher's rules (ADR 0056).
  await requireMayTake(ctx, user._id, bank);
  requireMayStart(await standingOf(ctx, user._id, bank.key), now);
  const all = await bankQuestions(ctx, bank.key);
  if (all.length === 0) throw appError("NOT_FOUND", "server.quiz.quizNoQuestionsYet");
  // A course's quiz may draw from some of its bank's tags only (none set: every question).
  const questions = drawPool(all, await drawTagsOf(ctx, bank.key));
  // Drawn and shuffled here, once: the event carries the draw, so the projector and a replay keep it.
  const drawn = drawAttempt(questions, quizRandom.int);
  const allowance = await allowanceOf(ctx, user._id);
  const timeLimitMs = questionTimeMs(allowance, deploymentConfig.quizQuestionMs);
  const deadline = timeLimitMs === null ? null : now + timeLimitMs;
  // The quiz page finds the attempt by the course it came from (ADR 0037): `courseKey`.
  const started = await emit(ctx, {
    type: "quiz_started",
    v: 1,
    actorId: user._id,
    ...(bank.courseKey !== undefined ? { courseKey: bank.courseKey } : {}),
    bank: bank.key,
    bankTitle: bank.title,
    questions: drawn,
    allowance,
    startedAt: now,
    timeLimitMs,
    deadline,
    drawnFrom: questions.length,
  });
  const attempt = await attemptByKey(ctx, started._id);
  if (attempt === null) throw appError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  await scheduleLock(ctx, attempt.key, 0, deadline);
  return { attemptId: attempt._id, attemptKey: attempt.key, resumed: false, serverNow: now };
}

/** The caller's own attempt; someone else's is "not found" (its existence is not confirmed). */
async function requireOwnAttempt(ctx: QueryCtx, userId: Id<"users">, attemptId: Id<"quizAttempts">): Promise<Attempt> {
  const attempt = await ctx.db.get("quizAttempts", attemptId);
  if (attempt === null || attempt.userId !== userId) throw appError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  return attempt;
}

function requireOpenIndex(attempt: Attempt, index: number): void {
  if (!Number.isInteger(index) || index > attempt.index || index < 0) {
    throw appError("INVALID", "server.quiz.questionNotOpen");
  }
}

/**
 * Records the question on screen (`question`, read when not given) as timed out, with no score;
 * `actorId` is the student whose late click, Next or Finish found it, none for the scheduled lock.
 */
async function lockAsTimedOut(
  ctx: MutationCtx,
  attempt: Attempt,
  question: SnapshotQuestion | null,
  actorId: Id<"users"> | undefined,
): Promise<Lock> {
  const onScreen = question ?? (await questionOnScreen(ctx, attempt));
  const lock: Lock = { response: null, credit: 0, correct: false, elapsedMs: attempt.timeLimitMs ?? 0 };
  await emit(ctx, {
    type: "quiz_timed_out",
    v: 1,
    ...(actorId !== undefined ? { actorId } : {}),
    subjectUserId: attempt.userId,
    attemptKey: attempt.key,
    bank: attempt.bank,
    index: attempt.index,
    questionKey: onScreen.questionKey,
    elapsedMs: lock.elapsedMs,
  });
  return lock;
}

export type AnswerOutcome = "correct" | "partial" | "wrong" | "late" | "already_locked" | "stale";

/**
 * The first answer to the question on screen locks it (`quiz_answered`) with its credit
 * (scoreResponse: 0..1). A response that does not fit the question is refused with a message and
 * locks nothing. After the deadline plus the grace it locks as timed out instead ("late", no
 * score). Later answers, racing tabs and answers to earlier questions change nothing.
 */
export async function answerQuestion(
  ctx: MutationCtx,
  userId: Id<"users">,
  args: { attemptId: Id<"quizAttempts">; index: number; response: Response },
): Promise<{ outcome: AnswerOutcome; serverNow: number; locked: LockedView | null }> {
  const now = Date.now();
  const attempt = await requireOwnAttempt(ctx, userId, args.attemptId);
  requireOpenIndex(attempt, args.index);
  if (attempt.status === "finished" || args.index < attempt.index) {
    return { outcome: "stale", serverNow: now, locked: null };
  }
  const question = await questionOnScreen(ctx, attempt);
  const kind = question.solution.kind;
  const problem = responseProblem(kind, question.options.length, args.response);
  if (problem !== null) throw appError("INVALID", problem);
  const earlier = await lockAt(ctx, attempt, attempt.index);
  if (earlier !== null) return { outcome: "already_locked", serverNow: now, locked: lockedView(question, earlier) };
  if (hasExpired(attempt, now)) {
    const timedOut = await lockAsTimedOut(ctx, attempt, question, userId);
    return { outcome: "late", serverNow: now, locked: lockedView(question, timedOut) };
  }
  // Options clicked are shown positions: scored against the key through the attempt's order.
  const bankResponse = bankResponseOf(question, args.response);
  const { credit, correct } = scoreResponse(question.solution, bankResponse);
  const spent = now - attempt.questionStartedAt;
  const lock: Lock = {
    response: args.response,
    credit,
    correct,
    elapsedMs: attempt.timeLimitMs === null ? spent : Math.min(spent, attempt.timeLimitMs),
  };
  await emit(ctx, {
    type: "quiz_answered",
    v: 1,
    actorId: userId,
    attemptKey: attempt.key,
    bank: attempt.bank,
    index: attempt.index,
    questionKey: question.questionKey,
    question: question.question,
    kind,
    response: args.response,
    bankResponse,
    credit,
    correct,
    elapsedMs: lock.elapsedMs,
  });
  const outcome = correct ? "correct" : credit > 0 ? "partial" : "wrong";
  return { outcome, serverNow: now, locked: lockedView(question, lock) };
}

/** The scheduled lock: at deadline + grace, an unanswered question times out. Does nothing otherwise. */
export async function lockExpired(ctx: MutationCtx, args: { attemptKey: string; index: number }) {
  // Usually the question was answered before its deadline: its small lock row says so, and the
  // attempt is not read at all.
  if (await hasLockRow(ctx, args.attemptKey, args.index)) return null;
  const attempt = await attemptByKey(ctx, args.attemptKey);
  if (attempt === null || attempt.status !== "active" || attempt.index !== args.index) return null;
  if (!hasExpired(attempt, Date.now())) return null;
  await lockAsTimedOut(ctx, attempt, null, undefined);
  return null;
}

/** The lock of the question on screen, timing it out when its time is up; refuses while it is still open. */
async function requireLocked(
  ctx: MutationCtx,
  attempt: Attempt,
  now: number,
  message: ServerMessageKey,
): Promise<Lock> {
  const lock = await lockAt(ctx, attempt, attempt.index);
  if (lock !== null) return lock;
  if (!hasExpired(attempt, now)) throw appError("CONFLICT", message);
  return await lockAsTimedOut(ctx, attempt, null, attempt.userId);
}

/**
 * Moves from question `index` (locked) to the next one with a fresh clock (`quiz_next`). A
 * repeated Next for a question already left changes nothing. Returns the new position and deadline.
 */
export async function nextQuestion(
  ctx: MutationCtx,
  userId: Id<"users">,
  args: { attemptId: Id<"quizAttempts">; index: number },
): Promise<{ index: number; deadline: number | null; serverNow: number }> {
  const now = Date.now();
  const attempt = await requireOwnAttempt(ctx, userId, args.attemptId);
  requireOpenIndex(attempt, args.index);
  if (attempt.status === "finished" || args.index < attempt.index) {
    return { index: attempt.index, deadline: attempt.status === "finished" ? null : attempt.deadline, serverNow: now };
  }
  if (attempt.index === attemptTotal(attempt) - 1) {
    throw appError("CONFLICT", "server.quiz.lastQuestionFinishQuiz");
  }
  const lock = await requireLocked(ctx, attempt, now, "server.quiz.answerThisFirst");
  const timeLimitMs = questionTimeMs(await allowanceOf(ctx, userId), deploymentConfig.quizQuestionMs);
  const deadline = timeLimitMs === null ? null : now + timeLimitMs;
  const index = attempt.index + 1;
  await emit(ctx, {
    type: "quiz_next",
    v: 1,
    actorId: userId,
    attemptKey: attempt.key,
    index,
    at: now,
    timeLimitMs,
    deadline,
    score: scoreWith(attempt, lock),
    durationMs: elapsedWith(attempt, lock),
  });
  await scheduleLock(ctx, attempt.key, index, deadline);
  return { index, deadline, serverNow: now };
}

/**
 * Ends the attempt after its last question is locked (`quiz_finished`): the score is final, the
 * leaderboard and the course's activity learn it. Finishing again returns the same result and
 * changes nothing.
 */
export async function finishAttempt(ctx: MutationCtx, user: AppUser, attemptId: Id<"quizAttempts">) {
  const now = Date.now();
  const attempt = await requireOwnAttempt(ctx, user._id, attemptId);
  const total = attemptTotal(attempt);
  if (attempt.status === "finished") {
    return { score: attempt.score, total, durationMs: attempt.durationMs, serverNow: now };
  }
  if (attempt.index !== total - 1) throw appError("CONFLICT", "server.quiz.finishComesAfterLast");
  const lock = await requireLocked(ctx, attempt, now, "server.quiz.answerLastFirst");
  const durationMs = elapsedWith(attempt, lock);
  const score = scoreWith(attempt, lock);
  // Only a course's own bank names its course: the finish reaches that course's activity feed.
  const ownCourseKey = courseKeyOfBank(attempt.bank);
  await emit(ctx, {
    type: "quiz_finished",
    v: 1,
    actorId: user._id,
    ...(ownCourseKey !== null ? { courseKey: ownCourseKey } : {}),
    attemptKey: attempt.key,
    bank: attempt.bank,
    bankTitle: attempt.bankTitle,
    studentName: user.displayName,
    score,
    total,
    durationMs,
    finishedAt: now,
  });
  // A pass may complete a course whose lessons are all done: its certificate is issued now (ADR 0025).
  await issueForBank(ctx, user, attempt.bank);
  return { score, total, durationMs, serverNow: now };
}
