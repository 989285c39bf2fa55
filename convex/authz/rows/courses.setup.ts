// Not deployed (two dots in the name): authorization rows of convex/courses.ts.
import { signedIn, STAFF_ONLY, type Rows } from "../matrix.setup";

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
