// Not deployed (two dots in the name): authorization rows of convex/lessons.ts.
import { COURSE_MANAGERS, signedIn, type Rows } from "../matrix.setup";

const MANAGERS = "the course's own teacher and Admins; other teachers and students refused";

export const rows: Rows = {
  "courses/lessons:list": {
    rule: "any signed-in user (the syllabus is shown before enrolling)",
    args: (world) => ({ courseId: world.courseId }),
    expect: signedIn(),
  },
  "courses/lessons:add": {
    rule: MANAGERS,
    args: (world) => ({ courseId: world.courseId, title: "Matrix lesson" }),
    expect: COURSE_MANAGERS,
  },
  "courses/lessons:rename": {
    rule: MANAGERS,
    args: (world) => ({ lessonId: world.lessonId, title: "Renamed lesson" }),
    expect: COURSE_MANAGERS,
  },
  "courses/lessons:move": {
    rule: MANAGERS,
    args: (world) => ({ lessonId: world.lessonId, to: "down" }),
    expect: COURSE_MANAGERS,
  },
  "courses/lessons:remove": {
    rule: MANAGERS,
    args: (world) => ({ lessonId: world.lessonId }),
    expect: COURSE_MANAGERS,
  },
};
