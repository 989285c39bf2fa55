import { createFileRoute } from "@tanstack/react-router";
import { PlayerGamePage } from "@/features/games/play/player-game-page";

// play_ (not nested under /play's page): the game screen replaces the code form.
export const Route = createFileRoute("/_authed/play_/$gameId")({
  // The server checks the id and that the caller is a player of the game.
  component: PlayerGameRoute,
});

function PlayerGameRoute() {
  const { gameId } = Route.useParams();
  return <PlayerGamePage gameId={gameId} />;
}
