/**
 * The calendar (docs/calendar.md, ADR 0073): what `calendar:items` shows whom (a student's own
 * extension to them only, the ranges, the roles) and the private feed over HTTP (its text, a
 * moved deadline keeping its UID with a higher SEQUENCE, tampered and reset addresses answering
 * nothing).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { courseWithPeople, DEADLINE_AT, POSTED_AT, postAssignment, ZONE } from "../assignments/assignmentsTests.setup";
import { CALENDAR_LIMITS, CALENDAR_RANGE_INVALID } from "../shared/calendarRules";
import { DAY_MS } from "../shared/time";
import { postPlain } from "../announcements/announcementsTests.setup";
import { eventsIn, feedOf, fetchFeed } from "./calendarTests.setup";
import { feedItems } from "./model/items";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two weeks around the New York deadline of the assignment tests. */
const AROUND = { from: DEADLINE_AT - 7 * DAY_MS, to: DEADLINE_AT + 7 * DAY_MS };

async function withAssignment() {
  const people = await courseWithPeople();
  const assignmentId = await postAssignment(people.t, people.teacher.as, people.courseId, { title: "Essay, part 1" });
  return { ...people, assignmentId };
}

describe("calendar:items", () => {
  test("enrolled students and the course's teacher see the deadline; others see nothing", async () => {
    const { alice, teacher, outsider, otherTeacher, admin, courseId } = await withAssignment();
    for (const person of [alice, teacher]) {
      const { items } = await person.as.query(api.calendar.calendar.items, AROUND);
      expect(items).toEqual([
        expect.objectContaining({
          kind: "deadline",
          title: "Essay, part 1",
          courseName: "Rust for Everyone",
          at: DEADLINE_AT,
          extended: false,
          path: `/assignmentpage?course=${courseId}`,
        }),
      ]);
    }
    for (const person of [outsider, otherTeacher, admin]) {
      expect((await person.as.query(api.calendar.calendar.items, AROUND)).items).toEqual([]);
    }
  });

  test("a range ends before its end: a deadline just outside either side is not in it", async () => {
    const { alice, teacher } = await withAssignment();
    for (const person of [alice, teacher]) {
      const items = async (from: number, to: number) =>
        (await person.as.query(api.calendar.calendar.items, { from, to })).items;
      expect(await items(DEADLINE_AT - DAY_MS, DEADLINE_AT)).toEqual([]);
      expect(await items(DEADLINE_AT + 1, DEADLINE_AT + DAY_MS)).toEqual([]);
      expect(await items(DEADLINE_AT, DEADLINE_AT + 1)).toHaveLength(1);
    }
  });

  test("an extension moves the deadline for its student only, into a range the deadline is not in", async () => {
    const { alice, bob, teacher, assignmentId } = await withAssignment();
    const extended = await teacher.as.mutation(api.assignments.submissions.grantExtension, {
      assignmentId,
      studentId: alice.userId,
      deadlineDate: "2026-12-20",
      timeZone: ZONE,
    });
    const later = { from: DEADLINE_AT + 7 * DAY_MS, to: DEADLINE_AT + 30 * DAY_MS };
    expect((await alice.as.query(api.calendar.calendar.items, later)).items).toEqual([
      expect.objectContaining({ at: extended, extended: true }),
    ]);
    expect((await alice.as.query(api.calendar.calendar.items, AROUND)).items).toEqual([]);
    for (const person of [bob, teacher]) {
      expect((await person.as.query(api.calendar.calendar.items, later)).items).toEqual([]);
      expect((await person.as.query(api.calendar.calendar.items, AROUND)).items).toEqual([
        expect.objectContaining({ at: DEADLINE_AT, extended: false }),
      ]);
    }
    await teacher.as.mutation(api.assignments.submissions.revokeExtension, { assignmentId, studentId: alice.userId });
    expect((await alice.as.query(api.calendar.calendar.items, AROUND)).items).toEqual([
      expect.objectContaining({ at: DEADLINE_AT, extended: false }),
    ]);
  });

  test("a deleted assignment leaves the calendar", async () => {
    const { alice, teacher, assignmentId } = await withAssignment();
    await teacher.as.mutation(api.assignments.assignments.remove, { assignmentId });
    expect((await alice.as.query(api.calendar.calendar.items, AROUND)).items).toEqual([]);
  });

  test("a range longer than 62 days, empty or reversed is refused", async () => {
    const { alice } = await withAssignment();
    for (const range of [
      { from: 0, to: CALENDAR_LIMITS.rangeMaxMs + 1 },
      { from: 5, to: 5 },
      { from: 10, to: 5 },
    ]) {
      await expect(alice.as.query(api.calendar.calendar.items, range)).rejects.toThrow(CALENDAR_RANGE_INVALID);
    }
    await expect(
      alice.as.query(api.calendar.calendar.items, { from: 0, to: CALENDAR_LIMITS.rangeMaxMs }),
    ).resolves.toBeTruthy();
  });
});

