/** Announcements: the rules, who may post and read, scheduling (fake timers) and the bell. */
import type { ServerMessage } from "../shared/messages";
import { englishOf } from "../lib/appError";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { announcementWorld, appErrorOf, bellRows, enrol, firstPage, postPlain } from "./announcementsTests.setup";
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENTS_PINNED_SHOWN,
  BLANK_TITLE,
  BODY_TOO_LONG,
  PUBLISH_AT_PAST,
  TITLE_TOO_LONG,
} from "../shared/announcementRules";
import { COURSE_ARCHIVED } from "../shared/courseRules";

const HOUR = 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe("posting", () => {
  test("trims title and body and keeps the author's name; the enrolled student reads it", async () => {
    const { teacher, enrolled, courseId } = await announcementWorld();
    await postPlain(teacher.as, courseId, { title: "  Room change  ", body: "\n We meet in room 12. \n" });
    const panel = await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(panel?.recent[0]).toMatchObject({
      title: "Room change",
      body: "We meet in room 12.",
      authorName: "Tess Teacher",
      published: true,
    });
    expect(panel?.canManage).toBe(false);
  });

  test("blank, too long and past-scheduled input is refused with the shared message and stores nothing", async () => {
    const { t, teacher, courseId } = await announcementWorld();
    const refusals: [Parameters<typeof postPlain>[2], ServerMessage][] = [
      [{ title: "   " }, BLANK_TITLE],
      [{ title: "x".repeat(ANNOUNCEMENT_TITLE_MAX + 1) }, TITLE_TOO_LONG],
      [{ body: "x".repeat(ANNOUNCEMENT_BODY_MAX + 1) }, BODY_TOO_LONG],
      [{ publishAt: Date.now() - 1000 }, PUBLISH_AT_PAST],
    ];
    for (const [overrides, message] of refusals) {
      expect(await appErrorOf(postPlain(teacher.as, courseId, overrides))).toEqual({
        code: "INVALID",
        message: englishOf(message),
      });
    }
    expect(await t.run((ctx) => ctx.db.query("announcements").take(1))).toEqual([]);
  });

  test("only the course's teacher and Admins post; an archived course refuses", async () => {
    const { teacher, enrolled, otherTeacher, admin, courseId } = await announcementWorld();
    for (const person of [enrolled, otherTeacher]) {
      expect((await appErrorOf(postPlain(person.as, courseId))).code).toBe("FORBIDDEN");
    }
    await postPlain(admin.as, courseId);
    await teacher.as.mutation(api.courses.courses.archive, { courseId });
    expect(await appErrorOf(postPlain(teacher.as, courseId))).toEqual({
      code: "CONFLICT",
      message: englishOf(COURSE_ARCHIVED),
    });
  });

  test("students outside the course see nothing; the stream refuses them", async () => {
    const { teacher, student, otherTeacher, courseId } = await announcementWorld();
    await postPlain(teacher.as, courseId);
    expect(await student.as.query(api.announcements.announcements.forCoursePage, { courseId })).toBeNull();
    expect(await otherTeacher.as.query(api.announcements.announcements.forCoursePage, { courseId })).toBeNull();
    const refused = student.as.query(api.announcements.announcements.list, { courseId, paginationOpts: firstPage() });
    expect((await appErrorOf(refused)).code).toBe("FORBIDDEN");
  });
});

describe("order", () => {
  test("pinned first, then newest; the panel is bounded and says there is more", async () => {
    vi.useFakeTimers();
    const { teacher, enrolled, courseId } = await announcementWorld();
    const ids = [];
    for (let i = 0; i < ANNOUNCEMENTS_PINNED_SHOWN + 4; i += 1) {
      vi.advanceTimersByTime(1000);
      ids.push(await postPlain(teacher.as, courseId, { title: `Note ${i}`, pinned: i === 1 }));
    }
    const stream = await enrolled.as.query(api.announcements.announcements.list, {
      courseId,
      paginationOpts: firstPage(),
    });
    const titles = stream.page.map((row) => row.title);
    expect(titles[0]).toBe("Note 1");
    expect(titles.slice(1)).toEqual(
      [...titles.slice(1)].sort((a, b) => Number(b.split(" ")[1]) - Number(a.split(" ")[1])),
    );
    const panel = await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(panel?.pinned.map((row) => row.title)).toEqual(["Note 1"]);
    expect(panel!.recent.length).toBeLessThan(ids.length - 1);
    expect(panel?.more).toBe(true);
  });

  test("unpinning moves it back among the newest", async () => {
    const { teacher, enrolled, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId, { pinned: true });
    await teacher.as.mutation(api.announcements.announcements.setPinned, { announcementId: id, pinned: false });
    const panel = await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(panel?.pinned).toEqual([]);
    expect(panel?.recent.map((row) => row._id)).toEqual([id]);
  });
});

