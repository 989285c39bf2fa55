/**
 * The live game's rules (docs/live-game.md, ADR 0079): codes and joining, the host's phases, the
 * server's timing, one answer per question, scoring and points, ranks, removal, late joiners, no
 * key before the close, and the history.
 */
import { englishOf } from "../lib/appError";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Response } from "../shared/questionTypes";
import { courseBankKey } from "../shared/quizRules";
import { emit } from "../events/emit";
import type { XapiStatement } from "../admin/model/xapi";
import { seedUser } from "../test.setup";
import { ENROLMENT_FORM } from "../events/verify/school.setup";
import {
  GAME_ANSWER_GRACE_MS,
  GAME_MESSAGES,
  GAME_QUESTIONS,
  GAME_SECONDS_PER_QUESTION,
  gamePoints,
} from "../shared/gameRules";
import { gameWorld, joinAll, phoneView, plantGame, playerRows, runScheduled, shownOf, T0 } from "./gameTests.setup";

afterEach(() => {
  vi.useRealTimers();
});

const LIMIT_MS = GAME_SECONDS_PER_QUESTION * 1000;

/** Calls `fn` and returns the AppError message it throws. */
async function refusal(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (error) {
    return (error as { data?: { message?: string } }).data?.message ?? String(error);
  }
  throw new Error("expected a refusal");
}

