// Not deployed (two dots in the name): the one way test setups insert an enrolment by hand.
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { addMember } from "./model/courseMembers";

/**
 * Inserts an enrolment with its member row, as enrollments.enroll writes them (ADR 0036), and
 * marks the course's member rows complete: every enrolment a test makes by hand comes through here.
 */
export async function insertEnrolment(
  ctx: MutationCtx,
  row: WithoutSystemFields<Doc<"enrollments">>,
): Promise<Id<"enrollments">> {
  const enrollmentId = await ctx.db.insert("enrollments", row);
  const enrolment = await ctx.db.get("enrollments", enrollmentId);
  if (enrolment !== null) await addMember(ctx, enrolment);
  await ctx.db.patch("courses", row.courseId, { membersComplete: true });
  return enrollmentId;
}
