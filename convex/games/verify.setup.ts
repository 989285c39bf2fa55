/**
 * events:verify's live games in the sample school (convex/events/verify/school.setup.ts): the
 * teacher of the school's own course hosts two games through the real functions. In the first,
 * students join, answer (right or wrong, whatever kind the question is), the host closes a
 * question early, shows the standings, a latecomer joins during the next question and is removed,
 * and the host ends the game. The second is left with a question open, which the scheduled close
 * shuts. Every event type of games/events.ts.
 */
import { api } from "../_generated/api";
import { playerViewOf } from "../shared/gameView";
import type { Id } from "../_generated/dataModel";
import type { Response } from "../shared/questionTypes";
import type { School } from "../events/verify/school.setup";
import type { PlayerView } from "./types";

type Student = School["students"][number];

/** Some answer that fits the question's kind (right or wrong does not matter here). */
function someResponse(question: NonNullable<PlayerView["question"]>, seed: number): Response {
  switch (question.kind) {
    case "single":
    case "truefalse":
      return { kind: "choice", option: 1 + (seed % question.options.length) };
    case "multiple":
      return { kind: "choices", options: [1 + (seed % question.options.length)] };
    case "numeric":
      return { kind: "text", text: String(seed) };
    case "text":
      return { kind: "text", text: `answer ${seed}` };
  }
}

async function answerAll(players: readonly Student[], gameId: Id<"quizGames">): Promise<void> {
  for (const [i, player] of players.entries()) {
    // As the phone asks: its seat, then the shared view its ticket opens.
    const seat = await player.as.query(api.games.play.seat, { gameId });
    if (seat.ticket === null) continue;
    const view = playerViewOf(await player.as.query(api.games.play.live, { gameId, ticket: seat.ticket }), seat);
    if (view?.question == null || view.phase !== "question") continue;
    await player.as.mutation(api.games.play.answer, {
      gameId,
      index: view.index,
      response: someResponse(view.question, i),
    });
  }
}

export async function gamesActivity(school: School): Promise<void> {
  const own = school.courses[0]!;
  const host = own.teacher;
  const students = school.enrolments.filter((e) => e.courseId === own.courseId).map((e) => e.student);
  if (students.length < 2) throw new Error("The own course needs two students for its games.");
  const [latecomer, ...early] = students;

  // The first game, played to its end.
  const first = await host.mutation(api.games.host.create, { courseId: own.courseId });
  const gameId = first.gameId;
  for (const student of early) await student.as.mutation(api.games.play.join, { code: first.code });
  await host.mutation(api.games.host.start, { gameId });
  await answerAll(early, gameId);
  await host.mutation(api.games.host.next, { gameId }); // closes early → reveal
  await host.mutation(api.games.host.next, { gameId }); // → leaderboard
  // A latecomer joins while a question is open (or the standings show), and the host removes them.
  if ((await host.query(api.games.host.view, { gameId })).questionCount > 1) {
    await host.mutation(api.games.host.next, { gameId }); // → question 1
  }
  await latecomer!.as.mutation(api.games.play.join, { code: first.code });
  await answerAll(early, gameId);
  const latePlayer = (await host.query(api.games.host.view, { gameId })).players[0]!;
  await host.mutation(api.games.host.removePlayer, { gameId, playerId: latePlayer.playerId });
  await host.mutation(api.games.host.end, { gameId });

  // The second game: its open question is closed by the scheduled close (the school settles after this step).
  const second = await host.mutation(api.games.host.create, { courseId: own.courseId });
  await latecomer!.as.mutation(api.games.play.join, { code: second.code });
  await host.mutation(api.games.host.start, { gameId: second.gameId });
  await answerAll([latecomer!], second.gameId);
}
