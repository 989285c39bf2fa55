// Not deployed (two dots in the name): authorization rows of the live game (convex/games/host.ts,
// convex/games/play.ts). Each row's `prepare` seeds the shared banks and has the world's course's
// teacher make a game through the real function; the enrolled student joins it where a row needs
// a player, and plays it to its end for the history.
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { seedQuizBanks } from "../../quiz/model/quizBankStore";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, peopleFields, type Caller, type Outcome, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

type Prepared = {
  gameId: Id<"quizGames">;
  code: string;
  playerId: Id<"quizGamePlayers"> | null;
  /** The ticket the player's seat hands out (games/play:seat), once someone joined. */
  ticket: string | null;
};
const games = new WeakMap<World, Prepared>();

/** How far the prepared game goes: made; the enrolled student joined; its first question open; ended. */
type Stage = "created" | "joined" | "open" | "ended";

function prepareGame(stage: Stage) {
  return async (t: TestConvex, world: World): Promise<void> => {
    // Imported on use: scripts/authz-table.ts loads these rows in Node.
    const { identityFor } = await import("../../test.setup");
    await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
    });
    const owner = t.withIdentity(identityFor(world.actors.owner.userId));
    const player = t.withIdentity(identityFor(world.actors.enrolled.userId));
    const { gameId, code } = await owner.mutation(api.games.host.create, { courseId: world.courseId });
    let playerId: Id<"quizGamePlayers"> | null = null;
    let ticket: string | null = null;
    if (stage !== "created") {
      await player.mutation(api.games.play.join, { code });
      playerId = (await owner.query(api.games.host.view, { gameId })).players[0]?.playerId ?? null;
      ticket = (await player.query(api.games.play.seat, { gameId })).ticket;
    }
    if (stage === "open" || stage === "ended") await owner.mutation(api.games.host.start, { gameId });
    if (stage === "ended") {
      await player.mutation(api.games.play.answer, { gameId, index: 0, response: { kind: "choice", option: 1 } });
      await owner.mutation(api.games.host.end, { gameId });
    }
    games.set(world, { gameId, code, playerId, ticket });
  };
}

function game(world: World): Prepared {
  const found = games.get(world);
  if (found === undefined) throw new Error("The row needs `prepare: prepareGame(...)`.");
  return found;
}

/** The game's players only: the enrolled student who joined. */
const PLAYER: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "refused",
  enrolled: "allowed",
  owner: "refused",
  otherTeacher: "refused",
  admin: "refused",
};

/** Students join; one not enrolled in the game's course is told no (returned, not thrown); staff refused. */
const JOINERS: Record<Caller, Outcome> = { ...PLAYER, student: "hidden" };

/** Anyone signed in asks for their own finished games; only the player has one. */
const OWN_HISTORY: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "hidden",
  enrolled: "allowed",
  owner: "hidden",
  otherTeacher: "hidden",
  admin: "hidden",
};

/** A player in the host's view or a standing: their game name, score and rank, never an e-mail. */
const STANDING = ["playerId", "displayName", "score", "rank"] as const;
/** The player's own seat names them (displayName) beside their answers, score and rank. */
const PLAYER_SEAT = [
  "gameId",
  "ticket",
  "bankTitle",
  "displayName",
  "removed",
  "joinedAtIndex",
  "revealedThrough",
  "answers",
  "score",
  "rank",
] as const;

/**
 * The ticket each caller can show the shared view: the player's own (their seat's); anyone else,
 * who gets no seat, at best that ticket with its signature changed (tampered). The ticket is a
 * capability: whoever holds the current one sees what every player sees (games.test.ts).
 */
function ticketFor(world: World, caller: Caller): string {
  const ticket = game(world).ticket;
  if (ticket === null) throw new Error('The row needs a player: `prepare: prepareGame("open")`.');
  if (caller === "enrolled") return ticket;
  const last = ticket.at(-2) === "A" ? "B" : "A";
  return `${ticket.slice(0, -2)}${last}${ticket.at(-1)}`;
}

export const rows: Rows = {
  "games/host:create": {
    rule: "the course's own teacher and Admins",
    prepare: async (t) => {
      await t.run(async (ctx) => {
        await seedQuizBanks(ctx);
      });
    },
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
  "games/host:view": {
    rule: "the game's course's own teacher and Admins: its players' game names, scores and ranks",
    prepare: prepareGame("joined"),
    args: (world) => ({ gameId: game(world).gameId }),
    expect: COURSE_MANAGERS,
    people: peopleFields(STANDING),
  },
  "games/host:start": {
    rule: "the game's course's own teacher and Admins",
    prepare: prepareGame("joined"),
    args: (world) => ({ gameId: game(world).gameId }),
    expect: COURSE_MANAGERS,
  },
  "games/host:next": {
    rule: "the game's course's own teacher and Admins",
    prepare: prepareGame("open"),
    args: (world) => ({ gameId: game(world).gameId }),
    expect: COURSE_MANAGERS,
  },
  "games/host:removePlayer": {
    rule: "the game's course's own teacher and Admins",
    prepare: prepareGame("joined"),
    args: (world) => ({ gameId: game(world).gameId, playerId: game(world).playerId }),
    expect: COURSE_MANAGERS,
  },
  "games/host:end": {
    rule: "the game's course's own teacher and Admins",
    prepare: prepareGame("open"),
    args: (world) => ({ gameId: game(world).gameId }),
    expect: COURSE_MANAGERS,
  },
  "games/play:join": {
    rule: "students enrolled in the game's course (wrong codes rate-limited per person); others are told no; staff refused",
    prepare: prepareGame("created"),
    args: (world) => ({ code: game(world).code }),
    expect: JOINERS,
    isEmpty: (result) => (result as { ok?: boolean }).ok === false,
  },
  "games/play:seat": {
    rule: "the game's players only, their own seat: the ticket to the shared view, their answers (results once closed), score and rank",
    prepare: prepareGame("open"),
    args: (world) => ({ gameId: game(world).gameId }),
    expect: PLAYER,
    people: peopleFields(PLAYER_SEAT),
  },
  "games/play:live": {
    rule: "whoever holds the game's current ticket (from games/play:seat, players only): no identity read, no key before the close; a forged, tampered, other game's or outdated ticket is BAD_TICKET",
    prepare: prepareGame("open"),
    args: (world, caller) => ({ gameId: game(world).gameId, ticket: ticketFor(world, caller) }),
    expect: PLAYER,
    refusedWith: ["BAD_TICKET"],
    people: peopleFields(STANDING),
  },
  "games/play:answer": {
    rule: "the game's players only, for themselves, once per open question",
    prepare: prepareGame("open"),
    args: (world) => ({ gameId: game(world).gameId, index: 0, response: { kind: "choice", option: 1 } }),
    expect: PLAYER,
  },
  "games/play:history": {
    rule: "anyone signed in: their own finished games only",
    prepare: prepareGame("ended"),
    args: () => ({}),
    expect: OWN_HISTORY,
  },
};
