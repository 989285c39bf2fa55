/**
 * Join codes (docs/courses.md, ADR 0053): what a code looks like, how typed input becomes one,
 * the limits of making and guessing them, and the messages a student sees. The server and the
 * browser (the Join a course form, the teacher's panel) import from here.
 */
import { keyed, type Keyed } from "./messages";
import { DAY_MS, HOUR_MS } from "./time";

/** 31 symbols: A–Z and 2–9 without 0/O, 1/I/L, which look alike when read aloud or written down. */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 8 symbols: 31^8 ≈ 8.5 × 10^11 codes (39.6 bits). */
export const JOIN_CODE_LENGTH = 8;

export const JOIN_CODE_LIMITS = {
  /** Codes of one course that are not revoked (what the teacher's panel lists is bounded). */
  activePerCourse: 20,
  /** A seat limit is a whole number from 1 to this. */
  seatsMax: 2000,
  /** An expiry lies at most this far ahead. */
  expiryMaxMs: 365 * DAY_MS,
  /**
   * Wrong codes one person may try (unknown, revoked, expired or full): a token bucket of this
   * many, refilled at this rate. A class mistyping a code now and then never meets it; a
   * guesser gets 10 an hour, one in ~10^10 chances per guess against 100 live codes.
   */
  failures: 10,
  failuresPeriodMs: HOUR_MS,
  /** The teacher's panel shows who joined with each code, most recent first, up to this many. */
  joinersShown: 50,
} as const;

/** What the student typed, as a code: upper case, spaces and dashes dropped; null if it cannot be one. */
export function normalizeJoinCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const symbol of code) if (!JOIN_CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

/** "ABCD-EFGH": how a code is shown, read out and printed. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Why a code did not let the student in (each one counts as a wrong guess). */
/** The seat-limit rule, or null when `seatLimit` passes (none, or a whole number from 1 to seatsMax). */
export function seatLimitProblem(seatLimit: number | undefined): Keyed | null {
  if (seatLimit === undefined) return null;
  if (Number.isInteger(seatLimit) && seatLimit >= 1 && seatLimit <= JOIN_CODE_LIMITS.seatsMax) return null;
  return keyed("server.joinCodes.seatsRange", { max: JOIN_CODE_LIMITS.seatsMax });
}

export type JoinRefusal = "invalid" | "unknown" | "expired" | "full";

export const JOIN_REFUSAL_MESSAGES: Record<JoinRefusal, Keyed> = {
  invalid: keyed("server.joinCodes.invalid", { joinCodeLength: JOIN_CODE_LENGTH }),
  // An unknown and a revoked code answer alike: a guesser cannot tell one from the other.
  unknown: keyed("server.joinCodes.unknown"),
  expired: keyed("server.joinCodes.expired"),
  full: keyed("server.joinCodes.full"),
};

export const STAFF_CANNOT_JOIN = keyed("server.joinCodes.staffCannotJoin");
export const TOO_MANY_GUESSES = keyed("server.joinCodes.tooManyGuesses");
