/**
 * Countdown agreement of two tabs and the server's deadline on the offline backend (issue #10):
 *   node --import tsx scripts/bench-quiz-clock.ts [clients=2] [rounds=50]
 * Starts the backend in memory with the real convex/ modules and `seed:sampleData` (the shared
 * quiz banks), signs a student up and opens N tabs of that account (one ConvexClient each, same
 * token). Tab i's clock is skewed by i × 90 s: its local clock is performance.now() + skew, its
 * device clock Date.now() + skew. Each tab measures its offset to the server the way the quiz page
 * does (src/lib/server-clock.ts): quiz.syncClock on mount and every quiz
 * mutation it makes, offset = serverNow − midpoint of the local send and receive times, with the
 * page's rule for keeping a sample (`keepSample` from clock-sample.ts, the same code the page runs).
 *
 * Each round puts a question with a fresh deadline on screen (quiz.start for question 1 of an
 * attempt, quiz.next after it), waits until every tab's `quiz.current` shows it, then takes, for
 * each tab, the instant its countdown reaches 0 (local time deadline − offset), maps it back
 * through the tab's known skew to the process's real clock (which is the server's: the backend
 * runs in this process) and compares it with the deadline. Then a tab answers (option 1) and,
 * after the last question, finishes; a new attempt starts as needed. The tabs take turns making
 * the calls, so each learns from its own mutations.
 */
import { performance } from "node:perf_hooks";
import type { ConvexClient } from "convex/browser";
import {
  argNumber,
  closeAll,
  distribution,
  machineLoad,
  mutationRef,
  queryRef,
  secondTab,
  signedInClient,
  startAppBackend,
  waitFor,
} from "./lib/bench-app.ts";
import { keepSample, type Kept } from "../src/lib/clock-sample.ts";

const CLIENTS = argNumber(2, 2, 20);
const ROUNDS = argNumber(3, 50, 1000);
const SKEW_STEP_MS = 90_000;
const COURSE = { courseName: "Python Course" };

type View = { attemptId: string; status: string; index: number; total: number; deadline: number | null };

class Tab {
  kept: Kept | null = null;
  view: View | null = null;
  samples = 0;
  constructor(
    readonly client: ConvexClient,
    /** How far this tab's clocks are ahead of the real ones (ms). */
    readonly skew: number,
  ) {
    client.onUpdate(queryRef("quiz/quiz:current"), COURSE, (value) => {
      this.view = value as View | null;
    });
  }

  /** The tab's monotonic local clock (performance.now() of a page whose clock is skewed). */
  local(): number {
    return performance.now() + this.skew;
  }

  /** Like useServerClock's `timed`: a quiz mutation, and the clock sample its serverNow gives. */
  async timed<T extends { serverNow: number }>(name: string, args: Record<string, unknown>): Promise<T> {
    const sentAt = this.local();
    const result = (await this.client.mutation(mutationRef(name), args)) as T;
    const next = keepSample(this.kept, { sentAt, receivedAt: this.local(), serverNow: result.serverNow });
    this.samples += 1;
    if (next !== null) this.kept = next;
    return result;
  }

  /**
   * When this tab's countdown for `deadline` reaches 0, as an instant of the server's clock: in
   * local time it is deadline − offset; the real clock is local − skew; the server's clock (this
   * process's Date.now()) is the real clock plus (Date.now() − performance.now()).
   */
  countdownEnd(deadline: number): number {
    if (this.kept === null) throw new Error("no clock sample yet");
    const endLocal = deadline - this.kept.offset;
    return endLocal - this.skew + (Date.now() - performance.now());
  }
}

console.log(`before: ${machineLoad()}`);
const backend = await startAppBackend({ seed: true });
const clients: ConvexClient[] = [];
try {
  const student = await signedInClient(
    backend.url,
    "bench-quiz@lyceum.test",
    { displayName: "Quiz Bench", role: "student" },
    clients,
  );
  const tabs = [new Tab(student.client, 0)];
  for (let i = 1; i < CLIENTS; i++)
    tabs.push(new Tab(await secondTab(backend.url, student.token, clients), i * SKEW_STEP_MS));
  // On mount each quiz page measures once.
  for (const tab of tabs) await tab.timed("quiz/quiz:syncClock", {});

  const perTab: number[][] = tabs.map(() => []);
  const between: number[] = [];
  // countdownEnd(d) − d does not depend on d: the error of the offset kept after mounting.
  const offsetErrorsAtMount = tabs.map((tab) => Math.abs(tab.countdownEnd(0)));
  let attempt: { attemptId: string; index: number; total: number } | null = null;
  let attempts = 0;
  const started = performance.now();

  for (let round = 0; round < ROUNDS; round++) {
    const actor = tabs[round % tabs.length];
    if (attempt === null) {
      const { attemptId } = await actor.timed<{ attemptId: string; serverNow: number }>("quiz/quiz:start", COURSE);
      attempt = { attemptId, index: 0, total: 0 };
      attempts += 1;
    } else {
      await actor.timed("quiz/quiz:next", { attemptId: attempt.attemptId, index: attempt.index });
      attempt.index += 1;
    }
    const { attemptId, index } = attempt;
    const views = await waitFor(
      `question ${index + 1} with its deadline on every tab`,
      () => {
        const shown = tabs.map((tab) => tab.view);
        return shown.every((v) => v?.attemptId === attemptId && v.index === index && v.deadline !== null)
          ? (shown as View[])
          : null;
      },
      10_000,
    );
    const deadline = views[0].deadline ?? NaN;
    attempt.total = views[0].total;
    const ends = tabs.map((tab) => tab.countdownEnd(deadline));
    ends.forEach((end, i) => perTab[i].push(Math.abs(end - deadline)));
    between.push(Math.max(...ends) - Math.min(...ends));

    await actor.timed("quiz/quiz:answer", { attemptId, index, option: 1 });
    if (index === attempt.total - 1) {
      await actor.timed("quiz/quiz:finish", { attemptId });
      attempt = null;
    }
  }
  const total = performance.now() - started;

  console.log(
    `Quiz countdowns vs the server's deadline on the offline backend: ${CLIENTS} tabs of one student, ` +
      `${ROUNDS} questions (${attempts} attempts)`,
  );
  tabs.forEach((tab, i) => {
    const skew = `${tab.skew >= 0 ? "+" : ""}${(tab.skew / 1000).toFixed(0)} s`;
    console.log(
      `  tab ${i + 1} (clock skew ${skew}; ${tab.samples} clock samples, kept round trip ${tab.kept?.roundTrip.toFixed(1)} ms): ` +
        `|countdown end − deadline| ${distribution(perTab[i])}; without the offset (device clock) it is ${Math.abs(tab.skew)} ms`,
    );
  });
  console.log(`  after the mount measurement only: ${offsetErrorsAtMount.map((e) => `${e.toFixed(1)} ms`).join(", ")}`);
  const all = perTab.flat();
  console.log(`  every tab, every question: ${distribution(all)}`);
  console.log(`  between the tabs' countdown ends (max − min per question): ${distribution(between)}`);
  console.log(`  wall time: ${(total / 1000).toFixed(1)} s`);
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
// stop() cancels the pending lock jobs, but convex-test's own timers for them (deadline + grace,
// about 30 s away) would keep Node alive until they fire and skip: exit now.
process.exit();
