/**
 * The live game's phone view put together (issue #32, ADR 0083), for the phone's screen and the
 * server's tests alike: the shared live view (`games.play.live`, the same for every player) and the
 * player's own seat (`games.play.seat`) of one moment make the PlayerView the screen shows.
 */
import type { Id } from "../_generated/dataModel";
import type { GameLive, PlayerSeat, PlayerView } from "../games/types";

/**
 * The phone's view from the shared live view and the player's seat. Null while they are of
 * different moments (a new phase reached one before the other) or the live view is still loading;
 * a removed player needs no live view.
 */
export function playerViewOf(live: GameLive | null | undefined, seat: PlayerSeat): PlayerView | null {
  if (seat.removed) {
    return {
      gameId: seat.gameId,
      phase: seat.phase,
      courseId: live?.courseId ?? ("" as Id<"courses">),
      courseName: live?.courseName ?? "",
      bankTitle: seat.bankTitle,
      displayName: seat.displayName,
      removed: true,
      questionCount: live?.questionCount ?? 0,
      index: seat.index,
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
  if (live === null || live === undefined) return null;
  if (live.gameId !== seat.gameId || live.phase !== seat.phase || live.index !== seat.index) return null;
  const waiting = seat.waitingForNext;
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
    myAnswer: seat.myAnswer,
    reveal:
      live.answer !== null && live.question !== null && seat.result !== null
        ? { ...seat.result, ...live.answer }
        : null,
    score: seat.score,
    rank: seat.rank,
    podium: live.podium,
  };
}
