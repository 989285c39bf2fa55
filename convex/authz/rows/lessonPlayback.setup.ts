// Not deployed (two dots in the name): authorization rows of convex/lessonPlayback.ts.
import type { Rows } from "../matrix.setup";
import { LESSON_READERS } from "./lessonContent.setup";

const RULE = "whoever may read the lesson (enrolled students, its teacher, Admins); only their own position";

export const rows: Rows = {
  "courses/lessonPlayback:get": {
    rule: RULE,
    args: (world) => ({ courseId: world.courseId, lessonId: world.lessonId }),
    expect: LESSON_READERS,
  },
  "courses/lessonPlayback:save": {
    rule: RULE,
    args: (world) => ({ courseId: world.courseId, lessonId: world.lessonId, videoId: world.videoId, seconds: 12 }),
    expect: LESSON_READERS,
  },
};
