// Not deployed (two dots in the name): authorization rows of convex/videos.ts.
import { COURSE_MANAGERS, signedIn, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "courses/videos:list": {
    rule: "any signed-in user (SPEC's course page needs only a login)",
    args: (world) => ({ courseId: world.courseId }),
    expect: signedIn(),
  },
  "courses/videos:add": {
    rule: "the course's own teacher and Admins, with a video they uploaded themselves",
    args: (world, caller) => ({ courseId: world.courseId, fileId: world.of(caller).courseVideoFileId }),
    expect: COURSE_MANAGERS,
  },
};
