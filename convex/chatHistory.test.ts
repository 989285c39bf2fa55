/**
 * chat.messages: newest first, pages that continue where the last ended, page size bounds, and
 * the documents one page reads at 100,000 messages in a room (the figure for the closing note).
 */
import { expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { appErrorOf, chatWorld } from "./chatTests.setup";
import type { Id } from "./_generated/dataModel";
import { listMessages, listRecent } from "./model/chatMessages";
import { CHAT_PAGE_MAX } from "./model/chatRules";
import { requireLiveUserId } from "./model/users";
import { measureReads } from "./readCounting.setup";
import { identityFor } from "./test.setup";

test("pages are newest first and continue without gaps or repeats", async () => {
  const { enrolled, teacher, courseId } = await chatWorld();
  for (let i = 1; i <= 7; i++) {
    await (i % 2 === 0 ? teacher : enrolled).as.mutation(api.chat.send, { room: courseId, text: `m${i}` });
  }
  await enrolled.as.mutation(api.chat.send, { room: "global", text: "elsewhere" });
  const first = await enrolled.as.query(api.chat.messages, {
    room: courseId,
    paginationOpts: { numItems: 3, cursor: null },
  });
  expect(first.page.map((m) => m.text)).toEqual(["m7", "m6", "m5"]);
  expect(first.isDone).toBe(false);
  const second = await enrolled.as.query(api.chat.messages, {
    room: courseId,
    paginationOpts: { numItems: 3, cursor: first.continueCursor },
  });
  expect(second.page.map((m) => m.text)).toEqual(["m4", "m3", "m2"]);
  const third = await enrolled.as.query(api.chat.messages, {
    room: courseId,
    paginationOpts: { numItems: 3, cursor: second.continueCursor },
  });
  expect(third.page.map((m) => m.text)).toEqual(["m1"]);
  expect(third.isDone).toBe(true);
  const times = [...first.page, ...second.page, ...third.page].map((m) => m._creationTime);
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

test(`a page holds at most ${CHAT_PAGE_MAX} messages, whatever is asked`, async () => {
  const { t, enrolled } = await chatWorld();
  await t.run(async (ctx) => {
    for (let i = 0; i < CHAT_PAGE_MAX + 20; i++) {
      await ctx.db.insert("messages", { room: "global", text: `m${i}`, authorId: enrolled.userId, authorName: "Eve" });
    }
  });
  const page = await enrolled.as.query(api.chat.messages, {
    room: "global",
    paginationOpts: { numItems: 10_000, cursor: null },
  });
  expect(page.page).toHaveLength(CHAT_PAGE_MAX);
});

test("a page of history reads about a page of documents at 100,000 messages in a room", async () => {
  const { t, enrolled, teacher, courseId } = await chatWorld();
  const total = 100_000;
  await t.run(async (ctx) => {
    for (let i = 0; i < total; i++) {
      await ctx.db.insert("messages", {
        room: courseId,
        text: `message ${i}`,
        authorId: i % 2 === 0 ? enrolled.userId : teacher.userId,
        authorName: i % 2 === 0 ? "Eve Enrolled" : "Tess Teacher",
      });
    }
  });
  const pageSize = 50;
  const as = t.withIdentity(identityFor(enrolled.userId));
  const read = async (cursor: string | null) =>
    await as.run((ctx) =>
      measureReads(ctx, async (c) => {
        const page = await listMessages(c, await requireLiveUserId(c), courseId, { numItems: pageSize, cursor });
        return { texts: page.page.map((m) => m.text), cursor: page.continueCursor };
      }),
    );
  const first = await read(null);
  const second = await read(first.result.cursor);
  console.log(
    `[reads] chat history at ${total.toLocaleString("en-US")} messages in a room: first page of ${pageSize} read ` +
      `${first.reads} documents, the next page ${second.reads}`,
  );
  expect(first.result.texts[0]).toBe(`message ${total - 1}`);
  expect(second.result.texts[0]).toBe(`message ${total - 1 - pageSize}`);
  // The session (signedInQuery, no users row: ADR 0038), the caller's member row (ADR 0036), the page.
  expect(first.reads).toBe(pageSize + 2);
  expect(second.reads).toBe(pageSize + 2);
}, 120_000);

test("an open room: history up to the opening and the live end after it cover each message once", async () => {
  vi.useFakeTimers();
  const { t, enrolled, teacher, courseId } = await chatWorld();
  for (const text of ["old 1", "old 2"]) {
    vi.advanceTimersByTime(1000);
    await teacher.as.mutation(api.chat.send, { room: courseId, text });
  }
  const openedAt = Date.now();
  for (const text of ["new 1", "new 2"]) {
    vi.advanceTimersByTime(1000);
    await enrolled.as.mutation(api.chat.send, { room: courseId, text });
  }
  const history = await enrolled.as.query(api.chat.messages, {
    room: courseId,
    before: openedAt,
    paginationOpts: { numItems: 10, cursor: null },
  });
  const recent = await enrolled.as.query(api.chat.recent, { room: courseId, after: openedAt });
  expect(history.page.map((m) => m.text)).toEqual(["old 2", "old 1"]);
  expect(recent).toMatchObject({ full: false, page: [{ text: "new 2", mine: true }, { text: "new 1" }] });

  // More than the live end holds: it says so, and the client opens the room afresh.
  await t.run(async (ctx) => {
    for (let i = 0; i <= CHAT_PAGE_MAX; i++) {
      await ctx.db.insert("messages", {
        room: courseId,
        text: `flood ${i}`,
        authorId: teacher.userId,
        authorName: "T",
      });
    }
  });
  const flooded = await enrolled.as.query(api.chat.recent, { room: courseId, after: openedAt });
  expect(flooded.full).toBe(true);
  expect(flooded.page).toHaveLength(CHAT_PAGE_MAX);
  expect((await appErrorOf(enrolled.as.query(api.chat.recent, { room: courseId, after: Number.NaN }))).code).toBe(
    "INVALID",
  );
  vi.useRealTimers();
});

test("the live end is for the room's people only", async () => {
  const { student, courseId } = await chatWorld();
  expect((await appErrorOf(student.as.query(api.chat.recent, { room: courseId, after: 0 }))).code).toBe("FORBIDDEN");
});

test("an open room's live end proves membership by a small row, not the user row, the course or the enrolment", async () => {
  const { t, enrolled, teacher, admin, courseId } = await chatWorld();
  await teacher.as.mutation(api.chat.send, { room: courseId, text: "hello" });
  const reads = (userId: Id<"users">) =>
    t
      .withIdentity(identityFor(userId))
      .run((ctx) => measureReads(ctx, async (c) => await listRecent(c, await requireLiveUserId(c), courseId, 0)));
  // The session, the student's member row (the teacher's room row), the one message.
  const student = await reads(enrolled.userId);
  expect(student.reads).toBe(1 + 1 + 1);
  expect(student.result.page[0]).toMatchObject({ text: "hello", mine: false });
  const owner = await reads(teacher.userId);
  expect(owner.reads).toBe(1 + 1 + 1);
  expect(owner.result.page[0]).toMatchObject({ mine: true });
  // An Admin outside the course has no row: the fallback reads their user row (the role) and
  // the course (requireRoom): session, user, course, message.
  const visitor = await reads(admin.userId);
  expect(visitor.result.page[0]).toMatchObject({ text: "hello", mine: false });
  expect(visitor.reads).toBe(1 + 1 + 1 + 1);
});
