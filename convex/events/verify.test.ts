/**
 * Replay equals history (ADR 0049): a sample school built through the real functions, then every
 * projected table emptied and rebuilt from the event log, must hold the same documents. The suite
 * runs it small; `npm run events:verify` runs it at the sample size (and `-- bench` larger) and
 * prints its one line.
 */
import { expect, test, vi } from "vitest";
import { differences, documentCount, replay, snapshot } from "./verify/compare.setup";
import { buildSchool, renameStudents, SIZES, type Size } from "./verify/school.setup";
import { STEPS } from "./verify/steps.setup";
import { EVENT_TYPES } from "./types";
import { projectedTables } from "./projectors";
import { newTest } from "../test.setup";

// eslint-disable-next-line @convex-dev/no-process-env -- a switch of this test run, not deployment config.
const size = (process.env.EVENTS_VERIFY ?? "small") as Size;
if (!(size in SIZES)) throw new Error(`EVENTS_VERIFY must be one of ${Object.keys(SIZES).join(", ")}`);

test(`a replay of the log rebuilds every projected table identically (${size})`, { timeout: 600_000 }, async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  const t = newTest();
  const settle = () => t.finishAllScheduledFunctions(vi.runAllTimers);
  const started = performance.now();
  const school = await buildSchool(t, size);
  for (const step of STEPS) {
    await step(school);
    await settle();
  }
  await renameStudents(school);
  await settle();
  const built = performance.now();
  const before = await snapshot(t);
  await replay(t, settle);
  const after = await snapshot(t);
  const log = await t.run(async (ctx) => await ctx.db.query("events").collect());
  const events = log.length;
  const seen = new Set(log.map((event) => event.type));
  // Every declared event type happens in the sample school, so every handler is replayed.
  const notInSample = EVENT_TYPES.filter((type) => !seen.has(type));
  const found = differences(before, after);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    found.length === 0
      ? `events:verify identical (${events} events, ${projectedTables().size} tables)`
      : `events:verify DIFFERENT (${events} events, ${projectedTables().size} tables):\n${found.join("\n")}`,
  );
  console.log(
    `[${documentCount(before)} documents; built in ${seconds(built - started)}, replayed and compared in ${seconds(performance.now() - built)}]`,
  );
  expect(found).toEqual([]);
  expect(notInSample).toEqual([]);
  expect(documentCount(before)).toBeGreaterThan(0);
});
