/**
 * chat.messages: newest first, pages that continue where the last ended, page size bounds, and
 * the documents one page reads, within a budget that does not grow with the room (100,000
 * messages with `npm run bench:reads`).
 */
import { expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { appErrorOf, chatWorld, flood, sendIn } from "./chatTests.setup";
import type { Id } from "../_generated/dataModel";
import { listMessages, listRecent } from "./model/chatMessages";
import { CHAT_PAGE_MAX } from "../shared/chatRules";
import { requireLiveUserId } from "../accounts/model/users";
import { figureSize, figureTimeout, FIGURES } from "../figures.setup";
import { measureReads, recordingTables } from "../readCounting.setup";
import { identityFor } from "../test.setup";

test("pages are newest first and continue without gaps or repeats", async () => {
  const { enrolled, teacher, courseId } = await chatWorld();
  for (let i = 1; i <= 7; i++) {
    await (i % 2 === 0 ? teacher : enrolled).as.mutation(api.chat.chat.send, { room: courseId, text: `m${i}` });
  }
  await enrolled.as.mutation(api.chat.chat.send, { room: "global", text: "elsewhere" });
  const first = await enrolled.as.query(api.chat.chat.messages, {
    room: courseId,
    paginationOpts: { numItems: 3, cursor: null },
  });
  expect(first.page.map((m) => m.text)).toEqual(["m7", "m6", "m5"]);
  expect(first.isDone).toBe(false);
  const second = await enrolled.as.query(api.chat.chat.messages, {
    room: courseId,
    paginationOpts: { numItems: 3, cursor: first.continueCursor },
  });
  expect(second.page.map((m) => m.text)).toEqual(["m4", "m3", "m2"]);
  const third = await enrolled.as.query(api.chat.chat.messages, {
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
  await flood(t, ["global"], enrolled.userId, CHAT_PAGE_MAX + 20, "Eve");
  const page = await enrolled.as.query(api.chat.chat.messages, {
    room: "global",
    paginationOpts: { numItems: 10_000, cursor: null },
  });
  expect(page.page).toHaveLength(CHAT_PAGE_MAX);
});

/** Messages in the room: the suite's size and 3x it (bench:reads: 100,000; scripts/bench-reads.ts). */
const HISTORY = figureSize(200, 100_000);
/**
 * A page of history reads the page and a few fixed documents: the session (signedInQuery, no users
 * row: ADR 0038) and the caller's member row (ADR 0036), with room for two more; never a read per
 * message of the room.
 */
const HISTORY_FIXED_READS = 4;

test(
  `a page of history reads about a page of documents, the same at ${HISTORY.toLocaleString("en-US")} messages and 3x`,
  { timeout: figureTimeout(120_000) },
  async () => {
    const { t, enrolled, teacher, courseId } = await chatWorld();
    const seed = (from: number, to: number) =>
      t.run(async (ctx) => {
        for (let i = from; i < to; i++) {
          const [authorId, name] = i % 2 === 0 ? [enrolled.userId, "Eve Enrolled"] : [teacher.userId, "Tess Teacher"];
          await sendIn(ctx, courseId, authorId, `message ${i}`, name);
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
    const pages = async (total: number) => {
      const first = await read(null);
      const second = await read(first.result.cursor);
      console.log(
        `[reads] chat history at ${total.toLocaleString("en-US")} messages in a room: first page of ${pageSize} read ` +
          `${first.reads} documents, the next page ${second.reads}`,
      );
      expect(first.result.texts[0]).toBe(`message ${total - 1}`);
      expect(second.result.texts[0]).toBe(`message ${total - 1 - pageSize}`);
      expect(first.reads).toBeLessThanOrEqual(pageSize + HISTORY_FIXED_READS);
      expect(second.reads).toBeLessThanOrEqual(pageSize + HISTORY_FIXED_READS);
      return Math.max(first.reads, second.reads);
    };
    await seed(0, HISTORY);
    const small = await pages(HISTORY);
    if (FIGURES) return;
    // Three times the room: not one document more.
    await seed(HISTORY, 3 * HISTORY);
    expect(await pages(3 * HISTORY)).toBeLessThanOrEqual(small);
  },
);

test("an open room: history up to the opening and the live end after it cover each message once", async () => {
  vi.useFakeTimers();
  const { t, enrolled, teacher, courseId } = await chatWorld();
  for (const text of ["old 1", "old 2"]) {
    vi.advanceTimersByTime(1000);
    await teacher.as.mutation(api.chat.chat.send, { room: courseId, text });
  }
  vi.advanceTimersByTime(500);
  const openedAt = Date.now();
  for (const text of ["new 1", "new 2"]) {
    vi.advanceTimersByTime(1000);
    await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text });
  }
  const history = await enrolled.as.query(api.chat.chat.messages, {
    room: courseId,
    before: openedAt,
    paginationOpts: { numItems: 10, cursor: null },
  });
  const recent = await enrolled.as.query(api.chat.chat.recent, { room: courseId, after: openedAt });
  expect(history.page.map((m) => m.text)).toEqual(["old 2", "old 1"]);
  expect(recent).toMatchObject({ full: false, page: [{ text: "new 2", mine: true }, { text: "new 1" }] });

  // More than the live end holds: it says so, and the client opens the room afresh.
  await t.run(async (ctx) => {
    for (let i = 0; i <= CHAT_PAGE_MAX; i++) await sendIn(ctx, courseId, teacher.userId, `flood ${i}`, "T");
  });
  const flooded = await enrolled.as.query(api.chat.chat.recent, { room: courseId, after: openedAt });
  expect(flooded.full).toBe(true);
  expect(flooded.page).toHaveLength(CHAT_PAGE_MAX);
  expect((await appErrorOf(enrolled.as.query(api.chat.chat.recent, { room: courseId, after: Number.NaN }))).code).toBe(
    "INVALID",
  );
  vi.useRealTimers();
});

test("the live end is for the room's people only", async () => {
  const { student, courseId } = await chatWorld();
  expect((await appErrorOf(student.as.query(api.chat.chat.recent, { room: courseId, after: 0 }))).code).toBe(
    "FORBIDDEN",
  );
});

/**
 * The live end of an open room with one new message: the session, one membership row and the
 * message, with room for two more; a read per message or per member would not fit.
 */
const LIVE_END_READS = 5;

test("an open room's live end proves membership by a small row, not the user row, the course or the enrolment", async () => {
  const { t, enrolled, teacher, admin, courseId } = await chatWorld();
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "hello" });
  const reads = async (userId: Id<"users">) => {
    const tables = new Set<string>();
    const measured = await t
      .withIdentity(identityFor(userId))
      .run((ctx) =>
        measureReads(
          recordingTables(ctx, tables),
          async (c) => await listRecent(c, await requireLiveUserId(c), courseId, 0),
        ),
      );
    return { ...measured, tables };
  };
  // The session, the student's member row (the teacher's room row), the one message.
  const student = await reads(enrolled.userId);
  expect(student.reads).toBeLessThanOrEqual(LIVE_END_READS);
  expect(student.result.page[0]).toMatchObject({ text: "hello", mine: false });
  const owner = await reads(teacher.userId);
  expect(owner.reads).toBeLessThanOrEqual(LIVE_END_READS);
  expect(owner.result.page[0]).toMatchObject({ mine: true });
  for (const table of ["users", "courses", "enrollments"]) expect([...student.tables]).not.toContain(table);
  // (The teacher's lookup misses the member and enrolment indexes before the room row: no document.)
  for (const table of ["users", "courses"]) expect([...owner.tables]).not.toContain(table);
  // An Admin outside the course has no row: the fallback reads their user row (the role) and
  // the course (requireRoom): two more.
  const visitor = await reads(admin.userId);
  expect(visitor.result.page[0]).toMatchObject({ text: "hello", mine: false });
  expect(visitor.tables).toContain("users");
  expect(visitor.reads).toBeLessThanOrEqual(LIVE_END_READS + 2);
});
