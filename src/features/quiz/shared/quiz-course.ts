import { getStoredCourse } from "@/lib/current-course";

/** What every quiz function takes to pick a bank: the stored current course (SPEC §3 keys). */
export type QuizCourseArgs = { courseName: string; courseId?: string };

/**
 * The stored current course as the quiz functions want it. With no stored course the name is
 * empty and the server picks the JavaScript bank (SPEC §9); the server decides either way.
 */
export function quizCourseArgs(): QuizCourseArgs {
  const course = getStoredCourse();
  return course ? { courseName: course.courseName, courseId: course.courseId } : { courseName: "" };
}
