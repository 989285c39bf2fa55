// Not deployed (two dots in the name): authorization rows of convex/gradebook.ts.
import { COURSE_MANAGERS, peopleFields, type Rows } from "../matrix.setup";
import { prepareAssignments } from "./assignments.setup";

export const rows: Rows = {
  "assignments/gradebook:get": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({ courseId: world.courseId, cursor: null }),
    expect: COURSE_MANAGERS,
    // The course's students as its teacher knows them (the gradebook CSV has the same columns).
    people: peopleFields(["studentId", "name", "email", "average", "cells", "quiz"]),
  },
  "assignments/gradebook:csv": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
};
