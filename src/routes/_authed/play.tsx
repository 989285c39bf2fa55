import { createFileRoute } from "@tanstack/react-router";
import { JoinGamePage } from "@/features/games/play/join-game-page";

type PlaySearch = { game?: string };

export const Route = createFileRoute("/_authed/play")({
  // ?game=123456 comes from the QR code on the host's screen and fills in the form. Not ?code=:
  // Convex Auth takes a `code` in the address for a sign-in code, fails, and signs the person out.
  validateSearch: (search: Record<string, unknown>): PlaySearch => {
    const game = typeof search.game === "number" ? String(search.game) : search.game;
    return typeof game === "string" && game.length > 0 && game.length <= 12 ? { game } : {};
  },
  component: PlayRoute,
});

function PlayRoute() {
  const { game } = Route.useSearch();
  return <JoinGamePage code={game} />;
}
