// Not deployed (two dots in the name): authorization rows of convex/submissions.ts.
import { COURSE_MANAGERS, peopleFields, signedIn, type Rows } from "../matrix.setup";
import { assignmentWorld, ENROLLED_STUDENT, prepareAssignments, prepareGraded } from "./assignments.setup";

export const rows: Rows = {
  "assignments/submissions:submit": {
    rule: "students enrolled in the course, with a submission file they uploaded themselves; refused while closed",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      fileId: assignmentWorld(world).submissionFileId,
    }),
    expect: ENROLLED_STUDENT,
  },
  "assignments/submissions:myWork": {
    rule: "any signed-in user: their own submissions in the course only (others' are never read)",
    prepare: prepareAssignments,
    args: (world) => ({ courseId: world.courseId }),
    expect: { ...signedIn("hidden"), enrolled: "allowed" },
  },
  "assignments/submissions:grade": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentId: assignmentWorld(world).enrolledId,
      grade: 87.5,
      feedback: "Good.",
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:restoreGrade": {
    rule: "the course's own teacher and Admins, for a grade in that student's history",
    prepare: prepareGraded,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentId: assignmentWorld(world).enrolledId,
      eventId: assignmentWorld(world).firstGradeEventId,
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:gradeHistory": {
    rule: "the course's own teacher and Admins (students never see it, not even their own)",
    prepare: prepareGraded,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentId: assignmentWorld(world).enrolledId,
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:grantExtension": {
    rule: "the course's own teacher and Admins, for an enrolled student",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentId: assignmentWorld(world).enrolledId,
      deadlineDate: "2100-01-05",
      timeZone: "UTC",
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:revokeExtension": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentId: assignmentWorld(world).enrolledId,
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:roster": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      paginationOpts: { numItems: 10, cursor: null },
    }),
    expect: COURSE_MANAGERS,
    people: peopleFields(["studentId", "studentName", "studentEmail"]),
  },
  "assignments/submissions:rosterWork": {
    rule: "the course's own teacher and Admins; at most 25 ids, only students with work on this assignment get a row",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentIds: [assignmentWorld(world).enrolledId],
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:summary": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({ assignmentId: assignmentWorld(world).assignmentId }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:summaries": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "assignments/submissions:versions": {
    rule: "the student whose work it is (while enrolled), the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({
      assignmentId: assignmentWorld(world).assignmentId,
      studentId: assignmentWorld(world).enrolledId,
    }),
    expect: { ...COURSE_MANAGERS, enrolled: "allowed" },
  },
};
