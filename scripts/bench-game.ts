/**
 * The live quiz game on the offline backend (issue #31, docs/live-game.md):
 *   node --import tsx scripts/bench-game.ts [players] [questions=3]
 * (`npm run bench:game` runs 50 then 200 players.) Starts the backend in memory with the real
 * convex/ modules and the sample data, signs a teacher and the students up (Convex Auth), enrols
 * the students in the teacher's course (its quiz is a shared bank) and, for each size, hosts a game:
 * every student joins with the code and holds exactly the subscriptions of the phone's screen
 * (/play/$gameId): the player's own `games.play.seat`, the shared `games.play.live` opened by the
 * seat's ticket (ADR 0083; asked again when the ticket changes), put together as the screen does
 * (convex/shared/gameView.ts playerViewOf), and the top bar's (`accounts.users.me`,
 * `notifications.unreadCount`, the unread badge's UNREAD_PARTS `chat.unreadTotal`); the host holds
 * `games.host.view` and the same top bar. For each question it measures the time from the
 * host's call (`start`, then `next`) to each player's subscription first showing that question
 * (p50/p95/max, and the spread between the first and the last phone), then every player answers at
 * once, and the host closes the question. The runner's usage counters give the documents each answer
 * and each close read and write, and how often the views were recomputed. Clients run in the same
 * process as the backend, so the figures include their work.
 */
import type { ConvexClient } from "convex/browser";
import { playerViewOf } from "../convex/shared/gameView.ts";
import type { GameLive, PlayerSeat } from "../convex/games/types.ts";
import { UNREAD_PARTS } from "../convex/shared/unread.ts";
import { UsageTotals } from "../offline-backend/runner.ts";
import {
  argNumber,
  closeAll,
  distribution,
  fmt,
  machineLoad,
  mutationRef,
  now,
  queryRef,
  signedInClient,
  startAppBackend,
  waitFor,
  type SignedIn,
} from "./lib/bench-app.ts";

const SIZES = process.argv[2] === undefined ? [50, 200] : [argNumber(2, 50, 250)];
const QUESTIONS = argNumber(3, 3, 10);

type Question = { index: number; kind: string; options: string[] };
type PlayerView = { phase: string; index: number; question: Question | null };
type HostView = { phase: string; index: number; answered: number; playerCount: number; questionCount: number };

function responseFor(question: Question, seed: number) {
  switch (question.kind) {
    case "multiple":
      return { kind: "choices", options: [1 + (seed % question.options.length)] };
    case "text":
      return { kind: "text", text: `answer ${seed}` };
    case "numeric":
      return { kind: "text", text: String(seed) };
    default:
      return { kind: "choice", option: 1 + (seed % question.options.length) };
  }
}

/** The top bar's subscriptions (src/components/top-bar.tsx, unread-badge.tsx, notification-bell.tsx, lib/me.ts). */
function topBar(client: ConvexClient): (() => void)[] {
  const stops = [
    client.onUpdate(queryRef("accounts/users:me"), {}, () => {}),
    client.onUpdate(queryRef("notifications/notifications:unreadCount"), {}, () => {}),
  ];
  for (let part = 0; part < UNREAD_PARTS; part++) {
    stops.push(client.onUpdate(queryRef("chat/chat:unreadTotal"), { part }, () => {}));
  }
  return stops;
}

function perCall(totals: UsageTotals, path: string): string {
  const total = totals.byPath.get(path);
  if (total === undefined || total.calls === 0) return `${path}: no calls`;
  const each = (n: number) => (n / total.calls).toFixed(1);
  return `${path}: ${total.calls} calls, ${each(total.documents)} documents read and ${each(total.written)} written per call`;
}

