// Not deployed (two dots in the name): authorization rows of convex/certificates.ts. Rows that
// need a certificate have the enrolled student complete the world's only lesson, which issues it.
import type { Id } from "../../_generated/dataModel";
import { issueIfEarned } from "../../courses/model/certificates";
import { emit } from "../../events/emit";
import { hasProfile } from "../../accounts/model/users";
import type { TestConvex } from "../../test.setup";
import { everyone, signedIn, type Caller, type Outcome, type Row, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

const issued = new WeakMap<World, { certificateId: Id<"certificates">; code: string }>();

/** The enrolled student completes the world's only lesson; the model issues the certificate. */
async function completeCourse(t: TestConvex, world: World): Promise<void> {
  const certificate = await t.run(async (ctx) => {
    const userId = world.actors.enrolled.userId;
    const enrollment = await ctx.db
      .query("enrollments")
      .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", world.courseId))
      .first();
    const user = await ctx.db.get("users", userId);
    const course = await ctx.db.get("courses", world.courseId);
    if (enrollment === null || user === null || course === null || !hasProfile(user)) return null;
    const lesson = await ctx.db.get("lessons", world.lessonId);
    if (lesson === null) return null;
    await emit(ctx, {
      type: "lesson_completed",
      v: 1,
      actorId: userId,
      subjectUserId: userId,
      courseKey: course.key,
      entityKey: lesson.key,
      lessonKey: lesson.key,
      lessonTitle: lesson.title,
      studentName: user.displayName,
    });
    return await issueIfEarned(ctx, user, course);
  });
  if (certificate === null) throw new Error("Completing the world's course should issue a certificate.");
  issued.set(world, { certificateId: certificate._id, code: certificate.code });
}

function certificateOf(world: World) {
  const found = issued.get(world);
  if (found === undefined) throw new Error("The row needs `prepare: completeCourse`.");
  return found;
}

/** The enrolled student (who earned it) and Admins; everyone else is refused. */
const OWNER_AND_ADMIN: Record<Caller, Outcome> = { ...everyone("refused"), enrolled: "allowed", admin: "allowed" };

const prepare: Row["prepare"] = completeCourse;

export const rows: Rows = {
  "courses/certificates:mine": {
    rule: "the caller's own certificates; nobody sees another's",
    args: () => ({}),
    prepare,
    expect: { ...signedIn("hidden"), enrolled: "allowed" },
  },
  "courses/certificates:forCourse": {
    rule: "any signed-in user, about their own standing in the course (their certificate, lessons, best quiz score)",
    args: (world) => ({ courseId: world.courseId }),
    expect: signedIn(),
  },
  "courses/certificates:claim": {
    rule: "only a student who completed the course, for themselves; anyone else is refused with the reason",
    args: (world) => ({ courseId: world.courseId }),
    prepare,
    expect: { ...signedIn("refused"), enrolled: "allowed" },
  },
  "courses/certificates:verify": {
    rule: "anyone, visitors included, with the code: the certificate as printed and nothing else",
    args: (world) => ({ code: certificateOf(world).code }),
    prepare,
    expect: everyone("allowed"),
  },
  "courses/certificates:download": {
    rule: "the certificate's owner and Admins (a PDF); anyone else is told it does not exist",
    args: (world) => ({ certificateId: certificateOf(world).certificateId, siteOrigin: "http://127.0.0.1:4173" }),
    prepare,
    expect: OWNER_AND_ADMIN,
  },
};