describe("creating and joining", () => {
  test("a game draws at most ten questions from the course's bank, with a six-digit code", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await world.teacher.as.mutation(api.games.host.create, { courseId: world.courseId });
    expect(code).toMatch(/^\d{6}$/);
    const view = await world.teacher.as.query(api.games.host.view, { gameId });
    expect(view.phase).toBe("lobby");
    expect(view.questionCount).toBeGreaterThan(0);
    expect(view.questionCount).toBeLessThanOrEqual(GAME_QUESTIONS);
    expect(view.index).toBe(-1);
    expect(view.question).toBeNull();
    expect(view.courseId).toBe(world.courseId);
  });

  test("a large bank gives a game of ten questions at most", async () => {
    const world = await gameWorld(1);
    // The course's own bank, larger than a game (as its event: projected tables are the projector's).
    await world.t.run(async (ctx) => {
      const course = await ctx.db.get("courses", world.courseId);
      await emit(ctx, {
        type: "bank_seeded",
        v: 1,
        bank: courseBankKey(course!.key),
        questions: Array.from({ length: GAME_QUESTIONS + 5 }, (_, i) => ({
          question: `Question ${i}?`,
          options: ["yes", "no"],
          solution: { kind: "single" as const, answer: 1 },
          tags: [],
        })),
      });
    });
    const { gameId } = await world.teacher.as.mutation(api.games.host.create, { courseId: world.courseId });
    const view = await world.teacher.as.query(api.games.host.view, { gameId });
    expect(view.questionCount).toBe(GAME_QUESTIONS);
    expect(view.bankTitle).toBe("Games Course");
  });

  test("students of the course join under their profile name; rejoining returns the same player", async () => {
    const world = await gameWorld(2);
    const { gameId, code } = await world.teacher.as.mutation(api.games.host.create, { courseId: world.courseId });
    const [alice] = world.players;
    expect(await alice!.as.mutation(api.games.play.join, { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` })).toEqual({
      ok: true,
      gameId,
    });
    expect(await alice!.as.mutation(api.games.play.join, { code })).toEqual({ ok: true, gameId });
    const view = await world.teacher.as.query(api.games.host.view, { gameId });
    expect(view.players.map((p) => p.displayName)).toEqual(["Player 1"]);
    expect(view.playerCount).toBe(1);
    expect((await phoneView(alice!, gameId)).displayName).toBe("Player 1");
  });

  test("a wrong code, an outsider and staff are refused; the outsider sees nothing", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await world.teacher.as.mutation(api.games.host.create, { courseId: world.courseId });
    const other = code === "000000" ? "000001" : "000000";
    expect(await world.players[0]!.as.mutation(api.games.play.join, { code: other })).toEqual({
      ok: false,
      message: GAME_MESSAGES.unknownCode,
    });
    expect(await world.players[0]!.as.mutation(api.games.play.join, { code: "12" })).toEqual({
      ok: false,
      message: GAME_MESSAGES.invalidCode,
    });
    expect(await world.outsider.as.mutation(api.games.play.join, { code })).toEqual({
      ok: false,
      message: GAME_MESSAGES.notEnrolled,
    });
    expect(await refusal(() => phoneView(world.outsider, gameId))).toBe(englishOf(GAME_MESSAGES.notFound));
    expect(await refusal(() => world.teacher.as.mutation(api.games.play.join, { code }))).toBe(
      englishOf(GAME_MESSAGES.staffCannotJoin),
    );
  });

  test("wrong codes are rate-limited per person", async () => {
    const world = await gameWorld(1);
    const [student] = world.players;
    const message = await refusal(async () => {
      for (let i = 0; i < 50; i += 1) await student!.as.mutation(api.games.play.join, { code: "999999" });
    });
    expect(message).toMatch(/too many/i);
  });
});

describe("phases and timing", () => {
  test("next walks question → reveal → leaderboard → next question, and ends after the last", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    const count = (await host.query(api.games.host.view, { gameId })).questionCount;
    const seen: string[] = [];
    for (let guard = 0; guard < count * 3 + 2; guard += 1) {
      const view = await host.query(api.games.host.view, { gameId });
      seen.push(`${view.phase}:${view.index}`);
      if (view.phase === "ended") break;
      await host.mutation(api.games.host.next, { gameId });
    }
    expect(seen.slice(0, 4)).toEqual(["question:0", "reveal:0", "leaderboard:0", "question:1"]);
    expect(seen.at(-2)).toBe(`leaderboard:${count - 1}`);
    expect(seen.at(-1)).toBe(`ended:${count - 1}`);
    expect(await refusal(() => host.mutation(api.games.host.next, { gameId }))).toBe(englishOf(GAME_MESSAGES.ended));
  });

  test("answers count until closesAt + grace; the scheduled close then shuts the question", async () => {
    expect(GAME_ANSWER_GRACE_MS).toBeGreaterThan(0);
    const world = await gameWorld(3);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    await world.teacher.as.mutation(api.games.host.start, { gameId });
    const view = await phoneView(world.players[0]!, gameId);
    expect(view.phase).toBe("question");
    expect(view.closesAt).toBe(T0 + LIMIT_MS);
    const send = (player: number) =>
      world.players[player]!.as.mutation(api.games.play.answer, {
        gameId,
        index: 0,
        response: { kind: "choice", option: shownOf(0, 1) },
      });
    // Just after 0 on the screen, the tap was in flight: it counts.
    vi.setSystemTime(T0 + LIMIT_MS + 1);
    expect(await send(0)).toEqual({ accepted: true });
    // After the grace, before the scheduled close has run: the server's clock refuses it.
    vi.setSystemTime(T0 + LIMIT_MS + GAME_ANSWER_GRACE_MS + 1);
    expect(await refusal(() => send(1))).toBe(englishOf(GAME_MESSAGES.timeIsUp));
    await runScheduled(world.t);
    expect((await world.teacher.as.query(api.games.host.view, { gameId })).phase).toBe("reveal");
    expect(await refusal(() => send(2))).toBe(englishOf(GAME_MESSAGES.timeIsUp));
  });

  test("closing early by hand leaves the scheduled close nothing to do", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    await host.mutation(api.games.host.next, { gameId });
    await host.mutation(api.games.host.next, { gameId });
    await runScheduled(world.t);
    expect((await host.query(api.games.host.view, { gameId })).phase).toBe("leaderboard");
  });
});

describe("answers and scoring", () => {
  test("one answer per question: a second is refused", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    await world.teacher.as.mutation(api.games.host.start, { gameId });
    const send = (option: number) =>
      world.players[0]!.as.mutation(api.games.play.answer, { gameId, index: 0, response: { kind: "choice", option } });
    await send(1);
    expect(await refusal(() => send(2))).toBe(englishOf(GAME_MESSAGES.alreadyAnswered));
    expect((await phoneView(world.players[0]!, gameId)).myAnswer).toEqual({
      kind: "choice",
      option: 1,
    });
  });

  test("every kind is scored through the shown order; points fall from 1000 to 500 over the time", async () => {
    const world = await gameWorld(2);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const [fast, slow] = world.players;
    const host = world.teacher.as;
    const right = [
      { kind: "choice", option: shownOf(0, 1) },
      { kind: "choices", options: [shownOf(1, 1), shownOf(1, 2)] },
      { kind: "choice", option: 2 },
      { kind: "text", text: "  PACIFIC. " },
      { kind: "text", text: "42,0" },
    ] satisfies Response[];
    const wrong = [
      { kind: "choice", option: shownOf(0, 2) },
      { kind: "choices", options: [shownOf(1, 1), shownOf(1, 2), shownOf(1, 3)] },
      { kind: "choice", option: 1 },
      { kind: "text", text: "Atlantic" },
      { kind: "text", text: "41" },
    ] satisfies Response[];
    const expected = { fast: 0, slow: 0 };
    let openedAt = T0;
    for (let index = 0; index < right.length; index += 1) {
      vi.setSystemTime(openedAt);
      if (index === 0) await host.mutation(api.games.host.start, { gameId });
      else {
        await host.mutation(api.games.host.next, { gameId }); // leaderboard → question
      }
      await fast!.as.mutation(api.games.play.answer, { gameId, index, response: right[index]! });
      vi.setSystemTime(openedAt + LIMIT_MS / 2);
      await slow!.as.mutation(api.games.play.answer, { gameId, index, response: wrong[index]! });
      await host.mutation(api.games.host.next, { gameId }); // close → reveal
      const fastView = await phoneView(fast!, gameId);
      const slowView = await phoneView(slow!, gameId);
      expect(fastView.reveal).toMatchObject({ correct: true, credit: 1, points: 1000 });
      expect(slowView.reveal?.correct).toBe(false);
      // The slow player's points follow the rule for the credit they got (a half-right multiple: 0.5).
      expected.fast += 1000;
      expected.slow += slowView.reveal!.points;
      expect(slowView.reveal!.points).toBe(gamePoints(slowView.reveal!.credit, LIMIT_MS / 2, LIMIT_MS));
      expect(fastView.score).toBe(expected.fast);
      expect(slowView.score).toBe(expected.slow);
      await host.mutation(api.games.host.next, { gameId }); // reveal → leaderboard
      openedAt += LIMIT_MS * 2;
    }
  });

  test("a partly right multiple answer earns its share of the points", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    await host.mutation(api.games.host.next, { gameId });
    await host.mutation(api.games.host.next, { gameId });
    vi.setSystemTime(T0 + 1000);
    await host.mutation(api.games.host.next, { gameId }); // question 1, opened at T0 + 1000
    await world.players[0]!.as.mutation(api.games.play.answer, {
      gameId,
      index: 1,
      response: { kind: "choices", options: [shownOf(1, 2)] },
    });
    await host.mutation(api.games.host.next, { gameId });
    const view = await phoneView(world.players[0]!, gameId);
    expect(view.reveal).toMatchObject({ correct: false, credit: 0.5, points: 500 });
  });

  test("points: 1000 at once, 750 at half time, 500 at the buzzer, none for nothing", () => {
    expect(gamePoints(1, 0, LIMIT_MS)).toBe(1000);
    expect(gamePoints(1, LIMIT_MS / 2, LIMIT_MS)).toBe(750);
    expect(gamePoints(1, LIMIT_MS * 2, LIMIT_MS)).toBe(500);
    expect(gamePoints(0.5, 0, LIMIT_MS)).toBe(500);
    expect(gamePoints(0, 0, LIMIT_MS)).toBe(0);
  });
});

/** A right answer to each of EVERY_KIND's questions, as shown. */
const RIGHT: Response[] = [
  { kind: "choice", option: shownOf(0, 1) },
  { kind: "choices", options: [shownOf(1, 1), shownOf(1, 2)] },
  { kind: "choice", option: 2 },
  { kind: "text", text: "Pacific" },
  { kind: "text", text: "42" },
];

describe("what players see", () => {
  test("no key in the player's seat or the shared view before the close, for every kind; after it, both", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const host = world.teacher.as;
    const player = world.players[0]!;
    // The key each closed question reveals: the right options where they are shown (the screen has
    // their words), or a typed question's accepted answers or number, for the screen to word.
    const keys = [
      { rightOptions: [shownOf(0, 1)], typedAnswer: null },
      { rightOptions: [shownOf(1, 1), shownOf(1, 2)].sort((a, b) => a - b), typedAnswer: null },
      { rightOptions: [2], typedAnswer: null },
      { rightOptions: [], typedAnswer: { kind: "text", accepted: ["Pacific"] } },
      { rightOptions: [], typedAnswer: { kind: "numeric", value: 42, tolerance: 0 } },
    ];
    // What a typed question's key says, never on a phone before the close.
    const typedKeys: Record<number, string> = { 3: "Pacific", 4: "42" };
    const explanation = "Paris has been the capital since 987.";
    for (let index = 0; index < keys.length; index += 1) {
      if (index === 0) await host.mutation(api.games.host.start, { gameId });
      else await host.mutation(api.games.host.next, { gameId });
      // What reaches the phone while the question is open: the seat and the shared view, raw.
      const seat = await player.as.query(api.games.play.seat, { gameId });
      const live = await player.as.query(api.games.play.live, { gameId, ticket: seat.ticket! });
      const open = await phoneView(player, gameId);
      expect(open.question?.index).toBe(index);
      expect(open.reveal).toBeNull();
      expect(live.answer).toBeNull();
      // Answered, the seat has the answer back but not whether it was right, until the close.
      await player.as.mutation(api.games.play.answer, { gameId, index, response: RIGHT[index]! });
      const answered = await player.as.query(api.games.play.seat, { gameId });
      expect(answered.answers.find((a) => a.index === index)).toMatchObject({ response: RIGHT[index], result: null });
      if (index === 0) expect(JSON.stringify(answered)).not.toMatch(/correct|credit|points/);
      for (const sent of [seat, live, open]) {
        const json = JSON.stringify(sent);
        expect(json).not.toMatch(/solution|rightOptions|typedAnswer|accepted|tolerance|explanation/);
        if (typedKeys[index] !== undefined) expect(json).not.toContain(typedKeys[index]);
        if (index === 0) expect(json).not.toContain(explanation);
      }
      await host.mutation(api.games.host.next, { gameId });
      const closed = await phoneView(player, gameId);
      expect(closed.reveal).toMatchObject({ correct: true, credit: 1, ...keys[index] });
      if (index === 0) expect(closed.reveal?.explanation).toBe(explanation);
      await host.mutation(api.games.host.next, { gameId });
    }
  });

  test("a late joiner waits for the next question, then plays", async () => {
    const world = await gameWorld(2);
    const { gameId, code } = await plantGame(world);
    const [early, late] = world.players;
    await joinAll([early!], code);
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    await joinAll([late!], code);
    const waiting = await phoneView(late!, gameId);
    expect(waiting).toMatchObject({ phase: "question", waitingForNext: true, question: null, closesAt: null });
    expect(
      await refusal(() =>
        late!.as.mutation(api.games.play.answer, { gameId, index: 0, response: { kind: "choice", option: 1 } }),
      ),
    ).toBe(englishOf(GAME_MESSAGES.waitForNext));
    expect((await host.query(api.games.host.view, { gameId })).playerCount).toBe(2);
    await host.mutation(api.games.host.next, { gameId });
    await host.mutation(api.games.host.next, { gameId });
    await host.mutation(api.games.host.next, { gameId });
    const playing = await phoneView(late!, gameId);
    expect(playing).toMatchObject({ phase: "question", index: 1, waitingForNext: false });
    await late!.as.mutation(api.games.play.answer, {
      gameId,
      index: 1,
      response: { kind: "choices", options: [1] },
    });
  });

  test("the host sees answers counted live, and the distribution after the close", async () => {
    const world = await gameWorld(3);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    await world.players[0]!.as.mutation(api.games.play.answer, {
      gameId,
      index: 0,
      response: { kind: "choice", option: shownOf(0, 1) },
    });
    await world.players[1]!.as.mutation(api.games.play.answer, {
      gameId,
      index: 0,
      response: { kind: "choice", option: shownOf(0, 3) },
    });
    const open = await host.query(api.games.host.view, { gameId });
    expect(open).toMatchObject({ answered: 2, playerCount: 3, distribution: null });
    // The big screen is in the students' sight: no key on it while the question is open either.
    expect(JSON.stringify(open)).not.toMatch(/solution|rightOptions|typedAnswer|explanation/);
    expect(open.closesAt).toBe(T0 + LIMIT_MS);
    await host.mutation(api.games.host.next, { gameId });
    const reveal = await host.query(api.games.host.view, { gameId });
    expect(reveal.distribution).toMatchObject({ right: 1, wrong: 1, unanswered: 1, rightOptions: [shownOf(0, 1)] });
    expect(reveal.distribution!.counts[shownOf(0, 1) - 1]).toBe(1);
    expect(reveal.distribution!.counts[shownOf(0, 3) - 1]).toBe(1);
    expect(reveal.closesAt).toBeNull();
  });
});

describe("ranks, removal and history", () => {
  test("ranks follow the scores, ties share a rank; a removed player leaves the ranking and cannot rejoin", async () => {
    const world = await gameWorld(3);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const [a, b, c] = world.players;
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    for (const p of [a!, b!]) {
      await p.as.mutation(api.games.play.answer, {
        gameId,
        index: 0,
        response: { kind: "choice", option: shownOf(0, 1) },
      });
    }
    await host.mutation(api.games.host.next, { gameId });
    const rankOf = async (p: typeof a) => (await phoneView(p!, gameId)).rank;
    expect([await rankOf(a), await rankOf(b), await rankOf(c)]).toEqual([1, 1, 3]);
    await host.mutation(api.games.host.next, { gameId });
    const board = (await host.query(api.games.host.view, { gameId })).leaderboard!;
    expect(board.map((s) => s.rank)).toEqual([1, 1, 3]);
    // The host removes the first player: the others close up.
    await host.mutation(api.games.host.removePlayer, { gameId, playerId: board[0]!.playerId });
    const removedRow = (await playerRows(world.t, gameId)).find((p) => p._id === board[0]!.playerId)!;
    const removed = world.players.find((p) => p.userId === removedRow.userId)!;
    const removedView = await phoneView(removed, gameId);
    expect(removedView).toMatchObject({ removed: true, question: null, rank: null });
    expect(await removed.as.mutation(api.games.play.join, { code })).toEqual({
      ok: false,
      message: GAME_MESSAGES.removed,
    });
    const after = await host.query(api.games.host.view, { gameId });
    expect(after.playerCount).toBe(2);
    expect(after.leaderboard!.map((s) => s.rank)).toEqual([1, 2]);
  });

  test("an ended game shows the podium and joins its players' history, newest first", async () => {
    const world = await gameWorld(2);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    await world.players[1]!.as.mutation(api.games.play.answer, {
      gameId,
      index: 0,
      response: { kind: "choice", option: shownOf(0, 1) },
    });
    await host.mutation(api.games.host.next, { gameId }); // closed and ranked, not over yet
    expect(await world.players[1]!.as.query(api.games.play.history, {})).toEqual([]);
    await host.mutation(api.games.host.end, { gameId });
    const ended = await host.query(api.games.host.view, { gameId });
    expect(ended.phase).toBe("ended");
    expect(ended.podium!.map((s) => s.displayName)).toEqual(["Player 2", "Player 1"]);
    const podium = (await phoneView(world.players[0]!, gameId)).podium;
    expect(podium?.[0]).toMatchObject({ displayName: "Player 2", rank: 1, score: 1000 });
    const history = await world.players[1]!.as.query(api.games.play.history, {});
    expect(history).toEqual([
      expect.objectContaining({ gameId, score: 1000, rank: 1, players: 2, courseName: "Games Course" }),
    ]);
    // A code is free again once its game ended.
    expect(await world.players[0]!.as.mutation(api.games.play.join, { code })).toMatchObject({ ok: false });
  });
});

test("an answer in a game is an xAPI statement about its question", async () => {
  const world = await gameWorld(1);
  const { gameId, code } = await plantGame(world);
  await joinAll(world.players, code);
  await world.teacher.as.mutation(api.games.host.start, { gameId });
  vi.setSystemTime(T0 + 2000);
  await world.players[0]!.as.mutation(api.games.play.answer, {
    gameId,
    index: 0,
    response: { kind: "choice", option: shownOf(0, 1) },
  });
  const admin = await seedUser(world.t, "Admin");
  const statements = (await (await admin.as.fetch("/admin/xapi")).json()) as XapiStatement[];
  const answered = statements.filter((s) => s.verb.id === "http://adlnet.gov/expapi/verbs/answered");
  expect(answered).toMatchObject([
    {
      actor: { name: "Player 1" },
      object: {
        id: expect.stringMatching(/\/xapi\/questions\/q0$/),
        definition: { name: { "en-US": "Capital of France?" } },
      },
      result: { success: true, score: { raw: 1, min: 0, max: 1 }, response: String(shownOf(0, 1)), duration: "PT2S" },
    },
  ]);
});

/** The AppError code `fn` throws. */
async function refusalCode(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code ?? String(error);
  }
  throw new Error("expected a refusal");
}

/** `ticket` with one character of its signature changed. */
function tampered(ticket: string): string {
  const last = ticket.at(-2) === "A" ? "B" : "A";
  return `${ticket.slice(0, -2)}${last}${ticket.at(-1)}`;
}

describe("the shared view and its ticket (issue #32)", () => {
  test("players of a game get one ticket and one shared result; what is their own stays their own", async () => {
    const world = await gameWorld(2);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const [ada, bob] = world.players;
    await world.teacher.as.mutation(api.games.host.start, { gameId });
    await ada!.as.mutation(api.games.play.answer, { gameId, index: 0, response: { kind: "choice", option: 1 } });
    const adaSeat = await ada!.as.query(api.games.play.seat, { gameId });
    const bobSeat = await bob!.as.query(api.games.play.seat, { gameId });
    // The same arguments on every phone: the ticket is the game's, not the person's.
    expect(adaSeat.ticket).not.toBeNull();
    expect(bobSeat.ticket).toBe(adaSeat.ticket);
    const args = { gameId, ticket: adaSeat.ticket! };
    const adaLive = await ada!.as.query(api.games.play.live, args);
    expect(await bob!.as.query(api.games.play.live, args)).toEqual(adaLive);
    // It reads no identity: asked with none, the answer is the same.
    expect(await world.t.query(api.games.play.live, args)).toEqual(adaLive);
    expect(adaLive.question?.index).toBe(0);
    // Each one's own answer is in their own seat only.
    expect(adaSeat).toMatchObject({
      displayName: "Player 1",
      answers: [{ index: 0, response: { kind: "choice", option: 1 }, result: null }],
    });
    expect(bobSeat).toMatchObject({ displayName: "Player 2", answers: [] });
    expect(JSON.stringify(adaLive)).not.toContain("Player");
  });

  test("a non-player gets no seat, and a forged, tampered or other game's ticket opens nothing", async () => {
    const world = await gameWorld(1);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const [player] = world.players;
    const { ticket } = await player!.as.query(api.games.play.seat, { gameId });
    // Not a player: an outsider, another student of the course who did not join, the teacher.
    const classmate = await seedUser(world.t, "student");
    for (const someone of [world.outsider, classmate, world.teacher]) {
      expect(await refusal(() => someone.as.query(api.games.play.seat, { gameId }))).toBe(
        englishOf(GAME_MESSAGES.notFound),
      );
    }
    // Another game's ticket (a real one, of the same course) does not open this game.
    const other = await world.teacher.as.mutation(api.games.host.create, { courseId: world.courseId });
    await player!.as.mutation(api.games.play.join, { code: other.code });
    const otherTicket = (await player!.as.query(api.games.play.seat, { gameId: other.gameId })).ticket!;
    expect(otherTicket).not.toBe(ticket);
    for (const forged of ["", "x", `${gameId}:0`, tampered(ticket!), otherTicket, `${ticket}.x`]) {
      expect(await refusalCode(() => world.outsider.as.query(api.games.play.live, { gameId, ticket: forged }))).toBe(
        "BAD_TICKET",
      );
    }
    // The real ticket opens only its own game.
    expect(
      await refusalCode(() => world.outsider.as.query(api.games.play.live, { gameId: other.gameId, ticket: ticket! })),
    ).toBe("BAD_TICKET");
    expect((await world.outsider.as.query(api.games.play.live, { gameId, ticket: ticket! })).gameId).toBe(gameId);
  });

  test("the host removing a player outdates the ticket: the others get a new one, the removed player nothing", async () => {
    const world = await gameWorld(2);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const [kept, removed] = world.players;
    const host = world.teacher.as;
    await host.mutation(api.games.host.start, { gameId });
    const before = (await removed!.as.query(api.games.play.seat, { gameId })).ticket!;
    const removedRow = (await playerRows(world.t, gameId)).find((p) => p.userId === removed!.userId)!;
    await host.mutation(api.games.host.removePlayer, { gameId, playerId: removedRow._id });
    // What the removed player still holds is refused, whoever shows it.
    for (const caller of [removed!, kept!]) {
      expect(await refusalCode(() => caller.as.query(api.games.play.live, { gameId, ticket: before }))).toBe(
        "BAD_TICKET",
      );
    }
    const removedSeat = await removed!.as.query(api.games.play.seat, { gameId });
    expect(removedSeat).toMatchObject({ removed: true, ticket: null, answers: [], score: 0, rank: null });
    const after = (await kept!.as.query(api.games.play.seat, { gameId })).ticket!;
    expect(after).not.toBe(before);
    expect((await kept!.as.query(api.games.play.live, { gameId, ticket: after })).phase).toBe("question");
    // A join after the removal gets the same new ticket: joining revokes nothing.
    const late = await seedUser(world.t, "student", { displayName: "Late" });
    await late.as.mutation(api.courses.enrollments.enroll, { ...ENROLMENT_FORM, courseId: world.courseId });
    await joinAll([late], code);
    expect((await late.as.query(api.games.play.seat, { gameId })).ticket).toBe(after);
  });
  test("a suspended player's ticket stops opening the shared view; the others get a new one", async () => {
    const world = await gameWorld(2);
    const { gameId, code } = await plantGame(world);
    await joinAll(world.players, code);
    const [kept, suspended] = world.players;
    await world.teacher.as.mutation(api.games.host.start, { gameId });
    const held = (await suspended!.as.query(api.games.play.seat, { gameId })).ticket!;
    const admin = await seedUser(world.t, "Admin");
    await admin.as.mutation(api.admin.admin.suspend, { userId: suspended!.userId, reason: "Cheating in a live game" });
    // Signed out everywhere: no seat; and the ticket they held opens nothing, whoever shows it.
    expect(await refusalCode(() => suspended!.as.query(api.games.play.seat, { gameId }))).toBe("UNAUTHENTICATED");
    expect(await refusalCode(() => world.t.query(api.games.play.live, { gameId, ticket: held }))).toBe("BAD_TICKET");
    const fresh = (await kept!.as.query(api.games.play.seat, { gameId })).ticket!;
    expect(fresh).not.toBe(held);
    expect((await world.t.query(api.games.play.live, { gameId, ticket: fresh })).phase).toBe("question");
  });
});
