// Not deployed (two dots in the name): authorization rows of convex/assignments/fileLinks.ts.
import { COURSE_MANAGERS, type Rows } from "../matrix.setup";
import { assignmentWorld, prepareAssignments } from "./assignments.setup";

export const rows: Rows = {
  "assignments/fileLinks:open": {
    rule: "a handed-in version: the student who handed it in (while enrolled), the course's own teacher and Admins; a question: also its enrolled students; the same refusal whether the file exists or not",
    prepare: prepareAssignments,
    args: (world) => ({
      file: {
        kind: "submission",
        assignmentId: assignmentWorld(world).assignmentId,
        studentId: assignmentWorld(world).enrolledId,
        version: 1,
      },
      disposition: "attachment",
    }),
    expect: { ...COURSE_MANAGERS, enrolled: "allowed" },
  },
  "assignments/fileLinks:openAll": {
    rule: "the course's own teacher and Admins: a short-lived link to every current submission",
    prepare: prepareAssignments,
    args: (world) => ({ assignmentId: assignmentWorld(world).assignmentId }),
    expect: COURSE_MANAGERS,
  },
};
