/**
 * The quiz's rules and limits, written once (docs/quiz.md). Plain data and pure functions, shared
 * by the Convex functions and the screens (a bank question's schema is forms/question.ts's
 * questionContentSchema, the rules form's quizSettingsRules.ts's); no Zod, so a student's quiz
 * loads no schema library, and nothing here reads server config, so the browser may import it.
 */
import { keyed, type Keyed } from "./messages";
/** SPEC §9: 30 seconds per question. */
export const SECONDS_PER_QUESTION = 30;
export const QUESTION_MS = SECONDS_PER_QUESTION * 1000;
/**
 * An answer that reaches the server up to this long after the deadline still counts: the
 * click happened before 0 on the student's screen but the request was still in flight.
 * The scheduled lock runs at deadline + grace.
 */
export const ANSWER_GRACE_MS = 500;
/** Longest question or option text (characters, after trimming). */
export const QUIZ_TEXT_MAX = 500;
/** Most questions one course's own bank may have (the shared banks have 10); an attempt draws QUESTIONS_PER_ATTEMPT. */
export const MAX_BANK_QUESTIONS = 200;
/** Longest course name a client may send to pick a bank; longer names are refused. */
export const COURSE_NAME_ARG_MAX = 200;
/** Rows the leaderboard shows. */
export const LEADERBOARD_SIZE = 10;

/** Extra time as an accommodation (WCAG 2.2.1); "standard" means none. */
export const TIME_ALLOWANCES = ["standard", "x1.5", "x2", "untimed"] as const;
export type TimeAllowance = (typeof TIME_ALLOWANCES)[number];

/**
 * Milliseconds per question under an allowance; null = untimed (no deadline, no lock). `standardMs`
 * is the deployment's question time (deploymentConfig.quizQuestionMs), SPEC's 30 s unless configured.
 */
export function questionTimeMs(allowance: TimeAllowance, standardMs: number): number | null {
  switch (allowance) {
    case "standard":
      return standardMs;
    case "x1.5":
      return standardMs * 1.5;
    case "x2":
      return standardMs * 2;
    case "untimed":
      return null;
  }
}

/** The six shared banks of SPEC §9, by key; the key is also the title the screens show. */
/* eslint-disable lingui/no-unlocalized-strings -- SPEC's course names, data shown as they are */
export const SHARED_BANKS = [
  "Python Course",
  "Java",
  "React Js",
  "Node Js",
  "Android Development",
  "JavaScript",
] as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type SharedBank = (typeof SHARED_BANKS)[number];
export const DEFAULT_BANK: SharedBank = "JavaScript";

/** Other course names that get a shared bank: SPEC §9's lesson key 'Node js' gets the 'Node Js' quiz. */
const BANK_ALIASES: Readonly<Record<string, SharedBank>> = { "Node js": "Node Js" };

/** The shared bank a course name gets (exact match after trimming); any other name gets JavaScript. */
export function sharedBankFor(courseName: string): SharedBank {
  const name = courseName.trim();
  if (Object.hasOwn(BANK_ALIASES, name)) return BANK_ALIASES[name];
  return (SHARED_BANKS as readonly string[]).includes(name) ? (name as SharedBank) : DEFAULT_BANK;
}

const OWN_BANK_PREFIX = "course:";

/**
 * The key of a course's own bank (written by its teacher), from the course's key (the id of its
 * `course_created`, which a replay keeps); it replaces the shared bank once it has a question.
 */
export function courseBankKey(courseKey: string): string {
  return `${OWN_BANK_PREFIX}${courseKey}`;
}

/** The course key a course's own bank names; null for a shared bank. */
export function courseKeyOfBank(bank: string): string | null {
  return bank.startsWith(OWN_BANK_PREFIX) ? bank.slice(OWN_BANK_PREFIX.length) : null;
}

/**
 * A score as every screen shows it: credits may be fractional (a multiple-answers question gives
 * partial credit), so at most two decimals, without trailing zeros: 7, 7.5, 6.67.
 */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/** Adds a question's credit to a score, kept to hundredths so sums of credits stay exact. */
export function addCredit(score: number, credit: number): number {
  return Math.round((score + credit) * 100) / 100;
}

/**
 * Questions one attempt asks (SPEC §9: ten per course bank): a bank of ten is shuffled, a larger
 * one gives ten drawn at random, a smaller own bank gives all of its questions (issue #27).
 */
export const QUESTIONS_PER_ATTEMPT = 10;

/** Most attempts a teacher may allow per student (a course's own quiz); null = no limit (SPEC). */
export const MAX_ATTEMPTS_LIMIT = 20;
/** Longest cool-down between two attempts: one week, in minutes. */
export const MAX_COOLDOWN_MINUTES = 7 * 24 * 60;
/** The cool-downs the bank editor offers (minutes; the server takes any whole number up to the week). */
export const COOLDOWN_CHOICES = [0, 10, 60, 120, 24 * 60, 7 * 24 * 60] as const;

/** A course's quiz rules for its own bank; the defaults are SPEC's quiz: take it as often as you like. */
export type QuizAttemptRules = { maxAttempts: number | null; cooldownMinutes: number };
export const DEFAULT_ATTEMPT_RULES: QuizAttemptRules = { maxAttempts: null, cooldownMinutes: 0 };

/**
 * The attempts whose pass earns the certificate (ADR 0056): every attempt within the teacher's
 * limit; with no limit (SPEC's open quiz) only the first one, since a retake asks questions whose
 * right answers the student has been shown.
 */
export function countedAttempts(rules: QuizAttemptRules): number {
  return rules.maxAttempts ?? 1;
}

/** The refusal when the attempts are used up. */
export function attemptsUsedMessage(max: number): Keyed {
  return keyed("server.quiz.attemptsUsed", { max });
}

/** The refusal during a cool-down: "Next attempt in 1 hour 30 minutes." (as formatWait says it). */
export function cooldownMessage(waitMs: number): Keyed {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  if (minutes < 60) return keyed("server.quiz.nextAttemptMinutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0
      ? keyed("server.quiz.nextAttemptHours", { hours })
      : keyed("server.quiz.nextAttemptHoursMinutes", { hours, minutes: rest });
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0
    ? keyed("server.quiz.nextAttemptDays", { days })
    : keyed("server.quiz.nextAttemptDaysHours", { days, hours: restHours });
}

/** The refusal of a course's own quiz to a student not enrolled in it. */
export const NOT_ENROLLED_FOR_QUIZ = keyed("server.quiz.notEnrolledForQuiz");
