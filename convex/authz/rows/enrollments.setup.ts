// Not deployed (two dots in the name): authorization rows of convex/enrollments.ts.
import { peopleFields, signedIn, type Outcome, type Rows } from "../matrix.setup";

/** A student's own enrolment form, as they filled it in (the card number masked). */
const OWN_ENROLMENT = peopleFields([
  "_id",
  "courseId",
  "courseName",
  "studentId",
  "studentName",
  "studentEmail",
  "phoneNumber",
  "degreeProgram",
  "yearOrSemester",
  "paymentMethod",
  "paymentDetailsMasked",
  "enrolledAt",
]);

/** Only the enrolled student has anything; other signed-in callers get `others`. */
function enrolledOnly(others: Outcome) {
  return { ...signedIn(others), enrolled: "allowed" as const };
}

export const rows: Rows = {
  "courses/enrollments:enroll": {
    rule: "any signed-in user enrols themselves (docs/courses.md); profile fields come from the server",
    args: (world) => ({
      courseId: world.courseId,
      phoneNumber: "+44 20 7946 0000",
      degreeProgram: "Physics",
      yearOrSemester: "Year 1",
      paymentMethod: "paypal",
    }),
    expect: signedIn(),
  },
  "courses/enrollments:mine": {
    rule: "the caller's own enrolment; null for anyone not enrolled",
    args: (world) => ({ courseId: world.courseId }),
    expect: enrolledOnly("hidden"),
    people: OWN_ENROLMENT,
  },
  "courses/enrollments:myCourses": {
    rule: "the caller's own enrolments; nobody sees another's",
    args: () => ({}),
    expect: enrolledOnly("hidden"),
  },
  "courses/enrollments:courseNames": {
    rule: "the caller's own enrolled courses; nobody sees another's",
    args: () => ({}),
    expect: enrolledOnly("hidden"),
  },
  "courses/enrollments:setLessonComplete": {
    rule: "only a student enrolled in the course, for themselves",
    args: (world) => ({ courseId: world.courseId, lessonId: world.lessonId, complete: true }),
    expect: enrolledOnly("refused"),
    people: OWN_ENROLMENT,
  },
  "courses/enrollments:progress": {
    rule: "the caller's own progress; 'not enrolled' for everyone else",
    args: (world) => ({ courseId: world.courseId }),
    expect: enrolledOnly("hidden"),
    isEmpty: (result) => (result as { enrolled?: unknown } | null)?.enrolled !== true,
  },
};
