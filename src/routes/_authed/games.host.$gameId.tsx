import { createFileRoute } from "@tanstack/react-router";
import { HostGamePage } from "@/features/games/host/host-game-page";

export const Route = createFileRoute("/_authed/games/host/$gameId")({
  // The server checks the id and that the caller hosts the game's course.
  component: HostGameRoute,
});

function HostGameRoute() {
  const { gameId } = Route.useParams();
  return <HostGamePage gameId={gameId} />;
}
