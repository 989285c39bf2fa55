import { lazy } from "react";

/**
 * The teacher's side of the Assignments page (the forms, the rubric editor, the grading panels and
 * the gradebook) is code a student never runs: its own chunk, loaded for staff once the page
 * around it has been painted (ADR 0084).
 */
export const TeacherAssignments = lazy(() =>
  import("./teacher-assignments").then((m) => ({ default: m.TeacherAssignments })),
);
