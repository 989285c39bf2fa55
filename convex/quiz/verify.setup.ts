/**
 * events:verify's quiz activity in the sample school (convex/events/verify/school.setup.ts): the teacher of
 * the school's own course copies a shared bank into it, edits, moves, removes and adds questions,
 * sets the quiz's attempt rules, and grants time allowances (one taken back); students take quizzes from their courses with right
 * and wrong answers, a question timed out by a late click and one by the scheduled lock, some finish
 * (one twice: the leaderboard keeps the best), one attempt is left running and one is reset by the
 * Admin. Every event type of quiz/events.ts, through the real functions as the signed-in
 * person (the shared banks came with the sample data).
 */
import { vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { ANSWER_GRACE_MS, QUESTIONS_PER_ATTEMPT } from "../shared/quizRules";
import { quizRandom } from "./model/quizDraw";
import { SAMPLE_QUIZ_COURSE } from "./model/quizSampleBank";
import { pick, rightResponse, snapshotOf, wrongResponse } from "./quizTests.setup";
import { ENROLMENT_FORM, type School } from "../events/verify/school.setup";

/** Students who take quizzes (the bench size has hundreds: a few are enough for every event). */
const QUIZ_TAKERS = 6;

type Student = School["students"][number];
type Choice = { courseName: string; courseId: Id<"courses"> };

async function choiceOf(school: School, courseId: Id<"courses">): Promise<Choice> {
  const course = await school.t.run((ctx) => ctx.db.get("courses", courseId));
  return { courseName: course!.name, courseId };
}

/** Answers every question (right unless `wrong(index)`), with Next between them; finishes when asked. */
async function play(
  school: School,
  student: Student,
  choice: Choice,
  wrong: (index: number) => boolean,
  finish = true,
) {
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, choice);
  const questions = await snapshotOf(school.t, attemptId);
  for (const [index, question] of questions.entries()) {
    await student.as.mutation(api.quiz.quiz.answer, {
      attemptId,
      index,
      response: wrong(index) ? wrongResponse(question) : rightResponse(question),
    });
    if (index < questions.length - 1) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  }
  if (finish) await student.as.mutation(api.quiz.quiz.finish, { attemptId });
  return attemptId;
}

/**
 * The student's first course (the school enrolled them): a course's own quiz is its enrolled
 * students' only (issue #27).
 */
async function firstCourseOf(school: School, student: Student): Promise<Choice> {
  const enrolment = school.enrolments.find((e) => e.student === student);
  if (enrolment === undefined) throw new Error("A quiz taker has no course.");
  return await choiceOf(school, enrolment.courseId);
}

/** Runs `call` with the clock `ms` ahead (the server reads Date.now()). */
async function later<T>(ms: number, call: () => Promise<T>): Promise<T> {
  const clock = vi.spyOn(Date, "now").mockReturnValue(Date.now() + ms);
  try {
    return await call();
  } finally {
    clock.mockRestore();
  }
}

/** Starts an attempt whose first question locks after 1 ms (plus the grace): a time-out can follow at once. */
async function startShort(student: Student, choice: Choice) {
  vi.stubEnv("QUIZ_QUESTION_SECONDS", "0.001");
  try {
    return await student.as.mutation(api.quiz.quiz.start, choice);
  } finally {
    vi.unstubAllEnvs();
  }
}

