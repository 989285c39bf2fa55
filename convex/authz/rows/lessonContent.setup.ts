// Not deployed (two dots in the name): authorization rows of convex/lessonContent.ts.
import type { Id } from "../../_generated/dataModel";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, type Caller, type Outcome, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

/** Enrolled students, the course's teacher and Admins read lessons; everyone else is refused. */
export const LESSON_READERS: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "refused",
  enrolled: "allowed",
  owner: "allowed",
  otherTeacher: "refused",
  admin: "allowed",
};

const MANAGERS = "the course's own teacher and Admins; other teachers and students refused";

/** A published version and a different saved draft, so publish and discardDraft have work to do. */
async function withDraft(t: TestConvex, world: World): Promise<void> {
  await t.run(async (ctx) => {
    const version = (body: string, videoId?: Id<"videos">) => ({
      body,
      ...(videoId !== undefined ? { videoId } : {}),
      attachmentIds: [],
    });
    await ctx.db.insert("lessonContents", {
      lessonId: world.lessonId,
      courseId: world.courseId,
      draft: version("Draft", world.videoId),
      published: version("Published"),
      draftSavedAt: Date.now(),
      publishedAt: Date.now(),
    });
  });
}

export const rows: Rows = {
  "lessonContent:view": {
    rule: "students enrolled in the course, its teacher and Admins (published version only for students)",
    args: (world) => ({ courseId: world.courseId, lessonId: world.lessonId }),
    expect: LESSON_READERS,
  },
  "lessonContent:editor": {
    rule: MANAGERS,
    args: (world) => ({ courseId: world.courseId, lessonId: world.lessonId }),
    expect: COURSE_MANAGERS,
  },
  "lessonContent:saveDraft": {
    rule: `${MANAGERS}; attachments must be the caller's own lesson files or already on the lesson`,
    args: (world) => ({ lessonId: world.lessonId, body: "# Matrix", videoId: world.videoId, attachmentIds: [] }),
    expect: COURSE_MANAGERS,
  },
  "lessonContent:publish": {
    rule: MANAGERS,
    args: (world) => ({ lessonId: world.lessonId }),
    expect: COURSE_MANAGERS,
    prepare: withDraft,
  },
  "lessonContent:discardDraft": {
    rule: MANAGERS,
    args: (world) => ({ lessonId: world.lessonId }),
    expect: COURSE_MANAGERS,
    prepare: withDraft,
  },
};
