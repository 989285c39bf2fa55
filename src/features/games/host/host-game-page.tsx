import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { ArrowRightIcon, FlagIcon, PlayIcon, ShieldAlertIcon, SkipForwardIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { ConfirmButton } from "@/components/confirm-button";
import { ProfileMissing } from "@/components/profile-missing";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { isStaff, useProfile } from "@/lib/me";
import { useServerClock } from "@/lib/server-clock";
import { api } from "@convex/_generated/api";
import type { HostView } from "@convex/games/types";
import { gameOptions } from "../shared/answers";
import { GameBoundary } from "../shared/game-boundary";
import { GameCountdown } from "../shared/game-countdown";
import { Podium, StandingsList } from "../shared/standings";
import { OptionTiles } from "../shared/tiles";
import { Distribution } from "./distribution";
import { HostLobby, PlayerList } from "./host-lobby";
import { t as translate, useT } from "../i18n";

/**
 * The host's screen (/games/host/{gameId}, issue #31): made for a projector, in large type. It
 * draws whatever games.host.view says, live: the lobby with the code, the open question with its
 * countdown and "18 of 24 answered", the reveal, the leaderboard and the podium. One button moves
 * the game on; it stays in one place so keyboard focus stays on it from phase to phase.
 */
export function HostGamePage({ gameId }: { gameId: string }) {
  const profile = useProfile();
  const t = useT();
  let body: ReactNode;
  if (profile === undefined) body = <HostSkeleton />;
  else if (profile === null) body = <ProfileMissing what={t("games.host.profileWhat")} wholePage />;
  else if (!isStaff(profile.role)) {
    body = (
      <StateCard
        size="page"
        titleAs="h1"
        icon={<ShieldAlertIcon aria-hidden="true" />}
        title={t("games.host.onlyTeachers")}
        actions={
          <Button asChild>
            <Link to="/play">{t("games.host.joinGame")}</Link>
          </Button>
        }
      >
        <p>{t("games.host.onlyTeachersBody")}</p>
      </StateCard>
    );
  } else {
    body = (
      <GameBoundary back="teaching">
        <HostGame gameId={gameId} />
      </GameBoundary>
    );
  }
  return <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{body}</div>;
}

function HostGame({ gameId }: { gameId: string }) {
  const view = useQuery(api.games.host.view, { gameId });
  const clock = useServerClock();
  if (view === undefined) return <HostSkeleton />;
  return <HostScreen view={view} offset={clock.offset} />;
}

/** What the button that moves the game on says in each phase; null when the game is over. */
export function nextLabel(view: Pick<HostView, "phase" | "index" | "questionCount">): string | null {
  switch (view.phase) {
    case "lobby":
      return translate("games.host.start");
    case "question":
      return translate("games.host.closeNow");
    case "reveal":
      return translate("games.host.showLeaderboard");
    case "leaderboard":
      return translate(view.index + 1 < view.questionCount ? "games.host.nextQuestion" : "games.host.showPodium");
    case "ended":
      return null;
  }
}

/** The host's screen for one view of the game (separate from the query, for tests and screenshots). */
export function HostScreen({ view, offset }: { view: HostView; offset: number | null }) {
  const t = useT();
  const start = useMutation(api.games.host.start);
  const next = useMutation(api.games.host.next);
  const end = useMutation(api.games.host.end);
  const [busy, setBusy] = useState(false);

  async function act(call: () => Promise<unknown>, failure: string) {
    if (busy) return;
    setBusy(true);
    try {
      await call();
    } catch (error) {
      toast.error(failure, { description: errorMessage(error, translate("games.common.tryAgain")) });
    } finally {
      setBusy(false);
    }
  }

  const label = nextLabel(view);
  const noPlayers = view.phase === "lobby" && view.playerCount === 0;
  const questionNumber = t("games.host.questionOf", { number: view.index + 1, count: view.questionCount });

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 border-b pb-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-primary/70 text-sm font-semibold tracking-widest uppercase">
            {t("games.host.liveGame", { course: view.courseName })}
          </p>
          <h1 className="text-3xl font-bold tracking-tight lg:text-4xl">
            {t("games.host.quizTitle", { title: view.bankTitle })}
          </h1>
          {view.phase !== "lobby" && view.phase !== "ended" && (
            <p className="text-muted-foreground mt-1 text-lg">{questionNumber}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {label !== null && (
            <Button
              size="lg"
              className="h-12 px-6 text-lg"
              disabled={noPlayers}
              aria-busy={busy || undefined}
              onClick={() =>
                void act(
                  () => (view.phase === "lobby" ? start({ gameId: view.gameId }) : next({ gameId: view.gameId })),
                  translate("games.host.moveFailed"),
                )
              }
            >
              {busy ? (
                <Spinner aria-hidden="true" />
              ) : view.phase === "lobby" ? (
                <PlayIcon aria-hidden="true" />
              ) : view.phase === "question" ? (
                <SkipForwardIcon aria-hidden="true" />
              ) : (
                <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
              )}
              {label}
            </Button>
          )}
          {view.phase !== "ended" && (
            <ConfirmButton
              trigger={
                <Button variant="outline" size="lg" className="h-12">
                  <FlagIcon aria-hidden="true" />
                  {t("games.host.endGame")}
                </Button>
              }
              title={t("games.host.endTitle")}
              description={t("games.host.endDescription")}
              action={t("games.host.endGame")}
              destructive
              onConfirm={() => void act(() => end({ gameId: view.gameId }), translate("games.host.endFailed"))}
            />
          )}
        </div>
      </header>
      {noPlayers && <p className="text-muted-foreground -mt-4 text-end text-sm">{t("games.host.startOnceJoined")}</p>}
      <PhaseBody view={view} offset={offset} />
      {view.phase !== "lobby" && view.phase !== "ended" && view.players.length > 0 && (
        <details className="bg-card rounded-xl border p-4">
          <summary className="focus-visible:ring-ring/50 cursor-pointer rounded-sm text-lg font-semibold outline-none focus-visible:ring-[3px]">
            {t("games.host.playersCount", { count: view.playerCount })}
          </summary>
          <div className="mt-4">
            <PlayerList view={view} />
          </div>
        </details>
      )}
    </div>
  );
}

function PhaseBody({ view, offset }: { view: HostView; offset: number | null }) {
  const t = useT();
  switch (view.phase) {
    case "lobby":
      return <HostLobby view={view} />;
    case "question":
      return (
        <section aria-labelledby="host-question" className="grid gap-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <h2 id="host-question" className="text-3xl font-bold text-balance lg:text-5xl">
              {view.question?.text}
            </h2>
            <GameCountdown closesAt={view.closesAt} offset={offset} big />
          </div>
          {view.question !== null && view.question.options.length > 0 ? (
            <OptionTiles options={gameOptions(view.question)} big />
          ) : (
            <p className="text-muted-foreground text-2xl">{t("games.host.typeOnPhones")}</p>
          )}
          <p role="status" className="text-3xl font-semibold tabular-nums">
            {t("games.host.answered", { answered: view.answered, count: view.playerCount })}
          </p>
        </section>
      );
    case "reveal":
      return (
        <section aria-labelledby="host-question" className="grid gap-6">
          <h2 id="host-question" className="text-3xl font-bold text-balance lg:text-4xl">
            {view.question?.text}
          </h2>
          {view.distribution !== null && (
            <Distribution distribution={view.distribution} options={gameOptions(view.question)} />
          )}
        </section>
      );
    case "leaderboard":
      return (
        <section aria-labelledby="host-leaderboard" className="grid gap-4">
          <h2 id="host-leaderboard" className="text-3xl font-bold lg:text-4xl">
            {t("games.host.leaderboard")}
          </h2>
          <StandingsList standings={view.leaderboard ?? []} big />
        </section>
      );
    case "ended":
      return (
        <section aria-labelledby="host-podium" className="grid gap-8">
          <h2 id="host-podium" className="text-center text-4xl font-bold lg:text-5xl">
            {t("games.host.winners")}
          </h2>
          <Podium podium={view.podium ?? []} big />
          {view.leaderboard !== null && view.leaderboard.length > 3 && (
            <div className="mx-auto grid w-full max-w-3xl gap-3">
              <h3 className="text-xl font-semibold">{t("games.host.everyoneElse")}</h3>
              <StandingsList standings={view.leaderboard.slice(3)} />
            </div>
          )}
          <div className="flex justify-center">
            <Button asChild size="lg">
              <Link
                to="/dashboard/$courseId/$courseName"
                params={{ courseId: view.courseId, courseName: view.courseName }}
              >
                {t("games.host.backToCourse")}
              </Link>
            </Button>
          </div>
        </section>
      );
  }
}

function HostSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label={t("games.common.loadingGame")}>
      <Skeleton className="h-12 w-80" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
