/** The course page's announcements read a bounded number of documents, however many there are. */
import { expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { AppUser } from "../accounts/model/users";
import { emit } from "../events/emit";
import { measureReads } from "../readCounting.setup";
import { ANNOUNCEMENTS_PINNED_SHOWN, ANNOUNCEMENTS_RECENT_SHOWN } from "../shared/announcementRules";
import { announcementWorld, postPlain } from "./announcementsTests.setup";
import { coursePanel } from "./model/announcements";

/** The course, the caller's member row, one more than shown of each list (to know there are more). */
const PANEL_BUDGET = 2 + (ANNOUNCEMENTS_PINNED_SHOWN + 1) + (ANNOUNCEMENTS_RECENT_SHOWN + 1);

test("a student's course page reads the same few announcements with 5 or 40 posted", async () => {
  const { t, teacher, enrolled, courseId } = await announcementWorld();
  const readsWith = async () =>
    await t.run(async (ctx) => {
      const user = (await ctx.db.get("users", enrolled.userId)) as AppUser;
      return (await measureReads(ctx, (c) => coursePanel(c, user, courseId))).reads;
    });
  const post = async (n: number) => {
    for (let i = 0; i < n; i += 1) await postPlain(teacher.as, courseId, { title: `Note ${i}`, pinned: i % 3 === 0 });
  };
  await post(5);
  const few = await readsWith();
  await post(35);
  const many = await readsWith();
  expect(few).toBeLessThanOrEqual(PANEL_BUDGET);
  expect(many).toBeLessThanOrEqual(PANEL_BUDGET);
});

test("a comment reads a bounded number of earlier comments to find whom to tell; a page holds at most 50", async () => {
  const { t, teacher, enrolled, courseId } = await announcementWorld();
  const id: Id<"announcements"> = await postPlain(teacher.as, courseId);
  // Many earlier comments: the event the comment mutation emits, without its rate limit.
  await t.run(async (ctx) => {
    const row = (await ctx.db.get("announcements", id))!;
    const course = (await ctx.db.get("courses", courseId))!;
    for (let i = 0; i < 60; i += 1) {
      await emit(ctx, {
        type: "announcement_commented",
        v: 1,
        actorId: enrolled.userId,
        courseKey: course.key,
        announcementKey: row.key,
        text: `comment ${i}`,
        authorName: "Eve Enrolled",
      });
    }
  });
  const reads = await t.run(async (ctx) => {
    const course = (await ctx.db.get("courses", courseId))!;
    const row = (await ctx.db.get("announcements", id))!;
    return (
      await measureReads(ctx, (c) =>
        emit(c, {
          type: "announcement_commented",
          v: 1,
          actorId: teacher.userId,
          courseKey: course.key,
          announcementKey: row.key,
          text: "One more",
          authorName: "Tess Teacher",
        }),
      )
    ).reads;
  });
  // The announcement and its course (each projector), at most 20 comments, the bell's own rows.
  expect(reads).toBeLessThan(60);
  const comments = await enrolled.as.query(api.announcements.announcements.comments, {
    announcementId: id,
    paginationOpts: { numItems: 100, cursor: null },
  });
  expect(comments.page.length).toBeLessThanOrEqual(50);
});
