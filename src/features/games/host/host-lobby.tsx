import { useMutation } from "convex/react";
import { MARKS, rich } from "@/lib/i18n/rich";
import { UserMinusIcon, UsersIcon } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { toast } from "@/lib/toast";
import { ConfirmButton } from "@/components/confirm-button";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { HostView } from "@convex/games/types";
import { formatGameCode } from "@convex/shared/gameRules";
import { t as translate, useT } from "../i18n";

/**
 * The address a phone opens to join: /play with the code filled in (?game=, since Convex Auth
 * reads a `code` in the address as a sign-in code).
 */
export function joinUrl(origin: string, code: string): string {
  return `${origin}/play?game=${encodeURIComponent(code)}`;
}

/**
 * The lobby on the big screen: the join code huge, the join address and its QR code, and the
 * players' names as they join (live), each removable after a confirmation.
 */
export function HostLobby({ view }: { view: HostView }) {
  const t = useT();
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const url = joinUrl(origin, view.code);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="join-heading" className="bg-card grid gap-6 rounded-2xl border p-6 lg:p-8">
        <div className="grid gap-2">
          <h2 id="join-heading" className="text-2xl font-semibold lg:text-3xl">
            {t("games.lobby.joinOnPhone")}
          </h2>
          <p className="text-lg lg:text-xl">
            {rich(t("games.lobby.goTo", { address: MARKS[0] }), [
              <span className="font-semibold break-all" dir="ltr">
                {origin.replace(/^https?:\/\//, "")}/play
              </span>,
            ])}
          </p>
        </div>
        <p
          aria-label={t("games.lobby.codeLabel", { digits: view.code.split("").join(" ") })}
          className="font-mono text-6xl font-bold tracking-widest tabular-nums sm:text-7xl lg:text-9xl"
        >
          {formatGameCode(view.code)}
        </p>
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <div className="rounded-xl bg-white p-3">
            <QRCodeSVG
              value={url}
              size={176}
              role="img"
              aria-label={t("games.lobby.qrLabel", { url })}
              marginSize={2}
            />
          </div>
          <p className="text-muted-foreground max-w-xs">{t("games.lobby.scan")}</p>
        </div>
      </section>

      <section aria-labelledby="players-heading" className="grid content-start gap-4">
        <h2 id="players-heading" className="flex items-center gap-2 text-2xl font-semibold">
          <UsersIcon className="size-6" aria-hidden="true" />
          {t("games.lobby.players")}
        </h2>
        <p role="status" className="text-xl font-semibold tabular-nums">
          {t("games.lobby.joined", { count: view.playerCount })}
        </p>
        {view.players.length === 0 ? (
          <p className="text-muted-foreground text-lg">{t("games.lobby.waiting")}</p>
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
  const t = useT();
  const removePlayer = useMutation(api.games.host.removePlayer);

  async function remove(playerId: HostView["players"][number]["playerId"], name: string) {
    try {
      await removePlayer({ gameId: view.gameId, playerId });
      toast.success(translate("games.lobby.removed", { name }));
    } catch (error) {
      toast.error(translate("games.lobby.removeFailed", { name }), {
        description: errorMessage(error, translate("games.common.tryAgain")),
      });
    }
  }

  return (
    <ul aria-label={t("games.lobby.playersInGame")} className="flex flex-wrap gap-2">
      {view.players.map((player) => (
        <li
          key={player.playerId}
          className="bg-secondary text-secondary-foreground flex items-center gap-1 rounded-full py-1 ps-4 pe-1 text-lg font-medium"
        >
          {player.displayName}
          <ConfirmButton
            trigger={
              <Button
                variant="ghost"
                size="icon-sm"
                className="rounded-full"
                aria-label={t("games.lobby.removeLabel", { name: player.displayName })}
              >
                <UserMinusIcon aria-hidden="true" />
              </Button>
            }
            title={t("games.lobby.removeTitle", { name: player.displayName })}
            description={t("games.lobby.removeDescription")}
            action={t("games.lobby.remove")}
            destructive
            onConfirm={() => void remove(player.playerId, player.displayName)}
          />
        </li>
      ))}
    </ul>
  );
}
