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
import { GAME_POINTS_RULE } from "@convex/shared/gameRules";
import type { Response } from "@convex/shared/questionTypes";
import { GameBoundary } from "../shared/game-boundary";
import { GameCountdown } from "../shared/game-countdown";
import { formatPoints, ordinal, Podium } from "../shared/standings";
import { tileLetter } from "../shared/tiles";
import { AnswerForm } from "./answer-form";

const HEADING_ID = "player-heading";

/**
 * A player's phone (/play/{gameId}, issue #31): whatever the game's live view and the player's seat say. A reload
 * lands where the game is, because the game lives on the server: the lobby, the open question
 * (or "Answer sent"), the reveal with their points, their rank, and the podium at the end.
 */
export function PlayerGamePage({ gameId }: { gameId: string }) {
  const profile = useProfile();
  let body: ReactNode;
  if (profile === undefined) body = <PlayerSkeleton />;
  else if (profile === null) body = <ProfileMissing what="play" wholePage />;
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
      return errorMessage(error, "Your answer could not be sent. Try again.");
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
  useFocusOnNewState(stateKeyOf(view));
  const top = (
    <p className="text-primary/70 text-sm font-semibold tracking-widest uppercase">Live game · {view.bankTitle}</p>
  );

  if (view.removed) {
    return (
      <State icon={UserRoundXIcon} title="The host removed you from this game." top={top}>
        <Button asChild>
          <Link to="/play">Join another game</Link>
        </Button>
      </State>
    );
  }

  switch (view.phase) {
    case "lobby":
      return (
        <State icon={HourglassIcon} title={`You're in, ${view.displayName}.`} top={top}>
          <p className="text-xl">Waiting for the host…</p>
          <p className="text-muted-foreground">{GAME_POINTS_RULE}</p>
        </State>
      );
    case "question": {
      if (view.waitingForNext || view.question === null) {
        return (
          <State icon={HourglassIcon} title="You'll join at the next question" top={top}>
            <p className="text-muted-foreground">A question is open now. Yours starts with the next one.</p>
          </State>
        );
      }
      if (view.myAnswer !== null) {
        return (
          <State icon={SendIcon} title="Answer sent" top={top}>
            <p className="text-xl">{answerWords(view.myAnswer, view.question.options)}</p>
            <p className="text-muted-foreground">Waiting for the others and the end of the time…</p>
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
        <State icon={PartyPopperIcon} title="The game is over" top={top}>
          <MyStanding view={view} />
          <Podium podium={view.podium ?? []} />
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/play">Your games</Link>
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
  return (
    <section aria-labelledby={HEADING_ID} className="grid gap-5">
      {top}
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted-foreground text-lg">
          Question {view.index + 1} of {view.questionCount}
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
  const reveal = view.reveal;
  const leaderboard = view.phase === "leaderboard";
  if (reveal === null) {
    // A late joiner (or someone who joined after this question): nothing of theirs to reveal.
    return (
      <State icon={HourglassIcon} title="Get ready for the next question" top={top}>
        <MyStanding view={view} />
      </State>
    );
  }
  const partial = !reveal.correct && reveal.credit > 0;
  const title = reveal.correct ? "Right!" : partial ? "Partly right" : "Not this time";
  const Icon = reveal.correct || partial ? CheckCircle2Icon : XCircleIcon;
  return (
    <State icon={Icon} tone={reveal.correct ? "right" : partial ? "partial" : "wrong"} title={title} top={top}>
      <p className="text-3xl font-bold tabular-nums">+{formatPoints(reveal.points)} points</p>
      {view.question !== null && <p className="text-muted-foreground">{view.question.text}</p>}
      <div className="bg-card grid gap-1 rounded-xl border p-4 text-left">
        <p className="text-lg">
          <span className="font-semibold">Answer: </span>
          {reveal.rightOptions.length > 0 && `${reveal.rightOptions.map(tileLetter).join(", ")}. `}
          {reveal.answerText}
        </p>
        {view.myAnswer !== null && view.question !== null && (
          <p className="text-muted-foreground">You answered: {answerWords(view.myAnswer, view.question.options)}</p>
        )}
        {reveal.explanation !== null && <p className="text-muted-foreground text-pretty">{reveal.explanation}</p>}
      </div>
      <MyStanding view={view} />
      <p className="text-muted-foreground">
        {leaderboard ? "The leaderboard is on the big screen." : "Look at the big screen."}
      </p>
    </State>
  );
}

/** "You are 2nd with 1,640 points." */
function MyStanding({ view }: { view: PlayerView }) {
  return (
    <p className="text-xl font-semibold">
      {view.rank === null
        ? `You have ${formatPoints(view.score)} points.`
        : `You are ${ordinal(view.rank)} with ${formatPoints(view.score)} points.`}
    </p>
  );
}

/** The player's own answer said back: "B. Paris", "A, C", or the text they typed. */
export function answerWords(response: Response, options: string[]): string {
  switch (response.kind) {
    case "choice":
      return `${tileLetter(response.option)}. ${options[response.option - 1] ?? ""}`;
    case "choices":
      return response.options.map((o) => `${tileLetter(o)}. ${options[o - 1] ?? ""}`).join("; ");
    case "text":
      return response.text;
  }
}

const TONES = {
  right: "bg-green-100 text-green-800 dark:bg-green-950/60 dark:text-green-300",
  partial: "bg-amber-100 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100",
  wrong: "bg-red-100 text-red-800 dark:bg-red-950/60 dark:text-red-300",
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
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the game">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
