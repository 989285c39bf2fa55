// Not deployed (two dots in the name): authorization rows of convex/activity.ts.
import { COURSE_MANAGERS, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "notifications/activity:forCourse": {
    rule: "the course's own teacher and Admins",
    args: (world) => ({ courseId: world.courseId, paginationOpts: { numItems: 10, cursor: null } }),
    expect: COURSE_MANAGERS,
  },
};
