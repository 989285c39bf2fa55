import { useMutation } from "convex/react";
import { UserMinusIcon, UsersIcon } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/confirm-button";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { HostView } from "@convex/games/types";
import { formatGameCode } from "@convex/shared/gameRules";

/**
 * The address a phone opens to join: /play with the code filled in (?game=, since Convex Auth
 * reads a `code` in the address as a sign-in code).
 */
export function joinUrl(origin: string, code: string): string {
  return `${origin}/play?game=${encodeURIComponent(code)}`;
}

function playerCount(n: number): string {
  return n === 1 ? "1 player has joined" : `${n} players have joined`;
}

/**
 * The lobby on the big screen: the join code huge, the join address and its QR code, and the
 * players' names as they join (live), each removable after a confirmation.
 */
export function HostLobby({ view }: { view: HostView }) {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const url = joinUrl(origin, view.code);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="join-heading" className="bg-card grid gap-6 rounded-2xl border p-6 lg:p-8">
        <div className="grid gap-2">
          <h2 id="join-heading" className="text-2xl font-semibold lg:text-3xl">
            Join on your phone
          </h2>
          <p className="text-lg lg:text-xl">
            Go to <span className="font-semibold break-all">{origin.replace(/^https?:\/\//, "")}/play</span> and enter
            the code:
          </p>
        </div>
        <p
          aria-label={`Game code ${view.code.split("").join(" ")}`}
          className="font-mono text-6xl font-bold tracking-widest tabular-nums sm:text-7xl lg:text-9xl"
        >
          {formatGameCode(view.code)}
        </p>
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <div className="rounded-xl bg-white p-3">
            <QRCodeSVG value={url} size={176} role="img" aria-label={`QR code that opens ${url}`} marginSize={2} />
          </div>
          <p className="text-muted-foreground max-w-xs">
            Or scan the code with the phone's camera: it opens the game with the code filled in.
          </p>
        </div>
      </section>

      <section aria-labelledby="players-heading" className="grid content-start gap-4">
        <h2 id="players-heading" className="flex items-center gap-2 text-2xl font-semibold">
          <UsersIcon className="size-6" aria-hidden="true" />
          Players
        </h2>
        <p role="status" className="text-xl font-semibold tabular-nums">
          {playerCount(view.playerCount)}
        </p>
        {view.players.length === 0 ? (
          <p className="text-muted-foreground text-lg">Waiting for players… Their names appear here as they join.</p>
        ) : (
          <PlayerList view={view} />
        )}
      </section>
    </div>
  );
}

/**
 * The players' names, each removable after a confirmation: in the lobby, and during the game
 * behind the host's "Players" disclosure (a disruptive player can be removed at any point).
 */
export function PlayerList({ view }: { view: HostView }) {
  const removePlayer = useMutation(api.games.host.removePlayer);

  async function remove(playerId: HostView["players"][number]["playerId"], name: string) {
    try {
      await removePlayer({ gameId: view.gameId, playerId });
      toast.success(`${name} was removed from the game`);
    } catch (error) {
      toast.error(`${name} could not be removed`, { description: errorMessage(error, "Please try again.") });
    }
  }

  return (
    <ul aria-label="Players in the game" className="flex flex-wrap gap-2">
      {view.players.map((player) => (
        <li
          key={player.playerId}
          className="bg-secondary text-secondary-foreground flex items-center gap-1 rounded-full py-1 pr-1 pl-4 text-lg font-medium"
        >
          {player.displayName}
          <ConfirmButton
            trigger={
              <Button
                variant="ghost"
                size="icon-sm"
                className="rounded-full"
                aria-label={`Remove ${player.displayName}`}
              >
                <UserMinusIcon aria-hidden="true" />
              </Button>
            }
            title={`Remove ${player.displayName} from the game?`}
            description="They leave the game at once and cannot join it again with the code."
            action="Remove"
            destructive
            onConfirm={() => void remove(player.playerId, player.displayName)}
          />
        </li>
      ))}
    </ul>
  );
}
