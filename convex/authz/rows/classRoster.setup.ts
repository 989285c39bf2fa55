// Not deployed (two dots in the name): authorization rows of convex/courses/roster.ts (ADR 0068).
import { COURSE_MANAGERS, peopleFields, type Rows } from "../matrix.setup";

const ROSTER_ROW = [
  "userId",
  "name",
  "email",
  "lessonsDone",
  "totalLessons",
  "percent",
  "quizBest",
  "gradeAverage",
  "lateCount",
  "missingCount",
  "lastActivityAt",
];

export const rows: Rows = {
  "courses/roster:page": {
    rule: "the course's own teacher and Admins: its students with their progress and work",
    args: (world) => ({
      courseId: world.courseId,
      sort: "name",
      order: "asc",
      filter: "all",
      search: "",
      paginationOpts: { numItems: 25, cursor: null },
    }),
    expect: COURSE_MANAGERS,
    people: peopleFields(ROSTER_ROW),
  },
  "courses/roster:student": {
    rule: "the course's own teacher and Admins: one student's work in it",
    args: (world) => ({ courseId: world.courseId, userId: world.actors.enrolled.userId }),
    expect: COURSE_MANAGERS,
    people: peopleFields(ROSTER_ROW),
  },
  "courses/roster:csv": {
    rule: "the course's own teacher and Admins",
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "courses/roster:remove": {
    rule: "the course's own teacher and Admins remove a student, with a reason kept in the log",
    args: (world) => ({ courseId: world.courseId, userId: world.actors.enrolled.userId, reason: "Left the school" }),
    expect: COURSE_MANAGERS,
  },
};
