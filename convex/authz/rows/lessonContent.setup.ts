// Not deployed (two dots in the name): authorization rows of convex/lessonContent.ts.
import { emit } from "../../events/emit";
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
    const lesson = await ctx.db.get("lessons", world.lessonId);
    const course = await ctx.db.get("courses", world.courseId);
    const video = await ctx.db.get("videos", world.videoId);
    if (lesson === null || course === null || video === null) throw new Error("the world has its lesson and video");
    const about = {
      v: 1 as const,
      actorId: course.instructorId,
      courseKey: course.key,
      entityKey: lesson.key,
      lessonKey: lesson.key,
      lessonTitle: lesson.title,
    };
    const published = { body: "Published", attachmentIds: [] };
    const saved = { attachmentsAdded: [], attachmentsRemoved: [] };
    await emit(ctx, { type: "lesson_draft_saved", ...about, draft: published, ...saved });
    await emit(ctx, { type: "lesson_published", ...about, content: published });
    const draft = { body: "Draft", videoKey: video.key, attachmentIds: [] };
    await emit(ctx, { type: "lesson_draft_saved", ...about, draft, ...saved });
  });
}

export const rows: Rows = {
  "courses/lessonContent:view": {
    rule: "students enrolled in the course, its teacher and Admins (published version only for students)",
    args: (world) => ({ courseId: world.courseId, lessonId: world.lessonId }),
    expect: LESSON_READERS,
  },
  "courses/lessonContent:editor": {
    rule: MANAGERS,
    args: (world) => ({ courseId: world.courseId, lessonId: world.lessonId }),
    expect: COURSE_MANAGERS,
  },
  "courses/lessonContent:saveDraft": {
    rule: `${MANAGERS}; attachments must be the caller's own lesson files or already on the lesson`,
    args: (world) => ({ lessonId: world.lessonId, body: "# Matrix", videoId: world.videoId, attachmentIds: [] }),
    expect: COURSE_MANAGERS,
  },
  "courses/lessonContent:publish": {
    rule: MANAGERS,
    args: (world) => ({ lessonId: world.lessonId }),
    expect: COURSE_MANAGERS,
    prepare: withDraft,
  },
  "courses/lessonContent:discardDraft": {
    rule: MANAGERS,
    args: (world) => ({ lessonId: world.lessonId }),
    expect: COURSE_MANAGERS,
    prepare: withDraft,
  },
};
