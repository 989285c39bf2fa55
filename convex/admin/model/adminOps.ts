import { keyed } from "../../shared/messages";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { Role } from "../../schema";
import { removeMessage } from "../../chat/model/chatMessages";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { ATTEMPT_NOT_FOUND } from "../../quiz/model/quizAttempts";
import { hasProfile, setRole, type AppUser } from "../../accounts/model/users";
import { normalizeEmail } from "../../lib/validation";

/** The operations an Admin runs from the Convex dashboard or `npx convex run` (docs/admin.md). */

async function userByEmail(ctx: MutationCtx, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const user = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .first();
  if (user === null) throw appError("NOT_FOUND", "server.accounts.noUserWithEmail", { email });
  return user;
}

/** Sets a role by e-mail; the last-Admin rule of setRole holds here too. No actor: the dashboard. */
export async function setRoleByEmail(ctx: MutationCtx, email: string, role: Role): Promise<Id<"users">> {
  const user = await userByEmail(ctx, email);
  await setRole(ctx, user._id, role);
  return user._id;
}

/** Removes a chat message as the named Admin, through the chat's own removal (same event). */
export async function removeChatMessageAs(ctx: MutationCtx, adminEmail: string, messageId: Id<"messages">) {
  const admin = await userByEmail(ctx, adminEmail);
  if (!hasProfile(admin) || admin.role !== "Admin") {
    throw appError("FORBIDDEN", "server.admin.notAnAdmin", { email: admin.email ?? adminEmail });
  }
  return await removeMessage(ctx, admin satisfies AppUser, messageId);
}

export const ATTEMPT_FINISHED = keyed("server.admin.attemptFinished");

/**
 * Resets a quiz attempt that is still running (`quiz_reset`, no actor: the dashboard): the quiz
 * projector deletes it, its question snapshot and its locks, so the student starts the bank afresh
 * (its scheduled time-out then finds nothing and does nothing). A finished attempt is refused: its
 * score is on the leaderboard and in the event log.
 */
export async function resetActiveAttempt(ctx: MutationCtx, attemptId: Id<"quizAttempts">): Promise<null> {
  const attempt = await ctx.db.get("quizAttempts", attemptId);
  if (attempt === null) throw appError("NOT_FOUND", ATTEMPT_NOT_FOUND);
  if (attempt.status === "finished") throw appError("CONFLICT", ATTEMPT_FINISHED);
  await emit(ctx, {
    type: "quiz_reset",
    v: 1,
    subjectUserId: attempt.userId,
    entityKey: attempt.key,
    attemptKey: attempt.key,
    bank: attempt.bank,
    bankTitle: attempt.bankTitle,
    index: attempt.index,
  });
  return null;
}