export async function quizActivity(school: School): Promise<void> {
  const { t } = school;
  const [own] = school.courses;
  const teacher = own.teacher;

  // The own course's bank: a copy of its shared bank, then every kind of edit.
  await teacher.mutation(api.quiz.quizBank.copySharedBank, { courseId: own.courseId });
  const copied = await teacher.query(api.quiz.quizBank.get, { courseId: own.courseId });
  const [first, , , , , , , , , last] = copied.questions;
  await teacher.mutation(api.quiz.quizBank.updateQuestion, {
    questionId: first.questionId,
    question: `${first.question} (edited)`,
    options: first.options,
    solution: first.solution,
    explanation: "Edited with an explanation.",
    tags: ["edited"],
  });
  await teacher.mutation(api.quiz.quizBank.moveQuestion, { questionId: first.questionId, to: "down" });
  await teacher.mutation(api.quiz.quizBank.removeQuestion, { questionId: last.questionId });
  await teacher.mutation(api.quiz.quizBank.addQuestion, {
    courseId: own.courseId,
    question: "Which of these are Rust keywords?",
    options: ["move", "ref", "static", "lambda"],
    solution: { kind: "multiple", answers: [1, 2, 3] },
    explanation: "Rust has closures, but no lambda keyword.",
    tags: ["keywords"],
  });

  // The own quiz's rules (ADR 0056): a cool-down tried and dropped, an attempt limit kept that the
  // sample's attempts stay within.
  await teacher.mutation(api.quiz.quizBank.setRules, { courseId: own.courseId, maxAttempts: 5, cooldownMinutes: 60 });
  await teacher.mutation(api.quiz.quizBank.setRules, { courseId: own.courseId, maxAttempts: 5, cooldownMinutes: 0 });

  // Time allowances, each granted by the teacher of a course the student is enrolled in: one kept,
  // one granted and taken back.
  const [kept, ...others] = school.enrolments;
  const takenBack = others.find((e) => e.student !== kept?.student);
  const plans = [
    [kept, ["x1.5"]],
    [takenBack, ["x2", "standard"]],
  ] as const;
  for (const [enrolment, allowances] of plans) {
    if (enrolment === undefined) continue;
    const { courseId, student } = enrolment;
    const granter = school.courses.find((course) => course.courseId === courseId)!.teacher;
    for (const allowance of allowances) {
      await granter.mutation(api.quiz.quizAccommodations.set, { courseId, studentId: student.userId, allowance });
    }
  }

  // Quizzes from each taker's first course: right and wrong answers, finished.
  const takers = school.students.slice(0, QUIZ_TAKERS);
  for (const [n, student] of takers.entries()) {
    const enrolment = school.enrolments.find((e) => e.student === student);
    if (enrolment === undefined) continue;
    const choice = await choiceOf(school, enrolment.courseId);
    await play(school, student, choice, (index) => (index + n) % 3 === 0);
    // The first one plays again, better: the leaderboard keeps the new best; the second, worse.
    if (n === 0) await play(school, student, choice, () => false);
    if (n === 1) await play(school, student, choice, () => true);
  }

  // Every question type answered (issue #31): a student takes the sample course's own quiz (SPEC's
  // ten, then a question of each other kind); the draw is steered so those five are among the ten
  // asked (swaps only for the question order, which has more than ten to draw from).
  const [kinds] = takers;
  const sample = (await t.run((ctx) => ctx.db.query("courses").collect())).find((c) => c.name === SAMPLE_QUIZ_COURSE);
  if (kinds !== undefined && sample !== undefined) {
    if (!school.enrolments.some((e) => e.student === kinds && e.courseId === sample._id)) {
      await kinds.as.mutation(api.courses.enrollments.enroll, { ...ENROLMENT_FORM, courseId: sample._id });
    }
    const steer = vi.spyOn(quizRandom, "int").mockImplementation((n) => (n > QUESTIONS_PER_ATTEMPT ? n - 11 : n - 1));
    try {
      await play(school, kinds, await choiceOf(school, sample._id), (index) => index % 2 === 1);
    } finally {
      steer.mockRestore();
    }
  }

  // A late click times the question out; so does the scheduled lock with no click at all.
  const [lateOne, idle, running, reset] = takers;
  if (lateOne !== undefined) {
    const started = await startShort(lateOne, await firstCourseOf(school, lateOne));
    // The draw is random and a course's bank holds every kind: the late answer fits the question drawn.
    const [first] = await snapshotOf(t, started.attemptId);
    await later(1 + ANSWER_GRACE_MS + 10, () =>
      lateOne.as.mutation(api.quiz.quiz.answer, {
        attemptId: started.attemptId,
        index: 0,
        response: wrongResponse(first),
      }),
    );
    await lateOne.as.mutation(api.quiz.quiz.next, { attemptId: started.attemptId, index: 0 });
  }
  if (idle !== undefined) {
    const { attemptKey } = await startShort(idle, await firstCourseOf(school, idle));
    await later(1 + ANSWER_GRACE_MS + 10, () => t.mutation(internal.quiz.quiz.lockExpired, { attemptKey, index: 0 }));
  }
  // One attempt left running, one reset by the Admin (from the dashboard).
  if (running !== undefined) await play(school, running, await firstCourseOf(school, running), () => false, false);
  if (reset !== undefined) {
    const { attemptId } = await reset.as.mutation(api.quiz.quiz.start, { courseName: "Node Js" });
    await reset.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(2) });
    await t.mutation(internal.admin.admin.resetQuizAttempt, { attemptId });
  }

  // An import into the own course's bank (ADR 0077), after the attempts: GIFT of three kinds, with
  // a line the reader leaves out (an essay).
  await teacher.mutation(api.quiz.quizImport.importQuestions, {
    courseId: own.courseId,
    format: "gift",
    text: "// [tag:imported]\nIs Rust memory-safe without a garbage collector? {T}\n\nDescribe ownership. {}\n\nHow many bits in a u8? {#8}\n\nWhich keyword declares a constant? {=const ~let ~mut}",
    expected: 3,
  });
}
