/**
 * A game's ticket (issue #32, ADR 0083): what opens the shared live view (`games.play.live`), which
 * reads no identity so that one run serves every phone. `games.play.seat` checks that the caller is a
 * player in the game and hands out the ticket: a signed token (lib/signedTokens.ts, its own purpose)
 * over the game and its access epoch, the same for every player at a time. The host removing a
 * player, or a player's account suspended or closed, bumps the epoch (games/projector.ts), so every
 * ticket handed out before is refused (BAD_TICKET) and the players still in play get the new one
 * from their seat.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { tokenSigner } from "../../lib/signedTokens";
import { appError } from "../../lib/appError";
import { GAME_MESSAGES } from "../../shared/gameRules";

const signer = tokenSigner("lyceum live game ticket", "Live games", 200);

function bodyOf(gameId: Id<"quizGames"> | string, epoch: number): string {
  return `${gameId}:${epoch}`;
}

/** The ticket of the game at access epoch `epoch` (the game's, as copied to its players' rows). */
export async function gameTicket(gameId: Id<"quizGames">, epoch: number): Promise<string> {
  return await signer.sign(bodyOf(gameId, epoch));
}

/**
 * The game id a ticket names, if its signature holds and it names `rawId` (checked before any read);
 * BAD_TICKET otherwise. The epoch is checked against the game by `requireCurrentTicket`.
 */
export async function ticketEpoch(rawId: string, ticket: string): Promise<number> {
  const body = await signer.verify(ticket);
  const match = body === null ? null : /^([^:]+):(\d{1,9})$/.exec(body);
  if (match === null || match[1] !== rawId) throw appError("BAD_TICKET", GAME_MESSAGES.badTicket);
  return Number(match[2]);
}

/** BAD_TICKET unless the ticket's epoch is the game's now (an older one was handed out before a removal). */
export function requireCurrentTicket(game: Doc<"quizGames">, epoch: number): void {
  if (game.epoch !== epoch) throw appError("BAD_TICKET", GAME_MESSAGES.badTicket);
}
