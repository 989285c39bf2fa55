/**
 * events:verify's chat activity in the sample school (convex/events/verify/school.setup.ts): messages in
 * the global room and the course rooms, read marks before and after more news, and removals by an
 * author, by a course's teacher and by an Admin.
 */
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { School } from "../events/verify/school.setup";

export async function chatActivity(school: School): Promise<void> {
  const { admin, students, courses, enrolments } = school;
  const global = "global";
  // Everyone says hello in the global room; the first students read it, then more comes.
  const hellos: Id<"messages">[] = [];
  for (const student of students) {
    hellos.push(
      await student.as.mutation(api.chat.chat.send, { room: global, text: `Hello from ${student.displayName}` }),
    );
  }
  for (const student of students.slice(0, 3)) await student.as.mutation(api.chat.chat.markRead, { room: global });
  await admin.as.mutation(api.chat.chat.send, { room: global, text: "Welcome, everyone." });
  await school.teachers[0]!.as.mutation(api.chat.chat.send, { room: global, text: "Office hours on Friday." });
  await students[0]!.as.mutation(api.chat.chat.markRead, { room: global });

  // The first courses' teachers open their rooms (the Admin teaches the sample courses: a few, within
  // the sending limit); the students answer, and the first of each room reads it.
  const seen = new Set<Id<"courses">>();
  for (const { courseId, teacher } of courses.slice(0, 4)) {
    await teacher.mutation(api.chat.chat.send, { room: courseId, text: "Questions about this week go here." });
  }
  const answers: { courseId: Id<"courses">; messageId: Id<"messages"> }[] = [];
  for (const { student, courseId } of enrolments) {
    const messageId = await student.as.mutation(api.chat.chat.send, {
      room: courseId,
      text: `${student.displayName}: a question about ${courseId === courses[0]?.courseId ? "ownership" : "the reading"}`,
    });
    answers.push({ courseId, messageId });
    if (!seen.has(courseId)) {
      seen.add(courseId);
      await student.as.mutation(api.chat.chat.markRead, { room: courseId });
    }
  }

  // Removals: an author takes back their own (global and course room), the course's teacher and
  // an Admin remove others'.
  if (hellos[1] !== undefined) await students[1]!.as.mutation(api.chat.chat.remove, { messageId: hellos[1] });
  if (hellos[2] !== undefined) await admin.as.mutation(api.chat.chat.remove, { messageId: hellos[2] });
  const [first, second] = answers;
  if (first !== undefined) {
    const teacher = courses.find((course) => course.courseId === first.courseId)?.teacher;
    await teacher?.mutation(api.chat.chat.remove, { messageId: first.messageId });
  }
  const author = enrolments[1];
  if (second !== undefined && author !== undefined) {
    await author.student.as.mutation(api.chat.chat.remove, { messageId: second.messageId });
  }
  // A teacher reads their own room after the removals.
  const own = courses[0];
  if (own !== undefined) await own.teacher.mutation(api.chat.chat.markRead, { room: own.courseId });
}