console.log(`before: ${machineLoad()}`);
const backend = await startAppBackend({ seed: true });
const clients: ConvexClient[] = [];
try {
  const setupStarted = now();
  const teacher = await signedInClient(
    backend.url,
    "bench-game-host@lyceum.test",
    { displayName: "Game Host", role: "teacher" },
    clients,
  );
  const courseId = (await teacher.client.mutation(mutationRef("courses/courses:create"), {
    name: "JavaScript Games",
    description: "A course for the live game benchmark.",
    durationHours: 3,
    instructorName: "Game Host",
    category: "Benchmarks",
  })) as string;
  const students: SignedIn[] = [];
  for (let i = 0; i < Math.max(...SIZES); i++) {
    const student = await signedInClient(
      backend.url,
      `bench-game-${i}@lyceum.test`,
      { displayName: `Player ${i}`, role: "student" },
      clients,
    );
    await student.client.mutation(mutationRef("courses/enrollments:enroll"), {
      courseId,
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "paypal",
    });
    students.push(student);
  }
  console.log(`setup (${students.length} students signed up and enrolled): ${fmt(now() - setupStarted)}`);

  for (const size of SIZES) {
    const players = students.slice(0, size);
    const { gameId, code } = (await teacher.client.mutation(mutationRef("games/host:create"), { courseId })) as {
      gameId: string;
      code: string;
    };
    let hostView: HostView | null = null;
    const unsubscribes: (() => void)[] = [];
    unsubscribes.push(
      teacher.client.onUpdate(queryRef("games/host:view"), { gameId }, (v) => (hostView = v as HostView)),
      ...topBar(teacher.client),
    );
    const joinStarted = now();
    await Promise.all(
      players.map(async (p) => {
        const result = (await p.client.mutation(mutationRef("games/play:join"), { code })) as { ok: boolean };
        if (!result.ok) throw new Error("a player could not join");
      }),
    );
    const joinMs = now() - joinStarted;
    /** views[i]: player i's latest view; seen[i].get(k): when it first showed question k. */
    const views: (PlayerView | null)[] = players.map(() => null);
    const seen = players.map(() => new Map<number, number>());
    const revealed = players.map(() => new Set<number>());
    players.forEach((p, i) => {
      // The phone (src/features/games/play/player-game-page.tsx): seat, then live with its ticket.
      let seat: PlayerSeat | null = null;
      let live: GameLive | null = null;
      let ticket: string | null = null;
      let stopLive: (() => void) | null = null;
      const show = () => {
        if (seat === null) return;
        const view = playerViewOf(live, seat) as PlayerView | null;
        if (view === null) return;
        views[i] = view;
        if (view.phase === "question" && view.question !== null && !seen[i]!.has(view.index)) {
          seen[i]!.set(view.index, now());
        }
        if (view.phase === "reveal") revealed[i]!.add(view.index);
      };
      const fail = (what: string) => (error: Error) => {
        console.error(`player ${i}: ${what} failed: ${error.message}`);
        process.exitCode = 1;
      };
      unsubscribes.push(
        p.client.onUpdate(
          queryRef("games/play:seat"),
          { gameId },
          (value) => {
            seat = value as PlayerSeat;
            const next = seat.removed ? null : seat.ticket;
            if (next !== ticket) {
              ticket = next;
              stopLive?.();
              live = null;
              stopLive =
                next === null
                  ? null
                  : p.client.onUpdate(
                      queryRef("games/play:live"),
                      { gameId, ticket: next },
                      (liveValue) => {
                        live = liveValue as GameLive;
                        show();
                      },
                      fail("games.play.live"),
                    );
            }
            show();
          },
          fail("games.play.seat"),
        ),
        () => stopLive?.(),
        ...topBar(p.client),
      );
    });
    await waitFor("every player's lobby view", () => views.every((v) => v?.phase === "lobby"), 60_000);
    await waitFor("the host's count of players", () => hostView?.playerCount === size, 30_000);
    const questions = Math.min(QUESTIONS, hostView!.questionCount);

    const toPhone: number[] = [];
    const spreads: number[] = [];
    const answerTrips: number[] = [];
    const answersSeen: number[] = [];
    const totals = new UsageTotals();
    const closeTotals = new UsageTotals();
    /** Every function run while the questions are played (all phases), and the phase's own. */
    const everything = new UsageTotals();
    let phase: UsageTotals | null = null;
    backend.runner.collectUsage((call) => {
      everything.collect(call);
      phase?.collect(call);
    });
    for (let k = 0; k < questions; k++) {
      const started = now();
      await teacher.client.mutation(mutationRef(k === 0 ? "games/host:start" : "games/host:next"), { gameId });
      await waitFor(`question ${k} on every phone`, () => seen.every((s) => s.has(k)), 30_000);
      const times = seen.map((s) => s.get(k)! - started);
      toPhone.push(...times);
      spreads.push(Math.max(...times) - Math.min(...times));

      // Every player answers at once; the host's "N of M answered" follows.
      phase = totals;
      const answering = now();
      await Promise.all(
        players.map(async (p, i) => {
          const t0 = now();
          await p.client.mutation(mutationRef("games/play:answer"), {
            gameId,
            index: k,
            response: responseFor(views[i]!.question!, i + k),
          });
          answerTrips.push(now() - t0);
        }),
      );
      await waitFor(`the host's count reaching ${size}`, () => hostView?.answered === size, 30_000);
      answersSeen.push(now() - answering);
      phase = closeTotals;
      await teacher.client.mutation(mutationRef("games/host:next"), { gameId }); // close → reveal
      await waitFor(`the reveal of ${k} on every phone`, () => revealed.every((r) => r.has(k)), 30_000);
      phase = null;
      await teacher.client.mutation(mutationRef("games/host:next"), { gameId }); // → leaderboard
    }
    backend.runner.collectUsage(null);
    await teacher.client.mutation(mutationRef("games/host:end"), { gameId });
    for (const unsubscribe of unsubscribes) unsubscribe();

    console.log(
      `\nLive game, ${size} players (phones: games.play.seat + games.play.live, top bar), ${questions} questions:`,
    );
    console.log(`  ${size} joins at once: ${fmt(joinMs)}`);
    console.log(`  host start/next -> a phone showing the question (every phone): ${distribution(toPhone)}`);
    console.log(`  spread between the first and the last phone (per question): ${distribution(spreads)}`);
    console.log(`  games.play.answer round trip (${size} at once): ${distribution(answerTrips)}`);
    console.log(`  first answer sent -> host showing "${size} of ${size}": ${distribution(answersSeen)}`);
    console.log(`  during the answers: ${perCall(totals, "games/play:answer")}`);
    console.log(`  during the answers: ${perCall(totals, "games/play:seat")} (recomputed seats of phones)`);
    console.log(`  during the answers: ${perCall(totals, "games/play:live")} (recomputed shared views)`);
    console.log(`  during the answers: ${perCall(totals, "games/host:view")}`);
    console.log(`  the close: ${perCall(closeTotals, "games/host:next")}`);
    console.log(`  after the close: ${perCall(closeTotals, "games/play:seat")}`);
    console.log(`  after the close: ${perCall(closeTotals, "games/play:live")}`);
    console.log(`  every function run per question (open, ${size} answers, close, leaderboard):`);
    for (const [path, { calls }] of [...everything.byPath].sort(([, a], [, b]) => b.calls - a.calls)) {
      console.log(`    ${path}: ${(calls / questions).toFixed(1)}`);
    }
  }
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
// Scheduled closes far ahead would keep Node alive until they fire and skip: exit now.
process.exit();
