/** Comments under announcements: who may comment and delete, the text rules and the rate (fake timers). */
import { englishOf } from "../lib/appError";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { announcementWorld, appErrorOf, firstPage, postPlain } from "./announcementsTests.setup";
import {
  ANNOUNCEMENT_COMMENT_MAX,
  BLANK_COMMENT,
  COMMENT_RATE,
  COMMENT_RATE_LIMITED,
  COMMENT_TOO_LONG,
} from "../shared/announcementRules";

afterEach(() => {
  vi.useRealTimers();
});

type Client = Awaited<ReturnType<typeof announcementWorld>>["enrolled"]["as"];

const comments = async (as: Client, announcementId: Id<"announcements">) =>
  (await as.query(api.announcements.announcements.comments, { announcementId, paginationOpts: firstPage() })).page;

describe("commenting", () => {
  test("members comment, trimmed, oldest first; outsiders are refused", async () => {
    const { teacher, enrolled, student, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId);
    await enrolled.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "  First \n" });
    await teacher.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "Reply" });
    const page = await comments(enrolled.as, id);
    expect(page.map((c) => [c.text, c.authorName, c.canDelete])).toEqual([
      ["First", "Eve Enrolled", true],
      ["Reply", "Tess Teacher", false],
    ]);
    const refused = student.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "Hi" });
    expect((await appErrorOf(refused)).code).toBe("FORBIDDEN");
  });

  test("a scheduled announcement cannot be seen or commented on by students", async () => {
    const { teacher, enrolled, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId, { publishAt: Date.now() + 60_000 });
    const refused = enrolled.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "Hi" });
    expect((await appErrorOf(refused)).code).toBe("NOT_FOUND");
  });

  test("blank and too long comments are refused with the shared messages", async () => {
    const { teacher, enrolled, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId);
    const send = (text: string) =>
      enrolled.as.mutation(api.announcements.announcements.comment, { announcementId: id, text });
    expect(await appErrorOf(send(" \n "))).toEqual({ code: "INVALID", message: englishOf(BLANK_COMMENT) });
    expect(await appErrorOf(send("x".repeat(ANNOUNCEMENT_COMMENT_MAX + 1)))).toEqual({
      code: "INVALID",
      message: englishOf(COMMENT_TOO_LONG),
    });
    await send("x".repeat(ANNOUNCEMENT_COMMENT_MAX));
  });

  test(`a burst of ${COMMENT_RATE.capacity} is accepted, the next refused until the period passes`, async () => {
    vi.useFakeTimers();
    const { teacher, enrolled, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId);
    const send = () =>
      enrolled.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "Hi" });
    for (let i = 0; i < COMMENT_RATE.capacity; i += 1) await send();
    const refused = await appErrorOf(send());
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: englishOf(COMMENT_RATE_LIMITED) });
    expect(refused.retryAfter).toBeGreaterThan(0);
    vi.advanceTimersByTime(COMMENT_RATE.periodMs);
    await send();
  });
});

describe("deleting", () => {
  test("the author and the course's teacher delete; another student and other teachers do not", async () => {
    const { teacher, enrolled, otherTeacher, admin, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId);
    const say = (text: string) =>
      enrolled.as.mutation(api.announcements.announcements.comment, { announcementId: id, text });
    const [a, b, c] = [await say("a"), await say("b"), await say("c")];
    const refused = otherTeacher.as.mutation(api.announcements.announcements.deleteComment, { commentId: a });
    expect((await appErrorOf(refused)).code).toBe("FORBIDDEN");
    const notOwn = teacher.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "t" });
    const teachers = await notOwn;
    const studentRefused = enrolled.as.mutation(api.announcements.announcements.deleteComment, { commentId: teachers });
    expect((await appErrorOf(studentRefused)).code).toBe("FORBIDDEN");
    await enrolled.as.mutation(api.announcements.announcements.deleteComment, { commentId: a });
    await teacher.as.mutation(api.announcements.announcements.deleteComment, { commentId: b });
    await admin.as.mutation(api.announcements.announcements.deleteComment, { commentId: c });
    expect((await comments(enrolled.as, id)).map((row) => row.text)).toEqual(["t"]);
  });

  test("deleting an announcement takes its comments with it", async () => {
    const { t, teacher, enrolled, courseId } = await announcementWorld();
    const id = await postPlain(teacher.as, courseId);
    await enrolled.as.mutation(api.announcements.announcements.comment, { announcementId: id, text: "a" });
    await teacher.as.mutation(api.announcements.announcements.remove, { announcementId: id });
    expect(await t.run((ctx) => ctx.db.query("announcementComments").take(1))).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("announcements").take(1))).toEqual([]);
  });
});
