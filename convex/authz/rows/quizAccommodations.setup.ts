// Not deployed (two dots in the name): authorization rows of convex/quizAccommodations.ts.
import { COURSE_MANAGERS, type Rows } from "../matrix.setup";

const MANAGERS = "the course's own teacher and Admins, for a student enrolled in the course";

export const rows: Rows = {
  "quiz/quizAccommodations:list": {
    rule: MANAGERS,
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "quiz/quizAccommodations:set": {
    rule: MANAGERS,
    args: (world) => ({ courseId: world.courseId, studentId: world.actors.enrolled.userId, allowance: "x2" }),
    expect: COURSE_MANAGERS,
  },
};