describe("scheduling", () => {
  test("a scheduled one is the managers' until its time, then everyone's, and the students are told then", async () => {
    vi.useFakeTimers();
    const { t, teacher, enrolled, courseId } = await announcementWorld();
    const publishAt = Date.now() + HOUR;
    await postPlain(teacher.as, courseId, { title: "Exam moved", publishAt });
    const early = await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(early?.recent).toEqual([]);
    expect(await bellRows(t, enrolled.userId, "announcement")).toEqual([]);
    const staff = await teacher.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(staff?.scheduled.map((row) => row.title)).toEqual(["Exam moved"]);

    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const later = await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(later?.recent.map((row) => row.title)).toEqual(["Exam moved"]);
    const rows = await bellRows(t, enrolled.userId, "announcement");
    expect(rows.map((row) => row.title)).toEqual([expect.stringContaining("Exam moved")]);
    expect(rows[0]?.at).toBeGreaterThanOrEqual(publishAt);
  });

  test("moved later, it is published at the new time only; deleted, never", async () => {
    vi.useFakeTimers();
    const { t, teacher, enrolled, courseId } = await announcementWorld();
    const first = Date.now() + HOUR;
    const id = await postPlain(teacher.as, courseId, { title: "Moved", publishAt: first });
    await teacher.as.mutation(api.announcements.announcements.edit, {
      announcementId: id,
      title: "Moved",
      body: "Later.",
      publishAt: first + 2 * HOUR,
    });
    const gone = await postPlain(teacher.as, courseId, { title: "Gone", publishAt: first });
    await teacher.as.mutation(api.announcements.announcements.remove, { announcementId: gone });
    vi.advanceTimersByTime(HOUR + 1000);
    await t.finishInProgressScheduledFunctions();
    expect((await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId }))?.recent).toEqual([]);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const panel = await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(panel?.recent.map((row) => row.title)).toEqual(["Moved"]);
    expect((await bellRows(t, enrolled.userId, "announcement")).map((row) => row.title)).toEqual([
      expect.stringContaining("Moved"),
    ]);
  });

  test("a published one's time cannot change; its edit is marked", async () => {
    const { teacher, enrolled, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId);
    const moved = teacher.as.mutation(api.announcements.announcements.edit, {
      announcementId: id,
      title: "Room change",
      body: "Room 14.",
      publishAt: Date.now() + HOUR,
    });
    expect((await appErrorOf(moved)).code).toBe("CONFLICT");
    await teacher.as.mutation(api.announcements.announcements.edit, { announcementId: id, title: "Room", body: "14" });
    const panel = await enrolled.as.query(api.announcements.announcements.forCoursePage, { courseId });
    expect(panel?.recent[0]).toMatchObject({ title: "Room", body: "14", editedAt: expect.any(Number) });
  });
});

describe("the bell", () => {
  test("posting tells the enrolled students, not the author nor outsiders", async () => {
    const { t, teacher, enrolled, student, courseId } = await announcementWorld();
    await postPlain(teacher.as, courseId, { title: "Quiz on Friday" });
    const [row] = await bellRows(t, enrolled.userId, "announcement");
    expect(row).toMatchObject({
      title: expect.stringContaining("Quiz on Friday"),
      link: { route: "/dashboard/coursedetail/$courseId/$courseName", courseId },
    });
    expect(await bellRows(t, teacher.userId, "announcement")).toEqual([]);
    expect(await bellRows(t, student.userId, "announcement")).toEqual([]);
  });

  test("a comment tells the author and earlier commenters, never the commenter", async () => {
    const { t, teacher, enrolled, student, courseId } = await announcementWorld();
    await enrol(student, courseId);
    const id = await postPlain(teacher.as, courseId);
    await enrolled.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "Which floor?" });
    expect(await bellRows(t, enrolled.userId, "announcement_reply")).toEqual([]);
    expect(await bellRows(t, teacher.userId, "announcement_reply")).not.toEqual([]);
    await student.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "Second." });
    const told = await bellRows(t, enrolled.userId, "announcement_reply");
    expect(told.map((row) => row.title)).toEqual([expect.stringContaining("Sam Student")]);
    expect(await bellRows(t, student.userId, "announcement_reply")).toEqual([]);
  });
});
