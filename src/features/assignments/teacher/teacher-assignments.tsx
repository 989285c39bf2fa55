import type { Id } from "@convex/_generated/dataModel";

export function TeacherAssignments({ courseId }: { courseId: Id<"courses"> }) {
  return (
    <section aria-labelledby="teacher-assignments-heading" data-course-id={courseId}>
      <h2 id="teacher-assignments-heading">Post an assignment</h2>
    </section>
  );
}
