// Not deployed (two dots in the name): authorization rows of convex/gradebook.ts.
import { COURSE_MANAGERS, type Rows } from "../matrix.setup";
import { prepareAssignments } from "./assignments.setup";

export const rows: Rows = {
  "assignments/gradebook:get": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({ courseId: world.courseId, cursor: null }),
    expect: COURSE_MANAGERS,
  },
  "assignments/gradebook:csv": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
};