describe("dated announcements", () => {
  test("a published one is on its course's calendars and in the feed; a scheduled one not before it is published", async () => {
    const { t, alice, teacher, outsider, courseId } = await withAssignment();
    const dateAt = DEADLINE_AT - 2 * DAY_MS;
    const announcementId = await postPlain(teacher.as, courseId, { title: "Field trip", dateAt });
    await postPlain(teacher.as, courseId, { title: "Exam room", dateAt, publishAt: POSTED_AT + 3 * DAY_MS });
    const titles = async (person: typeof alice) =>
      (await person.as.query(api.calendar.calendar.items, AROUND)).items.map((item) => item.title);
    expect(await titles(alice)).toEqual(["Field trip", "Essay, part 1"]);
    expect(await titles(teacher)).toEqual(["Field trip", "Essay, part 1"]);
    expect(await titles(outsider)).toEqual([]);
    const [trip] = (await alice.as.query(api.calendar.calendar.items, AROUND)).items;
    expect(trip).toMatchObject({
      kind: "announcement",
      at: dateAt,
      path: expect.stringMatching(/^\/dashboard\/coursedetail\//),
    });

    const { url } = await feedOf(alice.as);
    const before = eventsIn(await (await fetchFeed(t, url)).text()).find((e) => e.get("SUMMARY") === "Field trip");
    vi.setSystemTime(POSTED_AT + DAY_MS);
    await teacher.as.mutation(api.announcements.announcements.edit, {
      announcementId,
      title: "Field trip (moved)",
      body: "Bring boots.",
      dateAt: dateAt + DAY_MS,
    });
    const after = eventsIn(await (await fetchFeed(t, url)).text()).find(
      (e) => e.get("SUMMARY") === "Field trip (moved)",
    );
    expect(after!.get("UID")).toBe(before!.get("UID"));
    expect(Number(after!.get("SEQUENCE"))).toBeGreaterThan(Number(before!.get("SEQUENCE")));
  });
});

describe("the feed's first items", () => {
  test("are the earliest by the student's own time: an extension can push one past another", async () => {
    const { t, alice, bob, teacher, courseId, assignmentId } = await withAssignment();
    await postAssignment(t, teacher.as, courseId, { title: "Lab", deadlineDate: "2026-12-02" });
    await teacher.as.mutation(api.assignments.submissions.grantExtension, {
      assignmentId,
      studentId: alice.userId,
      deadlineDate: "2026-12-05",
      timeZone: ZONE,
    });
    const first = async (userId: typeof alice.userId, limit: number) =>
      await t.run(async (ctx) => (await feedItems(ctx, userId, POSTED_AT, limit)).map((item) => item.title));
    expect(await first(alice.userId, 1)).toEqual(["Lab"]);
    expect(await first(bob.userId, 1)).toEqual(["Essay, part 1"]);
    expect(await first(alice.userId, 5)).toEqual(["Lab", "Essay, part 1"]);
  });
});

describe("the private feed", () => {
  test("is RFC 5545 text with the deadline in UTC, and follows a moved deadline with the same UID", async () => {
    const { t, alice, teacher, assignmentId } = await withAssignment();
    const { url, webcalUrl } = await feedOf(alice.as);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3211\/calendar\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^http:/, "webcal:"));

    const response = await fetchFeed(t, url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("X-WR-CALNAME:Lyceum · Alice\r\n");
    const [first, ...others] = eventsIn(text);
    expect(others).toEqual([]);
    // 23:59 on 1 Dec in New York is 04:59 UTC on 2 Dec.
    expect(first!.get("DTSTART")).toBe("20261202T045900Z");
    expect(first!.get("DTEND")).toBe("20261202T050000Z");
    expect(first!.get("SUMMARY")).toBe("Due: Essay\\, part 1");
    expect(first!.get("SEQUENCE")).toBe("0");
    expect(first!.get("URL")).toMatch(/\/assignmentpage\?course=/);

    vi.setSystemTime(POSTED_AT + DAY_MS);
    await teacher.as.mutation(api.assignments.assignments.changeDeadline, {
      assignmentId,
      deadlineDate: "2026-12-03",
      deadlineTime: "12:00",
      timeZone: ZONE,
    });
    const [moved] = eventsIn(await (await fetchFeed(t, url)).text());
    expect(moved!.get("UID")).toBe(first!.get("UID"));
    expect(moved!.get("DTSTART")).toBe("20261203T170000Z");
    expect(Number(moved!.get("SEQUENCE"))).toBeGreaterThan(Number(first!.get("SEQUENCE")));
    expect(moved!.get("LAST-MODIFIED")).toBe("20261121T120000Z");

    // The extension moves Alice's event again, not Bob's, with a higher SEQUENCE still.
    vi.setSystemTime(POSTED_AT + 2 * DAY_MS);
    await teacher.as.mutation(api.assignments.submissions.grantExtension, {
      assignmentId,
      studentId: alice.userId,
      deadlineDate: "2026-12-10",
      timeZone: ZONE,
    });
    const [extended] = eventsIn(await (await fetchFeed(t, url)).text());
    expect(extended!.get("UID")).toBe(first!.get("UID"));
    expect(extended!.get("DTSTART")).toBe("20261211T045900Z");
    expect(Number(extended!.get("SEQUENCE"))).toBeGreaterThan(Number(moved!.get("SEQUENCE")));
  });

  test("speaks its owner's language: a Spanish reader's feed, titles and course names as written", async () => {
    const { t, alice } = await withAssignment();
    await alice.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    const text = await (await fetchFeed(t, (await feedOf(alice.as)).url)).text();
    expect(text).toContain("X-WR-CALNAME:Lyceum · Alice\r\n");
    const [first] = eventsIn(text);
    expect(first!.get("SUMMARY")).toBe("Entrega: Essay\\, part 1");
    expect(first!.get("DESCRIPTION")).toMatch(/^Fecha límite de la tarea · /);
  });

  test("a tampered address answers 404 with an empty body", async () => {
    const { t, alice, bob } = await withAssignment();
    const { url } = await feedOf(alice.as);
    const { url: bobs } = await feedOf(bob.as);
    const token = new URL(url).pathname.slice("/calendar/".length, -".ics".length);
    const [body, signature] = token.split(".") as [string, string];
    const [, bobSignature] = new URL(bobs).pathname.slice("/calendar/".length, -".ics".length).split(".");
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    const forged = [
      `${flip(body, 2)}.${signature}`,
      `${body}.${flip(signature, 5)}`,
      `${body}.${bobSignature}`,
      `${body}.${signature}.x`,
      `${body}`,
      "",
    ];
    for (const bad of forged) {
      const response = await t.fetch(`/calendar/${bad}.ics`, { method: "GET" });
      expect(response.status, bad).toBe(404);
      expect(await response.text()).toBe("");
    }
    expect((await t.fetch(`/calendar/${token}`, { method: "GET" })).status).toBe(404);
    expect((await fetchFeed(t, url)).status).toBe(200);
  });

  test("a reset address answers nothing; the new one works; another person's stays", async () => {
    const { t, alice, bob } = await withAssignment();
    const old = await feedOf(alice.as);
    const bobs = await feedOf(bob.as);
    await alice.as.mutation(api.calendar.calendar.resetFeed, {});
    const fresh = await feedOf(alice.as);
    expect(fresh.url).not.toBe(old.url);
    const gone = await fetchFeed(t, old.url);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("");
    expect((await fetchFeed(t, fresh.url)).status).toBe(200);
    expect((await fetchFeed(t, bobs.url)).status).toBe(200);
  });

  test("a suspended person's feed answers nothing", async () => {
    const { t, alice, admin } = await withAssignment();
    const { url } = await feedOf(alice.as);
    await admin.as.mutation(api.admin.admin.suspend, { userId: alice.userId, reason: "Testing the feed." });
    expect((await fetchFeed(t, url)).status).toBe(404);
  });
});
