/**
 * The sample school's one own quiz bank (issue #31): the Android Development course's teacher
 * starts the course's own bank as a copy of SPEC's shared bank, then adds a question of every other
 * kind, with tags and explanations, as the bank editor would (`bank_copied`, `question_added`). So
 * `npm start` shows every question type and events:verify replays every kind.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import type { QuestionContent } from "../../shared/questionTypes";
import { questionContentSchema } from "../../shared/forms/question";
import { courseBankKey, type SharedBank } from "../../shared/quizRules";
import { SHARED_BANK_QUESTIONS } from "./quizBanks";

/** The sample course whose quiz is its own bank. */
export const SAMPLE_QUIZ_COURSE: SharedBank = "Android Development";

/** The questions of the other kinds the sample teacher adds (each parsed as the editor's are). */
export const SAMPLE_EXTRA_QUESTIONS: readonly QuestionContent[] = [
  {
    question: "Which of these are Android app components?",
    options: ["Activity", "Service", "Broadcast receiver", "Gradle task"],
    solution: { kind: "multiple", answers: [1, 2, 3] },
    explanation:
      "Activities, services, broadcast receivers and content providers are the four app components; a Gradle task belongs to the build.",
    tags: ["components"],
  },
  {
    question: "By default, rotating the screen destroys the visible activity and creates it again.",
    options: ["True", "False"],
    solution: { kind: "truefalse", answer: 1 },
    explanation: "Rotation is a configuration change: unless the app handles it, the activity is recreated.",
    tags: ["lifecycle"],
  },
  {
    question: "Which file declares an app's activities and permissions? Give its file name.",
    options: [],
    solution: { kind: "text", accepted: ["AndroidManifest.xml", "AndroidManifest"] },
    explanation: "AndroidManifest.xml, at the root of each module's main source set.",
    tags: ["basics"],
  },
  {
    question: "How many density-independent pixels (dp) make one inch on the screen?",
    options: [],
    solution: { kind: "numeric", value: 160, tolerance: 0 },
    explanation: "One dp is one physical pixel on a 160 dpi screen, so 160 dp are an inch on any screen.",
    tags: ["layout"],
  },
  {
    question: "Which layout positions its children with constraints relative to each other and to the parent?",
    options: ["LinearLayout", "FrameLayout", "ConstraintLayout", "TableLayout"],
    solution: { kind: "single", answer: 3 },
    explanation: "ConstraintLayout keeps complex screens flat, without nested layouts.",
    tags: ["layout"],
  },
];

/** Writes the sample course's own bank; returns how many questions it has. */
export async function seedSampleQuiz(
  ctx: MutationCtx,
  course: { courseKey: string; name: string },
  teacherId: Id<"users">,
): Promise<number> {
  if (course.name !== SAMPLE_QUIZ_COURSE) return 0;
  const about = {
    v: 1,
    actorId: teacherId,
    courseKey: course.courseKey,
    bank: courseBankKey(course.courseKey),
  } as const;
  const copied = SHARED_BANK_QUESTIONS[SAMPLE_QUIZ_COURSE];
  await emit(ctx, { type: "bank_copied", ...about, sharedBank: SAMPLE_QUIZ_COURSE, questions: [...copied] });
  for (const [i, question] of SAMPLE_EXTRA_QUESTIONS.entries()) {
    const content = questionContentSchema.parse(question);
    await emit(ctx, { type: "question_added", ...about, position: copied.length + i, ...content });
  }
  return copied.length + SAMPLE_EXTRA_QUESTIONS.length;
}
