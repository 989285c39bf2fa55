/**
 * The live quiz game on the offline backend (issue #31, docs/live-game.md):
 *   node --import tsx scripts/bench-game.ts [players] [questions=3]
 * (`npm run bench:game` runs 50 then 200 players.) Starts the backend in memory with the real
 * convex/ modules and the sample data, signs a teacher and the students up (Convex Auth), enrols
 * the students in the teacher's course (its quiz is a shared bank) and, for each size, hosts a game:
 * every student joins with the code and subscribes to `games.play.view` over WebSocket, as a phone
 * does; the host subscribes to `games.host.view`. For each question it measures the time from the
 * host's call (`start`, then `next`) to each player's subscription first showing that question
 * (p50/p95/max, and the spread between the first and the last phone), then every player answers at
 * once, and the host closes the question. The runner's usage counters give the documents each answer
 * and each close read and write, and how often the views were recomputed. Clients run in the same
 * process as the backend, so the figures include their work.
 */
import type { ConvexClient } from "convex/browser";
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
      unsubscribes.push(
        p.client.onUpdate(
          queryRef("games/play:view"),
          { gameId },
          (value) => {
            const view = value as PlayerView;
            views[i] = view;
            if (view.phase === "question" && view.question !== null && !seen[i]!.has(view.index)) {
              seen[i]!.set(view.index, now());
            }
            if (view.phase === "reveal") revealed[i]!.add(view.index);
          },
          (error) => {
            console.error(`player ${i}: games.play.view failed: ${error.message}`);
            process.exitCode = 1;
          },
        ),
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
    for (let k = 0; k < questions; k++) {
      const started = now();
      await teacher.client.mutation(mutationRef(k === 0 ? "games/host:start" : "games/host:next"), { gameId });
      await waitFor(`question ${k} on every phone`, () => seen.every((s) => s.has(k)), 30_000);
      const times = seen.map((s) => s.get(k)! - started);
      toPhone.push(...times);
      spreads.push(Math.max(...times) - Math.min(...times));

      // Every player answers at once; the host's "N of M answered" follows.
      backend.runner.collectUsage(totals.collect);
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
      backend.runner.collectUsage(null);

      backend.runner.collectUsage(closeTotals.collect);
      await teacher.client.mutation(mutationRef("games/host:next"), { gameId }); // close → reveal
      await waitFor(`the reveal of ${k} on every phone`, () => revealed.every((r) => r.has(k)), 30_000);
      backend.runner.collectUsage(null);
      await teacher.client.mutation(mutationRef("games/host:next"), { gameId }); // → leaderboard
    }
    await teacher.client.mutation(mutationRef("games/host:end"), { gameId });
    for (const unsubscribe of unsubscribes) unsubscribe();

    console.log(`\nLive game, ${size} players (phones subscribed to games.play.view), ${questions} questions:`);
    console.log(`  ${size} joins at once: ${fmt(joinMs)}`);
    console.log(`  host start/next -> a phone showing the question (every phone): ${distribution(toPhone)}`);
    console.log(`  spread between the first and the last phone (per question): ${distribution(spreads)}`);
    console.log(`  games.play.answer round trip (${size} at once): ${distribution(answerTrips)}`);
    console.log(`  first answer sent -> host showing "${size} of ${size}": ${distribution(answersSeen)}`);
    console.log(`  during the answers: ${perCall(totals, "games/play:answer")}`);
    console.log(`  during the answers: ${perCall(totals, "games/play:view")} (recomputed views of phones)`);
    console.log(`  during the answers: ${perCall(totals, "games/host:view")}`);
    console.log(`  the close: ${perCall(closeTotals, "games/host:next")}`);
    console.log(`  after the close: ${perCall(closeTotals, "games/play:view")}`);
  }
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
// Scheduled closes far ahead would keep Node alive until they fire and skip: exit now.
process.exit();
