// Not deployed (two dots in the name): authorization rows of rubrics, editing an assignment, held
// grades and the grader's reads (issue #28), on the assignment world of assignments.setup.ts.
import { COURSE_MANAGERS, peopleFields, type Rows } from "../matrix.setup";
import { assignmentWorld, managed, prepareAssignments } from "./assignments.setup";

const CRITERIA = [
  {
    id: "c1",
    title: "Clarity",
    levels: [
      { id: "c1-a", title: "Weak", points: 0, description: "" },
      { id: "c1-b", title: "Good", points: 5, description: "" },
    ],
  },
];

export const rows: Rows = {
  "assignments/rubrics:list": managed("the course's own teacher and Admins", (_a, world) => ({
    courseId: world.courseId,
  })),
  "assignments/rubrics:save": managed("the course's own teacher and Admins", (_a, world) => ({
    courseId: world.courseId,
    title: "Essay rubric",
    criteria: CRITERIA,
  })),
  "assignments/assignments:edit": managed(
    "the course's own teacher and Admins; points and rubric only while nothing is graded",
    (a) => ({
      assignmentId: a.assignmentId,
      title: "Essay (revised)",
      instructions: "Two pages.",
      points: 40,
      rubricId: null,
    }),
  ),
  "assignments/assignments:holdGrades": managed("the course's own teacher and Admins", (a) => ({
    assignmentId: a.assignmentId,
  })),
  "assignments/assignments:releaseGrades": managed("the course's own teacher and Admins", (a) => ({
    assignmentId: a.assignmentId,
  })),
  "assignments/submissions:graderList": {
    rule: "the course's own teacher and Admins: every enrolled student by name, with their status",
    prepare: prepareAssignments,
    args: (world) => ({ assignmentId: assignmentWorld(world).assignmentId }),
    expect: COURSE_MANAGERS,
    // The course's students as its teacher knows them, without e-mail.
    people: peopleFields(["studentId", "name", "status", "submittedAt", "grade", "versionCount"]),
  },
  "assignments/submissions:graderWork": {
    rule: "the course's own teacher and Admins, for a student enrolled in the course",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentId: assignmentWorld(world).enrolledId,
    }),
    expect: COURSE_MANAGERS,
    people: peopleFields(["_id", "name"]),
  },
};
