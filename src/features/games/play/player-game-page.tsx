import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import {
  CheckCircle2Icon,
  HourglassIcon,
  PartyPopperIcon,
  SendIcon,
  UserRoundXIcon,
  XCircleIcon,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { ProfileMissing } from "@/components/profile-missing";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { useProfile } from "@/lib/me";
import { useServerClock } from "@/lib/server-clock";
import { cn } from "@/lib/utils";
import { api } from "@convex/_generated/api";
import type { PlayerView } from "@convex/games/types";
import { playerViewOf } from "@convex/shared/gameView";
import type { Response } from "@convex/shared/questionTypes";
import { gameOptions, responseWords, rightAnswerWords } from "../shared/answers";
import { GameBoundary } from "../shared/game-boundary";
import { GameCountdown } from "../shared/game-countdown";
import { formatPoints, ordinal, Podium } from "../shared/standings";
import { AnswerForm } from "./answer-form";
import { t as translate, useT } from "../i18n";

const HEADING_ID = "player-heading";

/**
 * A player's phone (/play/{gameId}, issue #31): whatever the game's live view and the player's seat say. A reload
 * lands where the game is, because the game lives on the server: the lobby, the open question
 * (or "Answer sent"), the reveal with their points, their rank, and the podium at the end.
 */
export function PlayerGamePage({ gameId }: { gameId: string }) {
  const profile = useProfile();
  const t = useT();
  let body: ReactNode;
  if (profile === undefined) body = <PlayerSkeleton />;
  else if (profile === null) body = <ProfileMissing what={t("games.player.profileWhat")} wholePage />;
  else {
    body = (
      <GameBoundary back="play">
        <PlayerGame gameId={gameId} />
      </GameBoundary>
    );
  }
  return <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">{body}</div>;
}

/**
 * The phone is two live queries (issue #32, ADR 0083): the player's own seat (their answer, result,
 * score, rank and the ticket), and the game's shared view, the same for every phone, opened by the
 * ticket. They change together (one update of the connection); while they disagree (the shared view
 * asked again with a new ticket, after the host removed someone) the last view stays on screen.
 */
function PlayerGame({ gameId }: { gameId: string }) {
  const seat = useQuery(api.games.play.seat, { gameId });
  const ticket = seat !== undefined && !seat.removed ? seat.ticket : null;
  const live = useQuery(api.games.play.live, ticket === null ? "skip" : { gameId, ticket });
  const shown = useRef<PlayerView | null>(null);
  const clock = useServerClock();
  const answer = useMutation(api.games.play.answer);
  const now = seat === undefined ? null : playerViewOf(live, seat);
  if (now !== null) shown.current = now;
  const view = now ?? shown.current;
  if (view === null) return <PlayerSkeleton />;
  const send = async (index: number, response: Response): Promise<string | null> => {
    try {
      await answer({ gameId, index, response });
      return null;
    } catch (error) {
      return errorMessage(error, translate("games.player.sendFailed"));
    }
  };
  return <PlayerScreen view={view} offset={clock.offset} onSend={send} />;
}

/**
 * One view of the game on the phone (apart from the query, for tests). Each state has its own
 * heading, focused when the state changes so a screen reader hears the new question or result.
 */
export function PlayerScreen({
  view,
  offset,
  onSend,
}: {
  view: PlayerView;
  offset: number | null;
  onSend: (index: number, response: Response) => Promise<string | null>;
}) {
  const t = useT();
  useFocusOnNewState(stateKeyOf(view));
  const top = (
    <p className="text-primary/70 text-sm font-semibold tracking-widest uppercase">
      {t("games.common.liveGame", { title: view.bankTitle })}
    </p>
  );

  if (view.removed) {
    return (
      <State icon={UserRoundXIcon} title={t("games.player.removed")} top={top}>
        <Button asChild>
          <Link to="/play">{t("games.player.joinAnother")}</Link>
        </Button>
      </State>
    );
  }

  switch (view.phase) {
    case "lobby":
      return (
        <State icon={HourglassIcon} title={t("games.player.youreIn", { name: view.displayName })} top={top}>
          <p className="text-xl">{t("games.player.waitingHost")}</p>
          <p className="text-muted-foreground">{t("games.common.pointsRule")}</p>
        </State>
      );
    case "question": {
      if (view.waitingForNext || view.question === null) {
        return (
          <State icon={HourglassIcon} title={t("games.player.joinNext")} top={top}>
            <p className="text-muted-foreground">{t("games.player.joinNextBody")}</p>
          </State>
        );
      }
      if (view.myAnswer !== null) {
        return (
          <State icon={SendIcon} title={t("games.player.answerSent")} top={top}>
            <p className="text-xl">{responseWords(view.myAnswer, gameOptions(view.question))}</p>
            <p className="text-muted-foreground">{t("games.player.waitingOthers")}</p>
            <GameCountdown closesAt={view.closesAt} offset={offset} />
          </State>
        );
      }
      return (
        <QuestionState
          key={view.index}
          view={view}
          question={view.question}
          offset={offset}
          top={top}
          onSend={onSend}
        />
      );
    }
    case "reveal":
    case "leaderboard":
      return <RevealState view={view} top={top} />;
    case "ended":
      return (
        <State icon={PartyPopperIcon} title={t("games.player.over")} top={top}>
          <MyStanding view={view} />
          <Podium podium={view.podium ?? []} />
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/play">{t("games.player.yourGames")}</Link>
            </Button>
          </div>
        </State>
      );
  }
}

function QuestionState({
  view,
  question,
  offset,
  top,
  onSend,
}: {
  view: PlayerView;
  question: NonNullable<PlayerView["question"]>;
  offset: number | null;
  top: ReactNode;
  onSend: (index: number, response: Response) => Promise<string | null>;
}) {
  const t = useT();
  return (
    <section aria-labelledby={HEADING_ID} className="grid gap-5">
      {top}
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted-foreground text-lg">
          {t("games.player.questionOf", { number: view.index + 1, count: view.questionCount })}
        </p>
        <GameCountdown closesAt={view.closesAt} offset={offset} />
      </div>
      <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-balance outline-none sm:text-3xl">
        {question.text}
      </h1>
      <AnswerForm question={question} onSend={(response) => onSend(view.index, response)} />
    </section>
  );
}

function RevealState({ view, top }: { view: PlayerView; top: ReactNode }) {
  const t = useT();
  const reveal = view.reveal;
  const leaderboard = view.phase === "leaderboard";
  if (reveal === null) {
    // A late joiner (or someone who joined after this question): nothing of theirs to reveal.
    return (
      <State icon={HourglassIcon} title={t("games.player.getReady")} top={top}>
        <MyStanding view={view} />
      </State>
    );
  }
  const partial = !reveal.correct && reveal.credit > 0;
  const options = gameOptions(view.question);
  const title = t(reveal.correct ? "games.player.right" : partial ? "games.player.partly" : "games.player.wrong");
  const Icon = reveal.correct || partial ? CheckCircle2Icon : XCircleIcon;
  return (
    <State icon={Icon} tone={reveal.correct ? "right" : partial ? "partial" : "wrong"} title={title} top={top}>
      <p className="text-3xl font-bold tabular-nums">
        {t("games.player.gained", { points: formatPoints(reveal.points) })}
      </p>
      {view.question !== null && <p className="text-muted-foreground">{view.question.text}</p>}
      <div className="bg-card grid gap-1 rounded-xl border p-4 text-start">
        <p className="text-lg">
          <span className="font-semibold">{t("games.player.answer")} </span>
          {rightAnswerWords(reveal, options, true)}
        </p>
        {view.myAnswer !== null && view.question !== null && (
          <p className="text-muted-foreground">
            {t("games.player.youAnswered", { answer: responseWords(view.myAnswer, options) })}
          </p>
        )}
        {reveal.explanation !== null && <p className="text-muted-foreground text-pretty">{reveal.explanation}</p>}
      </div>
      <MyStanding view={view} />
      <p className="text-muted-foreground">
        {leaderboard ? t("games.player.leaderboardOnScreen") : t("games.player.lookAtScreen")}
      </p>
    </State>
  );
}

/** "You are 2nd with 1,640 points." */
function MyStanding({ view }: { view: PlayerView }) {
  const t = useT();
  return (
    <p className="text-xl font-semibold">
      {view.rank === null
        ? t("games.player.youHave", { points: formatPoints(view.score) })
        : t("games.player.youAre", { rank: ordinal(view.rank), points: formatPoints(view.score) })}
    </p>
  );
}

const TONES = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  right: "bg-green-100 text-green-800 dark:bg-green-950/60 dark:text-green-300",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  partial: "bg-amber-100 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  wrong: "bg-red-100 text-red-800 dark:bg-red-950/60 dark:text-red-300",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  plain: "bg-secondary text-primary",
} as const;

/** One state of the phone: an icon, a focused heading and what goes with it. */
function State({
  icon: Icon,
  title,
  top,
  tone = "plain",
  children,
}: {
  icon: LucideIcon;
  title: string;
  top: ReactNode;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={HEADING_ID} className="grid justify-items-center gap-5 text-center">
      {top}
      <span className={cn("flex size-16 items-center justify-center rounded-full", TONES[tone])}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 id={HEADING_ID} tabIndex={-1} className="text-3xl font-bold text-balance outline-none">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Which state the phone shows: a change moves focus to its heading. */
function stateKeyOf(view: PlayerView): string {
  if (view.removed) return "removed";
  return [view.phase, view.index, view.waitingForNext, view.myAnswer !== null].join(":");
}

/**
 * Moves focus to the heading when the game moves to a new state (not on the first render, which
 * keeps the page's own focus), so keyboard and screen-reader users start at the new content.
 */
function useFocusOnNewState(stateKey: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(HEADING_ID)?.focus();
  }, [stateKey]);
}

function PlayerSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label={t("games.common.loadingGame")}>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
