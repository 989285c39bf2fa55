import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { POSTED_AT, postAssignment } from "../assignments/assignmentsTests.setup";
import {
  bell,
  classWithPeople as courseWithPeople,
  courseKeyOf,
  enrolIn,
  remindMany,
  replayDifferences,
  submitWork,
  uploadVideo,
} from "./notificationsTests.setup";
import { notificationText } from "./model/words";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("what a person is told", () => {
  test("a new assignment: each enrolled student, linked to the course's assignments; not the outsider", async () => {
    const { t, teacher, courseId, alice, bob, outsider } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    for (const student of [alice, bob]) {
      expect(await bell(student.as)).toMatchObject([
        {
          type: "assignment_posted",
          title: "New assignment in Rust for Everyone: Lifetimes",
          link: { route: "/assignmentpage", course: courseId },
          read: false,
        },
      ]);
      expect(await student.as.query(api.notifications.notifications.unreadCount, {})).toBe(1);
    }
    expect(await bell(outsider.as)).toEqual([]);
    // The teacher hears of the students joining (notificationsTeachers.test.ts), not of their own post.
    expect((await bell(teacher.as)).map((n) => n.type)).not.toContain("assignment_posted");
  });

  test("a new video: enrolled students, linked to the course page", async () => {
    const { t, teacher, courseId, alice, outsider } = await courseWithPeople();
    await uploadVideo(t, teacher.as, courseId, "intro.mp4");
    expect(await bell(alice.as)).toMatchObject([
      {
        type: "video_uploaded",
        title: "New video in Rust for Everyone: Video 1: intro.mp4",
        link: { route: "/dashboard/coursedetail/$courseId/$courseName", courseId, courseName: "Rust for Everyone" },
      },
    ]);
    // The row keeps the video's place and file, not English: each reader's language names it (issue #33).
    const [row] = await bell(alice.as);
    expect(row.message).toEqual({
      key: "notify.videoUploaded",
      params: { course: "Rust for Everyone", position: 1, fileName: "intro.mp4" },
    });
    expect(notificationText(row.message, "es")).toBe("Nuevo vídeo en Rust for Everyone: Vídeo 1: intro.mp4");
    expect(await bell(outsider.as)).toEqual([]);
  });

  test("a student who enrols after the post is not told about it", async () => {
    const { t, teacher, courseId, outsider } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId);
    await enrolIn(outsider.as, courseId);
    expect(await bell(outsider.as)).toEqual([]);
    // A rebuild replays the post against the enrolments of its time, not of today.
    expect(await replayDifferences(t, () => t.finishAllScheduledFunctions(() => {}))).toEqual([]);
    expect(await bell(outsider.as)).toEqual([]);
  });

  test("a grade: only the graded student, with the grade", async () => {
    const { t, teacher, courseId, alice, bob } = await courseWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
    await submitWork(t, alice.as, assignmentId);
    await teacher.as.mutation(api.assignments.submissions.grade, {
      assignmentId,
      studentId: alice.userId,
      grade: 91.5,
      feedback: "Good",
    });
    const [latest] = await bell(alice.as);
    expect(latest).toMatchObject({
      type: "graded",
      title: "Your work on Lifetimes was graded: 91.5 / 100",
      link: { route: "/assignmentpage", course: courseId },
    });
    expect((await bell(bob.as)).map((n) => n.type)).toEqual(["assignment_posted"]);
  });

  test("a role change: the person, linked to the dashboard", async () => {
    const { admin, alice, bob } = await courseWithPeople();
    await admin.as.mutation(api.accounts.users.changeRole, { userId: alice.userId, role: "teacher" });
    expect(await bell(alice.as)).toMatchObject([
      { type: "role_changed", title: "Your role is now teacher", link: { route: "/dashboard" } },
    ]);
    expect(await bell(bob.as)).toEqual([]);
    expect(await bell(admin.as)).toEqual([]);
  });
});

describe("a person reads and changes only their own", () => {
  test("marking someone else's notification read is NOT_FOUND and leaves it unread", async () => {
    const { t, teacher, courseId, alice, bob } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId);
    const [alices] = await bell(alice.as);
    await expect(bob.as.mutation(api.notifications.notifications.markRead, { id: alices._id })).rejects.toThrow(
      "That notification does not exist.",
    );
    await expect(teacher.as.mutation(api.notifications.notifications.markRead, { id: alices._id })).rejects.toThrow();
    expect(await alice.as.query(api.notifications.notifications.unreadCount, {})).toBe(1);
    await alice.as.mutation(api.notifications.notifications.markRead, { id: alices._id });
    expect(await alice.as.query(api.notifications.notifications.unreadCount, {})).toBe(0);
    expect((await bell(alice.as))[0].read).toBe(true);
    // Bob's own stays unread.
    expect(await bob.as.query(api.notifications.notifications.unreadCount, {})).toBe(1);
  });

  test("mark all read touches only the caller's", async () => {
    const { t, teacher, courseId, alice, bob } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId, { title: "One" });
    await postAssignment(t, teacher.as, courseId, { title: "Two" });
    expect(await alice.as.query(api.notifications.notifications.unreadCount, {})).toBe(2);
    await alice.as.mutation(api.notifications.notifications.markAllRead, {});
    expect(await alice.as.query(api.notifications.notifications.unreadCount, {})).toBe(0);
    expect(await bob.as.query(api.notifications.notifications.unreadCount, {})).toBe(2);
  });

  test("the unread count stops at 100 (the bell shows 99+)", async () => {
    const { t, courseId, alice } = await courseWithPeople();
    await remindMany(t, await courseKeyOf(t, courseId), alice.userId, 150);
    expect(await alice.as.query(api.notifications.notifications.unreadCount, {})).toBe(100);
  });
});
