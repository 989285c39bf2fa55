// Not deployed (two dots in the name): authorization rows of convex/courses/courseCopy.ts.
import { COURSE_MANAGERS, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "courses/courseCopy:preview": {
    rule: "the course's teacher and Admins (ADR 0069): what a copy would carry",
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "courses/courseCopy:copy": {
    rule: "the course's teacher and Admins (ADR 0069); the caller becomes the copy's teacher",
    args: (world) => ({ courseId: world.courseId, name: "Matrix Course, next term", dates: [] }),
    expect: COURSE_MANAGERS,
  },
};
