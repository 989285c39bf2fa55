import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { requireUser } from "../accounts/model/users";
import { POSTED_AT, postAssignment } from "../assignments/assignmentsTests.setup";
import { emit } from "../events/emit";
import { measureReads } from "../readCounting.setup";
import { notificationPath } from "../shared/mailPreferences";
import { identityFor } from "../test.setup";
import { listMine } from "./model/notifications";
import { GROUP_COUNT_LIMIT, groupedMessage } from "./projector/groups";
import { notificationText } from "./model/words";
import { bell, classWithPeople, courseKeyOf, enrolIn, replayDifferences, submitWork } from "./notificationsTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock on, so each event has its own time. */
function later(ms = 60_000) {
  vi.setSystemTime(Date.now() + ms);
}

describe("teachers told, grouped (ADR 0074)", () => {
  test("two hand-ins are one unread row that names both; the unread count grew once", async () => {
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Essay 2" });
    const before = await teacher.as.query(api.notifications.notifications.unreadCount, {});
    later();
    await submitWork(t, alice.as, assignmentId);
    later();
    await submitWork(t, bob.as, assignmentId);
    later();
    // Alice hands in again: one person counts once.
    await submitWork(t, alice.as, assignmentId);
    const handIns = (await bell(teacher.as)).filter((n) => n.type === "submitted");
    expect(handIns).toMatchObject([
      {
        title: "Alice and 1 other turned in Essay 2",
        read: false,
        link: { route: "/assignmentpage", course: courseId },
      },
    ]);
    expect(await teacher.as.query(api.notifications.notifications.unreadCount, {})).toBe(before + 1);
    expect(await bell(alice.as)).not.toContainEqual(expect.objectContaining({ type: "submitted" }));
  });

  test("once read, the next hand-in starts a new row and the read one keeps its count", async () => {
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Essay 2" });
    later();
    await submitWork(t, alice.as, assignmentId);
    const [first] = (await bell(teacher.as)).filter((n) => n.type === "submitted");
    expect(first.title).toBe("Alice turned in Essay 2");
    await teacher.as.mutation(api.notifications.notifications.markRead, { id: first._id });
    later();
    await submitWork(t, bob.as, assignmentId);
    expect((await bell(teacher.as)).filter((n) => n.type === "submitted")).toMatchObject([
      { title: "Bob turned in Essay 2", read: false },
      { title: "Alice turned in Essay 2", read: true },
    ]);
  });

  test("joins and room messages: grouped per course; the teacher's own message tells nobody", async () => {
    const { teacher, courseId, outsider, alice, bob } = await classWithPeople();
    // Alice and Bob joined in classWithPeople: one row for both.
    expect((await bell(teacher.as)).filter((n) => n.type === "enrolled")).toMatchObject([
      {
        title: "Alice and 1 other joined Rust for Everyone",
        link: { route: "/dashboard/coursedetail/$courseId/$courseName", courseId },
      },
    ]);
    later();
    await enrolIn(outsider.as, courseId);
    expect((await bell(teacher.as)).filter((n) => n.type === "enrolled")[0].title).toBe(
      "Alice and 2 others joined Rust for Everyone",
    );
    await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "Welcome" });
    expect((await bell(teacher.as)).map((n) => n.type)).not.toContain("room_message");
    later();
    await alice.as.mutation(api.chat.chat.send, { room: courseId, text: "Hello" });
    later();
    await bob.as.mutation(api.chat.chat.send, { room: courseId, text: "Hi" });
    expect((await bell(teacher.as)).filter((n) => n.type === "room_message")).toMatchObject([
      { title: "Alice and 1 other wrote in Rust for Everyone", link: { route: "/chatRoom", room: courseId } },
    ]);
    expect((await bell(alice.as)).map((n) => n.type)).not.toContain("room_message");
  });

  test("a replay builds the same rows, items and counts", async () => {
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Essay 2" });
    later();
    await submitWork(t, alice.as, assignmentId);
    const [first] = (await bell(teacher.as)).filter((n) => n.type === "submitted");
    await teacher.as.mutation(api.notifications.notifications.markRead, { id: first._id });
    later();
    await submitWork(t, bob.as, assignmentId);
    await alice.as.mutation(api.chat.chat.send, { room: courseId, text: "Hello" });
    const titles = (await bell(teacher.as)).map((n) => n.title);
    expect(await replayDifferences(t, () => t.finishAllScheduledFunctions(() => {}))).toEqual([]);
    expect((await bell(teacher.as)).map((n) => n.title)).toEqual(titles);
  });
});

describe("what a grouped row costs and says", () => {
  test("150 messages in one group: one row; the bell page reads the row and at most 100 items", async () => {
    const { t, teacher, courseId, alice } = await classWithPeople();
    const room = await courseKeyOf(t, courseId);
    await t.run(async (ctx) => {
      for (let i = 0; i < 150; i++) {
        await emit(ctx, {
          type: "message_sent",
          v: 1,
          actorId: alice.userId,
          room,
          text: `m${i}`,
          authorName: "Alice",
        });
      }
    });
    const as = t.withIdentity(identityFor(teacher.userId));
    const { reads, result } = await as.run((ctx) =>
      measureReads(ctx, async (c) => listMine(c, await requireUser(c), { numItems: 10, cursor: null })),
    );
    expect(result.page.filter((n) => n.type === "room_message").map((n) => notificationText(n.message, "en"))).toEqual([
      "Alice wrote in Rust for Everyone",
    ]);
    // The user, the two rows (joins, messages), the joins' 2 items and at most 100 of the 150 messages
    // (106 measured): not one more read per message past the limit.
    expect(reads).toBeLessThanOrEqual(GROUP_COUNT_LIMIT + 10);
  });

  test("past 100 items the count says 99+; a room message's mail links to the room", () => {
    const row = {
      type: "submitted",
      group: "submitted:essay-2",
      message: { key: "notify.submitted", params: { name: "Maya", title: "Essay 2", late: "no" } },
    } as const;
    const title = (people: number, more: boolean) => notificationText(groupedMessage(row, { people, more }), "en");
    expect(title(100, true)).toBe("Maya and 99+ others turned in Essay 2");
    expect(title(2, false)).toBe("Maya and 1 other turned in Essay 2");
    expect(title(1, false)).toBe("Maya turned in Essay 2");
    expect(notificationPath({ route: "/chatRoom", room: "abc" })).toBe("/chatRoom?room=abc");
  });
});
