/**
 * One batch of an import (ROSTER.batchSize rows): each pending row is checked again (the school
 * may have changed since the preview), then the person is invited (new address) or enrolled
 * (existing student), and one `roster_batch_imported` event records what became of every row.
 */
import { keyed } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { hasProfile } from "../../accounts/model/users";
import { courseByKey } from "../../courses/keys";
import { isEnrolled } from "../../courses/model/courseMembers";
import { enrolStudent } from "../../courses/model/enrol";
import { COURSE_ARCHIVED } from "../../shared/courseRules";
import { emit } from "../../events/emit";
import { languageOf } from "../../lib/words";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/language";
import { INVITATION_TTL_MS, ROSTER } from "../../shared/rosterRules";
import { createInvitedAccount, invitationOf, storeInvitation } from "./invitations";
import { ROW_ERRORS, userByEmail } from "./roster";
import { importByKey } from "./rosterReads";

/** An invitation to mail: the token is the action's `tokens[tokenIndex]`. */
export type InvitationMail = {
  index: number;
  to: string;
  name: string;
  courseName: string;
  expiresAt: number;
  tokenIndex: number;
};

type Outcome = { index: number; outcome: "invited" | "enrolled" | "failed"; reason?: string };

export async function pendingRows(ctx: MutationCtx, importKey: string, limit: number) {
  return await ctx.db
    .query("rosterImportRows")
    .withIndex("by_import_status", (q) => q.eq("importKey", importKey).eq("status", "pending"))
    .take(limit);
}

/**
 * Applies the next batch with these token hashes (one per row at most); the invitations to mail
 * (and their language), and whether rows are left for another batch.
 */
export async function applyBatch(
  ctx: MutationCtx,
  importKey: string,
  tokenHashes: readonly string[],
): Promise<{ mails: InvitationMail[]; more: boolean; language: Language }> {
  const started = await importByKey(ctx, importKey);
  if (started === null || started.finished) return { mails: [], more: false, language: DEFAULT_LANGUAGE };
  const size = Math.min(ROSTER.batchSize, tokenHashes.length);
  const rows = await pendingRows(ctx, importKey, size + 1);
  const batch = rows.slice(0, size);
  const mails: InvitationMail[] = [];
  const outcomes: Outcome[] = [];
  // A batch's rows are mostly one course: each course is read once per batch.
  const courses = new Map<string, Promise<Doc<"courses"> | null>>();
  const courseOf = (key: string) => courses.get(key) ?? courses.set(key, courseByKey(ctx, key)).get(key)!;
  for (const row of batch) {
    const token = { hash: tokenHashes[mails.length]!, index: mails.length };
    outcomes.push(await applyRow(ctx, started, row, courseOf, token, mails));
  }
  const more = rows.length > size;
  await emit(ctx, {
    type: "roster_batch_imported",
    v: 1,
    actorId: started.startedBy,
    courseKey: started.courseKey,
    entityKey: importKey,
    importKey,
    rows: outcomes,
    finished: !more,
  });
  // The invitees have no language yet: their mails are in the importing teacher's.
  const language = mails.length === 0 ? DEFAULT_LANGUAGE : languageOf(await ctx.db.get("users", started.startedBy));
  return { mails, more, language };
}

async function applyRow(
  ctx: MutationCtx,
  started: Doc<"rosterImports">,
  row: Doc<"rosterImportRows">,
  courseOf: (key: string) => Promise<Doc<"courses"> | null>,
  token: { hash: string; index: number },
  mails: InvitationMail[],
): Promise<Outcome> {
  const failed = (reason: string): Outcome => ({ index: row.index, outcome: "failed", reason });
  const course = await courseOf(row.courseKey);
  if (course === null) return failed(keyed("server.onboarding.rowCourseGone"));
  if (course.archived) return failed(COURSE_ARCHIVED);
  const existing = await userByEmail(ctx, row.email);
  let userId: Id<"users">;
  let invite: boolean;
  if (existing === null) {
    userId = await createInvitedAccount(ctx, row);
    invite = true;
  } else {
    if (existing.role === "teacher" || existing.role === "Admin") return failed(ROW_ERRORS.staff);
    if (!hasProfile(existing)) return failed(keyed("server.onboarding.rowAccountUnfinished"));
    if (await isEnrolled(ctx, existing._id, course._id)) return failed(ROW_ERRORS.member);
    userId = existing._id;
    // Invited by an earlier import and never came: a new link (the old one stops working).
    const earlier = await invitationOf(ctx, userId);
    invite = earlier !== null && earlier.claimedAt === null && earlier.importKey !== started.key;
  }
  const student = existing ?? (await ctx.db.get("users", userId));
  if (student === null || !hasProfile(student)) return failed(keyed("server.onboarding.rowAccountNotMade"));
  if (invite) {
    const expiresAt = Date.now() + INVITATION_TTL_MS;
    await storeInvitation(ctx, {
      userId,
      email: row.email,
      name: student.displayName,
      importKey: started.key,
      index: row.index,
      courseKey: course.key,
      courseName: course.name,
      tokenHash: token.hash,
      expiresAt,
    });
    await emit(ctx, {
      type: "invitation_sent",
      v: 1,
      actorId: started.startedBy,
      subjectUserId: userId,
      courseKey: course.key,
      importKey: started.key,
      index: row.index,
      name: student.displayName,
      email: row.email,
      courseName: course.name,
      expiresAt,
    });
    mails.push({
      index: row.index,
      to: row.email,
      name: student.displayName,
      courseName: course.name,
      expiresAt,
      tokenIndex: token.index,
    });
  }
  await enrolStudent(ctx, { student, course, via: "roster", actorId: started.startedBy });
  return { index: row.index, outcome: invite ? "invited" : "enrolled" };
}
