/**
 * events:verify's announcements in the sample school (convex/events/verify/school.setup.ts): the
 * first courses' teachers post (one pinned, one with a calendar date, one scheduled, which its
 * job publishes when the step settles), edit, pin and unpin; students comment and reply; a
 * comment is deleted by its author and one by the teacher; one announcement is deleted with its
 * comments.
 */
import { api } from "../_generated/api";
import type { School } from "../events/verify/school.setup";

const HOUR = 60 * 60 * 1000;

export async function announcementsActivity(school: School): Promise<void> {
  const { courses, enrolments } = school;
  for (const { courseId, teacher } of courses.slice(0, 2)) {
    const now = Date.now();
    const welcome = await teacher.mutation(api.announcements.announcements.post, {
      courseId,
      title: "Welcome",
      body: "Read the **first lesson** before Monday.",
      pinned: true,
    });
    const trip = await teacher.mutation(api.announcements.announcements.post, {
      courseId,
      title: "Field trip",
      body: "We meet at the gate.",
      pinned: false,
      dateAt: now + 48 * HOUR,
    });
    await teacher.mutation(api.announcements.announcements.post, {
      courseId,
      title: "Room change",
      body: "From next week we are in room 12.",
      pinned: false,
      publishAt: now + HOUR,
    });
    await teacher.mutation(api.announcements.announcements.edit, {
      announcementId: trip,
      title: "Field trip (bring lunch)",
      body: "We meet at the gate. Bring lunch.",
      dateAt: now + 72 * HOUR,
    });
    await teacher.mutation(api.announcements.announcements.setPinned, { announcementId: trip, pinned: true });
    await teacher.mutation(api.announcements.announcements.setPinned, { announcementId: welcome, pinned: false });

    const members = enrolments.filter((enrolment) => enrolment.courseId === courseId).slice(0, 3);
    const comments = [];
    for (const { student } of members) {
      comments.push(
        await student.as.mutation(api.announcements.announcements.comment, {
          announcementId: trip,
          text: `${student.displayName}: what time?`,
        }),
      );
      await student.as.mutation(api.announcements.announcements.comment, {
        announcementId: welcome,
        text: "Thanks!",
      });
    }
    await teacher.mutation(api.announcements.announcements.comment, { announcementId: trip, text: "At nine." });
    const [first, second] = comments;
    if (first !== undefined) {
      await members[0]!.student.as.mutation(api.announcements.announcements.deleteComment, { commentId: first });
    }
    if (second !== undefined) {
      await teacher.mutation(api.announcements.announcements.deleteComment, { commentId: second });
    }
    await teacher.mutation(api.announcements.announcements.remove, { announcementId: welcome });
  }
}
