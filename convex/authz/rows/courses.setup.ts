// Not deployed (two dots in the name): authorization rows of convex/courses.ts.
import { api } from "../../_generated/api";
import { COURSE_MANAGERS, signedIn, STAFF_ONLY, type Rows } from "../matrix.setup";
import { clientFor } from "../world.setup";

export const rows: Rows = {
  "courses/courses:create": {
    rule: "teachers and Admins (SPEC §6); the caller becomes the course's teacher",
    args: (world, caller) => ({
      name: "Matrix Course",
      description: "A course made by the authorization matrix.",
      durationHours: 3,
      instructorName: "Someone",
      category: "Testing",
      imageFileId: world.of(caller).courseImageFileId,
    }),
    expect: STAFF_ONLY,
  },
  "courses/courses:update": {
    rule: "the course's teacher and Admins (ADR 0065); the same rules as Add New Course",
    args: (world, caller) => ({
      courseId: world.courseId,
      name: "Matrix Course, renamed",
      description: "A course edited by the authorization matrix.",
      durationHours: 4,
      instructorName: "Someone else",
      category: "Testing",
      imageFileId: world.of(caller).courseImageFileId,
    }),
    expect: COURSE_MANAGERS,
  },
  "courses/courses:archive": {
    rule: "the course's teacher and Admins (ADR 0065)",
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "courses/courses:restore": {
    rule: "the course's teacher and Admins (ADR 0065), of an archived course",
    prepare: async (t, world) => {
      await clientFor(t, world, "owner").mutation(api.courses.courses.archive, { courseId: world.courseId });
    },
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "courses/courses:list": {
    rule: "any signed-in user (the catalogue is a login-required route, SPEC §2)",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: signedIn(),
  },
  "courses/courses:get": {
    rule: "any signed-in user",
    args: (world) => ({ courseId: world.courseId }),
    expect: signedIn(),
  },
  "courses/courses:teaching": {
    rule: "teachers (their own courses) and Admins (every course); another teacher gets an empty list",
    args: () => ({}),
    expect: { ...STAFF_ONLY, otherTeacher: "hidden" },
  },
  "courses/courses:myTeaching": {
    rule: "teachers (their own courses, with enrolled counts) and Admins (every course); another teacher gets an empty page",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: { ...STAFF_ONLY, otherTeacher: "hidden" },
  },
};
