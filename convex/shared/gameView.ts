/**
 * The live game's phone view put together (issue #32, ADR 0083), for the phone's screen and the
 * server's tests alike: the shared live view (`games.play.live`, the same for every player) and the
 * player's own seat (`games.play.seat`) of one moment make the PlayerView the screen shows.
 */
import type { Id } from "../_generated/dataModel";
import type { GameLive, PlayerSeat, PlayerView } from "../games/types";

/**
 * The phone's view from the shared live view and the player's seat. Null while they are of
 * different moments (a close reached one before the other) or the live view is still loading; a
 * removed player needs no live view.
 */
export function playerViewOf(live: GameLive | null | undefined, seat: PlayerSeat): PlayerView | null {
  if (seat.removed) {
    return {
      gameId: seat.gameId,
      phase: live?.phase ?? "lobby",
      courseId: live?.courseId ?? ("" as Id<"courses">),
      courseName: live?.courseName ?? "",
      bankTitle: seat.bankTitle ?? live?.bankTitle ?? "",
      displayName: seat.displayName,
      removed: true,
      questionCount: live?.questionCount ?? 0,
      index: live?.index ?? -1,
      question: null,
      waitingForNext: false,
      closesAt: null,
      secondsPerQuestion: live?.secondsPerQuestion ?? 0,
      myAnswer: null,
      reveal: null,
      score: 0,
      rank: null,
      podium: null,
    };
  }
  if (live === null || live === undefined || live.gameId !== seat.gameId) return null;
  const closed = live.answer !== null;
  // The close moves both at once: a seat behind (or ahead of) the shared view is of another moment.
  if (closed && seat.revealedThrough < live.index) return null;
  if (live.phase === "question" && seat.revealedThrough >= live.index) return null;
  const waiting = live.phase === "question" && seat.joinedAtIndex >= live.index;
  const mine = live.question === null ? undefined : seat.answers.find((a) => a.index === live.index);
  return {
    gameId: live.gameId,
    phase: live.phase,
    courseId: live.courseId,
    courseName: live.courseName,
    bankTitle: live.bankTitle,
    displayName: seat.displayName,
    removed: false,
    questionCount: live.questionCount,
    index: live.index,
    question: waiting ? null : live.question,
    waitingForNext: waiting,
    closesAt: waiting ? null : live.closesAt,
    secondsPerQuestion: live.secondsPerQuestion,
    myAnswer: mine?.response ?? null,
    reveal:
      live.answer !== null && live.question !== null
        ? { ...(mine?.result ?? { correct: false, credit: 0, points: 0 }), ...live.answer }
        : null,
    score: seat.score,
    rank: seat.rank,
    podium: live.podium,
  };
}
