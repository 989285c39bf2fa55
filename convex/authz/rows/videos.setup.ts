// Not deployed (two dots in the name): authorization rows of convex/videos.ts.
import { COURSE_MANAGERS, signedIn, type Rows } from "../matrix.setup";

const MANAGERS = "the course's own teacher and Admins; other teachers and students refused";

export const rows: Rows = {
  "courses/videos:list": {
    rule: "any signed-in user (SPEC's course page needs only a login); where each is used: managers only",
    args: (world) => ({ courseId: world.courseId }),
    expect: signedIn(),
  },
  "courses/videos:add": {
    rule: "the course's own teacher and Admins, with a video they uploaded themselves",
    args: (world, caller) => ({ courseId: world.courseId, fileId: world.of(caller).courseVideoFileId }),
    expect: COURSE_MANAGERS,
  },
  "courses/videos:rename": {
    rule: MANAGERS,
    args: (world) => ({ videoId: world.videoId, title: "Matrix video" }),
    expect: COURSE_MANAGERS,
  },
  "courses/videos:move": {
    rule: MANAGERS,
    args: (world) => ({ videoId: world.videoId, to: "down" }),
    expect: COURSE_MANAGERS,
  },
  "courses/videos:remove": {
    rule: `${MANAGERS}; refused while a lesson shows the video`,
    args: (world) => ({ videoId: world.videoId }),
    expect: COURSE_MANAGERS,
  },
};
