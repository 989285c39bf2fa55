import { createFileRoute } from "@tanstack/react-router";
import { JoinGamePage } from "@/features/games/play/join-game-page";

type PlaySearch = { code?: string };

export const Route = createFileRoute("/_authed/play")({
  // ?code=123456 comes from the QR code on the host's screen and fills in the form.
  validateSearch: (search: Record<string, unknown>): PlaySearch => {
    const code = typeof search.code === "number" ? String(search.code) : search.code;
    return typeof code === "string" && code.length > 0 && code.length <= 12 ? { code } : {};
  },
  component: PlayRoute,
});

function PlayRoute() {
  const { code } = Route.useSearch();
  return <JoinGamePage code={code} />;
}
