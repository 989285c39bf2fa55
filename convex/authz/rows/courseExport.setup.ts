// Not deployed (two dots in the name): authorization rows of convex/courses/courseExport.ts.
import { COURSE_MANAGERS, STAFF_ONLY, type Rows } from "../matrix.setup";

/** The smallest valid export: a course with nothing in it yet. */
const EMPTY_EXPORT = {
  format: "lyceum-course",
  version: 1,
  exportedAt: "2026-11-27T00:00:00.000Z",
  course: {
    name: "Matrix Import",
    description: "A course imported by the authorization matrix.",
    durationHours: 2,
    instructorName: "Someone",
    category: "Testing",
    image: null,
  },
  lessons: [],
  videos: [],
  rubrics: [],
  assignments: [],
  quiz: { questions: [], maxAttempts: null, cooldownMinutes: 0 },
  files: [],
};

export const rows: Rows = {
  "courses/courseExport:get": {
    rule: "the course's teacher and Admins (ADR 0069): the course and links to its files",
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "courses/courseExport:lessons": {
    rule: "the course's teacher and Admins (ADR 0069): a page of its lessons' text",
    args: (world) => ({ courseId: world.courseId, from: 0 }),
    expect: COURSE_MANAGERS,
  },
  "courses/courseExport:importCourse": {
    rule: "teachers and Admins (ADR 0069), with their own uploads; the caller owns the new course",
    args: () => ({ doc: EMPTY_EXPORT, files: [] }),
    expect: STAFF_ONLY,
  },
};
