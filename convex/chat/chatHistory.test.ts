/**
 * chat.live and chat.history (ADR 0081): the live end after the newest marker and the segments
 * between markers, newest first, covering the room exactly once; bounded segments; and the
 * documents one segment reads, within a budget that does not grow with the room (100,000 messages
 * with `npm run bench:reads`).
 */
import { expect, test } from "vitest";
import { api } from "../_generated/api";
import { appErrorOf, chatWorld, flood, sendIn, ticketOf, wholeRoom } from "./chatTests.setup";
import { isMarker, listHistory, listLive, liveCut, segmentEnd, segmentMax } from "./model/chatMessages";
import { CHAT_LIVE_STEP, CHAT_PAGE_MAX } from "../shared/chatRules";
import { SHARDS } from "../events/shards";
import { figureSize, figureTimeout, FIGURES } from "../figures.setup";
import { measureReads, recordingTables } from "../readCounting.setup";
import { newTest, seedUser } from "../test.setup";

test("the live end and the segments are newest first and cover a course room once, cut at every marker", async () => {
  const { t, enrolled, teacher, courseId } = await chatWorld();
  const total = 2 * CHAT_LIVE_STEP + 30;
  await flood(t, [courseId], teacher.userId, total);
  await flood(t, ["global"], teacher.userId, 3);
  const { live, segments, messages } = await wholeRoom(enrolled, courseId);
  // A course room has one shard: a marker every CHAT_LIVE_STEP messages, the live end after the newest.
  expect(live.page.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${total - i}`));
  expect(segments.map((segment) => segment.page.length)).toEqual([CHAT_LIVE_STEP, CHAT_LIVE_STEP]);
  expect(segments[0].page[0].text).toBe(`m${2 * CHAT_LIVE_STEP}`);
  expect(segments.at(-1)!.older).toBeNull();
  expect(messages.map((m) => m.text)).toEqual(Array.from({ length: total }, (_, i) => `m${total - i}`));
  const times = messages.map((m) => m._creationTime);
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

test("a room with no marker yet is all live end", async () => {
  const { enrolled, teacher, courseId } = await chatWorld();
  for (const text of ["one", "two"]) await teacher.as.mutation(api.chat.chat.send, { room: courseId, text });
  const ticket = await ticketOf(enrolled, courseId);
  expect(await enrolled.as.query(api.chat.chat.live, { room: courseId, ticket })).toMatchObject({
    anchor: null,
    page: [{ text: "two" }, { text: "one" }],
  });
  expect(
    (await appErrorOf(enrolled.as.query(api.chat.chat.history, { room: courseId, ticket, before: Number.NaN }))).code,
  ).toBe("INVALID");
});

test("in the global room (several head shards) the live end and every segment stay bounded", async () => {
  const t = newTest();
  const authors = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => seedUser(t, "student", { displayName: `A${i}` })));
  const total = 120;
  await t.run(async (ctx) => {
    for (let i = 1; i <= total; i++) await sendIn(ctx, "global", authors[(i * 7) % authors.length].userId, `g${i}`);
  });
  const { live, segments, messages } = await wholeRoom(authors[0], "global");
  // After the newest marker, fewer than a marker's step from each shard.
  const bound = SHARDS * Math.ceil(CHAT_LIVE_STEP / SHARDS);
  expect(live.page.length).toBeLessThan(bound);
  expect(segments.length).toBeGreaterThan(total / bound);
  for (const segment of segments) expect(segment.page.length).toBeLessThanOrEqual(bound);
  expect(new Set(messages.map((m) => m.text)).size).toBe(total);
  expect(messages).toHaveLength(total);
});

test("without a marker, the live end and a segment still stop at their bound", () => {
  const max = segmentMax("course");
  expect(max).toBe(CHAT_LIVE_STEP);
  const unmarked = Array.from({ length: max + 1 }, () => ({ seq: 1 }));
  expect(liveCut(unmarked, "course")).toBe(max);
  expect(segmentEnd(unmarked, "course")).toBe(max);
  // Fewer, and no marker: the whole room is live; the room's first segment ends with it.
  expect(liveCut(unmarked.slice(0, 10), "course")).toBeNull();
  expect(segmentEnd(unmarked.slice(0, 10), "course")).toBe(10);
  // A marker: the live end stops before it; a segment starts with its own and stops before the next.
  const marked = [{ seq: 3 }, { seq: CHAT_LIVE_STEP }, { seq: 7 }, { seq: 2 * CHAT_LIVE_STEP }, { seq: 1 }];
  expect(liveCut(marked, "course")).toBe(1);
  expect(segmentEnd(marked.slice(1), "course")).toBe(2);
  expect(isMarker({ seq: Math.ceil(CHAT_LIVE_STEP / SHARDS) }, "global")).toBe(true);
  expect(isMarker({ seq: Math.ceil(CHAT_LIVE_STEP / SHARDS) }, "course")).toBe(false);
  expect(segmentMax("global")).toBeLessThanOrEqual(CHAT_PAGE_MAX);
});

/** Messages in the room: the suite's size and 3x it (bench:reads: 100,000; scripts/bench-reads.ts). */
const HISTORY = figureSize(200, 100_000);
/**
 * A segment of history reads the segment and the next marker (where the next segment starts), with
 * room for three more (the ticket's two access rows when they exist); never a read per message of
 * the room, and nothing of the caller.
 */
const SEGMENT_FIXED_READS = 4;

test(
  `a segment of history reads about a segment of documents, the same at ${HISTORY.toLocaleString("en-US")} messages and 3x`,
  { timeout: figureTimeout(120_000) ?? 30_000 },
  async () => {
    const { t, enrolled, teacher, courseId } = await chatWorld();
    const seed = (from: number, to: number) =>
      t.run(async (ctx) => {
        for (let i = from; i < to; i++) {
          const [authorId, name] = i % 2 === 0 ? [enrolled.userId, "Eve Enrolled"] : [teacher.userId, "Tess Teacher"];
          await sendIn(ctx, courseId, authorId, `message ${i}`, name);
        }
      });
    const read = async (before: number | null) =>
      await t.run((ctx) =>
        measureReads(ctx, async (c) => {
          if (before === null) {
            const live = await listLive(c, courseId);
            return { texts: live.page.map((m) => m.text), next: live.anchor };
          }
          const segment = await listHistory(c, courseId, before);
          return { texts: segment.page.map((m) => m.text), next: segment.older };
        }),
      );
    const segments = async (total: number) => {
      const live = await read(null);
      const first = await read(live.result.next);
      const second = await read(first.result.next);
      console.log(
        `[reads] chat history at ${total.toLocaleString("en-US")} messages in a room: live end ${live.reads}, ` +
          `first segment of ${first.result.texts.length} read ${first.reads} documents, the next ${second.reads}`,
      );
      expect([...live.result.texts, ...first.result.texts, ...second.result.texts][0]).toBe(`message ${total - 1}`);
      for (const measured of [live, first, second]) {
        expect(measured.reads).toBeLessThanOrEqual(CHAT_LIVE_STEP + SEGMENT_FIXED_READS);
      }
      return Math.max(first.reads, second.reads);
    };
    await seed(0, HISTORY);
    const small = await segments(HISTORY);
    if (FIGURES) return;
    // Three times the room: not one document more.
    await seed(HISTORY, 3 * HISTORY);
    expect(await segments(3 * HISTORY)).toBeLessThanOrEqual(small);
  },
);

test("an open room's shared queries read the room's messages and access rows, nothing of the caller", async () => {
  const { t, enrolled, teacher, courseId } = await chatWorld();
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "hello" });
  const ticket = await ticketOf(enrolled, courseId);
  const tables = new Set<string>();
  const { result } = await t.run((ctx) =>
    measureReads(recordingTables(ctx, tables), async (c) => {
      // The identity is not there to read: a shared query that asked for it would fail here.
      const blind = Object.assign(Object.create(c) as typeof c, {
        auth: {
          getUserIdentity: () => {
            throw new Error("a shared query read the caller");
          },
        },
      });
      const { requireTicket } = await import("./model/chatTicket");
      return await listLive(blind, await requireTicket(blind, ticket, courseId));
    }),
  );
  expect(result.page[0]).toMatchObject({ text: "hello", authorId: teacher.userId });
  expect(result.page[0]).not.toHaveProperty("mine");
  expect([...tables].sort()).toEqual(["chatAccess", "messages"]);
});
