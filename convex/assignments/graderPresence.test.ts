import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { graderRoom } from "../shared/graderRoom";
import { courseWithPeople, postAssignment } from "./assignmentsTests.setup";

const beat = (roomId: string, userId: string, sessionId: string) => ({ roomId, userId, sessionId, interval: 15_000 });

describe("Also grading: who has a student's paper open in the grader", () => {
  test("the course's teacher and an Admin on the same paper see each other, by name; another paper's room is apart", async () => {
    const { t, teacher, courseId, alice, bob, admin } = await courseWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId);
    const alicePaper = graderRoom(assignmentId, alice.userId);
    const bobPaper = graderRoom(assignmentId, bob.userId);

    const { roomToken } = await teacher.as.mutation(
      api.assignments.graderPresence.heartbeat,
      beat(alicePaper, teacher.userId, "t1"),
    );
    await admin.as.mutation(api.assignments.graderPresence.heartbeat, beat(alicePaper, admin.userId, "a1"));
    await admin.as.mutation(api.assignments.graderPresence.heartbeat, beat(bobPaper, admin.userId, "a2"));

    const seen = await teacher.as.query(api.assignments.graderPresence.list, { roomToken });
    expect(
      seen
        .filter((p) => p.online)
        .map((p) => p.name)
        .sort(),
    ).toEqual([admin.displayName, "Tess Teacher"].sort());
    const onBob = await admin.as.query(api.assignments.graderPresence.list, { roomToken: bobPaper });
    expect(onBob.map((p) => p.userId)).toEqual([admin.userId]);
  });

  test("one reports only their own presence, only on a paper of their course, and another teacher learns nothing", async () => {
    const { t, teacher, courseId, alice, outsider, otherTeacher, admin } = await courseWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId);
    const room = graderRoom(assignmentId, alice.userId);

    await expect(
      teacher.as.mutation(api.assignments.graderPresence.heartbeat, beat(room, admin.userId, "t1")),
    ).rejects.toThrow("You can only report your own presence.");
    await expect(
      otherTeacher.as.mutation(api.assignments.graderPresence.heartbeat, beat(room, otherTeacher.userId, "o1")),
    ).rejects.toThrow();
    // A student who is not in the course is no paper of it.
    await expect(
      teacher.as.mutation(
        api.assignments.graderPresence.heartbeat,
        beat(graderRoom(assignmentId, outsider.userId), teacher.userId, "t2"),
      ),
    ).rejects.toThrow();

    await teacher.as.mutation(api.assignments.graderPresence.heartbeat, beat(room, teacher.userId, "t3"));
    expect(await otherTeacher.as.query(api.assignments.graderPresence.list, { roomToken: room })).toEqual([]);
    expect(await admin.as.query(api.assignments.graderPresence.list, { roomToken: "grade:nonsense" })).toEqual([]);
  });
});
