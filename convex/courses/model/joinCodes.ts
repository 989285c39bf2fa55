/**
 * Join codes (docs/courses.md, ADR 0053): making one, finding one, counting its uses, and
 * joining a course with one. Every change is an event (`join_code_created`,
 * `join_code_revoked`, and `enrolled` with `via: "joinCode"`).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { emit } from "../../events/emit";
import { appError } from "../../lib/appError";
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  JOIN_CODE_LIMITS,
  seatLimitProblem,
  type JoinRefusal,
} from "../../shared/joinCodes";

export async function joinCodeByKey(ctx: QueryCtx, key: string): Promise<Doc<"joinCodes"> | null> {
  return await ctx.db
    .query("joinCodes")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

export async function joinCodeByCode(ctx: QueryCtx, code: string): Promise<Doc<"joinCodes"> | null> {
  return await ctx.db
    .query("joinCodes")
    .withIndex("by_code", (q) => q.eq("code", code))
    .unique();
}

/**
 * JOIN_CODE_LENGTH symbols drawn uniformly from JOIN_CODE_ALPHABET with Web Crypto. In a Convex
 * mutation `crypto.getRandomValues` is a ChaCha12 stream seeded afresh (32 random bytes) for each
 * execution: unpredictable to callers, though a retry of the same execution draws the same bytes.
 */
export function randomJoinCode(): string {
  const n = JOIN_CODE_ALPHABET.length;
  // Bytes at or above `limit` would make the first symbols likelier: they are drawn again.
  const limit = Math.floor(256 / n) * n;
  let code = "";
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(JOIN_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < JOIN_CODE_LENGTH) code += JOIN_CODE_ALPHABET[byte % n];
    }
  }
  return code;
}

/** A fresh code no join code ever had (a clash is rare, one in 10^9 with 1,000 codes, but checked). */
async function unusedCode(ctx: QueryCtx): Promise<string> {
  for (;;) {
    const code = randomJoinCode();
    if ((await joinCodeByCode(ctx, code)) === null) return code;
  }
}

/** Codes of the course that are not revoked, newest first, at most one over the limit. */
async function liveCodes(ctx: QueryCtx, courseId: Id<"courses">): Promise<Doc<"joinCodes">[]> {
  return await ctx.db
    .query("joinCodes")
    .withIndex("by_course_revoked", (q) => q.eq("courseId", courseId).eq("revokedAt", undefined))
    .order("desc")
    .take(JOIN_CODE_LIMITS.activePerCourse + 1);
}

/** The most recently revoked codes of the course the teacher's panel still shows. */
const REVOKED_SHOWN = 10;

export type NewJoinCode = { expiresAt?: number; seatLimit?: number };

/** Checks the limits (an expiry ahead, a whole seat count) and makes the code; returns it. */
export async function createJoinCode(
  ctx: MutationCtx,
  user: AppUser,
  course: Doc<"courses">,
  { expiresAt, seatLimit }: NewJoinCode,
): Promise<Doc<"joinCodes">> {
  const now = Date.now();
  if (expiresAt !== undefined) {
    if (!Number.isFinite(expiresAt) || expiresAt <= now) throw appError("INVALID", "server.courses.chooseExpiryFuture");
    if (expiresAt > now + JOIN_CODE_LIMITS.expiryMaxMs) {
      throw appError("INVALID", "server.courses.chooseExpiryWithinYear");
    }
  }
  const seatsProblem = seatLimitProblem(seatLimit);
  if (seatsProblem !== null) throw appError("INVALID", seatsProblem);
  if ((await liveCodes(ctx, course._id)).length >= JOIN_CODE_LIMITS.activePerCourse) {
    throw appError("CONFLICT", "server.joinCodes.tooManyActive", { max: JOIN_CODE_LIMITS.activePerCourse });
  }
  const event = await emit(ctx, {
    type: "join_code_created",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    code: await unusedCode(ctx),
    createdByName: user.displayName,
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(seatLimit !== undefined ? { seatLimit } : {}),
  });
  const joinCode = await joinCodeByKey(ctx, event._id);
  if (joinCode === null) throw new Error("join_code_created projected no join code");
  return joinCode;
}

/** Revokes the code (nothing happens if it already is). */
export async function revokeJoinCode(
  ctx: MutationCtx,
  user: AppUser,
  course: Doc<"courses">,
  joinCode: Doc<"joinCodes">,
) {
  if (joinCode.revokedAt !== undefined) return;
  await emit(ctx, {
    type: "join_code_revoked",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    entityKey: joinCode.key,
    joinCodeKey: joinCode.key,
    code: joinCode.code,
  });
}

/** How many joined with the code: the sum of its shards (at most SHARDS small rows). */
export async function joinCodeUses(ctx: QueryCtx, joinCodeKey: string): Promise<number> {
  const rows = await ctx.db
    .query("joinCodeUses")
    .withIndex("by_code_shard", (q) => q.eq("joinCodeKey", joinCodeKey))
    .collect();
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** Why the code cannot take one more student now, or null when it can. */
export async function joinCodeProblem(
  ctx: QueryCtx,
  joinCode: Doc<"joinCodes"> | null,
  now: number,
): Promise<Exclude<JoinRefusal, "invalid"> | null> {
  if (joinCode === null || joinCode.revokedAt !== undefined) return "unknown";
  if (joinCode.expiresAt !== undefined && now >= joinCode.expiresAt) return "expired";
  // Only a code with a seat limit reads its count: one without writes its shard and reads nothing.
  if (joinCode.seatLimit !== undefined && (await joinCodeUses(ctx, joinCode.key)) >= joinCode.seatLimit) return "full";
  return null;
}

export type JoinResult =
  | { ok: true; courseId: Id<"courses">; courseName: string; alreadyEnrolled: boolean }
  | { ok: false; reason: JoinRefusal; message: string };

export type JoinCodeView = {
  _id: Id<"joinCodes">;
  code: string;
  createdAt: number;
  createdByName: string;
  expiresAt: number | null;
  seatLimit: number | null;
  revokedAt: number | null;
  uses: number;
  /** Who joined with it, most recent first, at most JOIN_CODE_LIMITS.joinersShown. */
  joiners: { name: string; email: string; enrolledAt: number }[];
};

/** The course's codes: the live ones newest first, then the last REVOKED_SHOWN revoked. */
export async function joinCodeViews(ctx: QueryCtx, courseId: Id<"courses">): Promise<JoinCodeView[]> {
  const revoked = await ctx.db
    .query("joinCodes")
    .withIndex("by_course_revoked", (q) => q.eq("courseId", courseId).gt("revokedAt", 0))
    .order("desc")
    .take(REVOKED_SHOWN);
  const codes = [...(await liveCodes(ctx, courseId)), ...revoked];
  return await Promise.all(
    codes.map(async (joinCode) => {
      const joiners = await ctx.db
        .query("courseMembers")
        .withIndex("by_join_code", (q) => q.eq("joinCodeKey", joinCode.key))
        .order("desc")
        .take(JOIN_CODE_LIMITS.joinersShown);
      return {
        _id: joinCode._id,
        code: joinCode.code,
        createdAt: joinCode.createdAt,
        createdByName: joinCode.createdByName,
        expiresAt: joinCode.expiresAt ?? null,
        seatLimit: joinCode.seatLimit ?? null,
        revokedAt: joinCode.revokedAt ?? null,
        uses: await joinCodeUses(ctx, joinCode.key),
        joiners: joiners.map((m) => ({ name: m.name, email: m.email, enrolledAt: m.enrolledAt })),
      };
    }),
  );
}
