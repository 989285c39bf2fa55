/**
 * Server cost of every screen at school scale (issue 16; docs/performance.md):
 *   npm run bench:scale [-- --scale=0.1] [-- --out=bench-results/scale.json]
 * Starts the offline backend in memory with the real convex/ modules, seeds 10,000 users,
 * 1,000 courses (200 students, 10 lessons, 10 assignments and 200 submissions each), 100,000
 * chat messages and 1,000,000 events (scripts/lib/scale-seed.ts), then makes one page view of each
 * screen as a student, a teacher and an Admin: exactly the calls the screen's components make
 * (scripts/lib/scale-screens.ts). The backend counts the documents and bytes each call reads
 * (FunctionRunner.collectReads). Prints a markdown table with the budget check and a projection
 * of a 500-student school's month against Convex's free plan; writes the figures as JSON.
 * Exit code 1 when a screen is over budget.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Id } from "../convex/_generated/dataModel";
import { identityFromClaims, type VerifiedIdentity } from "../offline-backend/identity.ts";
import type { CallReads } from "../offline-backend/runner.ts";
import { startAppBackend } from "./lib/bench-app.ts";
import { projectMonth, SHELL_NAME, type ScreenFigure } from "./lib/scale-projection.ts";
import {
  SCREENS,
  SHELL,
  SHELL_LIVE,
  type Call,
  type Live,
  type Role,
  type ScreenContext,
} from "./lib/scale-screens.ts";
import { planFor, seedSchool } from "./lib/scale-seed.ts";

const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const scale = Number(flag("scale") ?? 1);
if (!Number.isFinite(scale) || scale <= 0 || scale > 1) throw new Error("--scale must be in (0, 1]");
const outFile = path.resolve(flag("out") ?? "bench-results/scale.json");

/** Budget of issue 16: documents read per page view ≤ 2 × rows shown + 20. */
const budgetFor = (rows: number) => 2 * rows + 20;

function defaultRows(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.length;
  if (typeof value === "object" && Array.isArray((value as { page?: unknown }).page)) {
    return (value as { page: unknown[] }).page.length;
  }
  return typeof value === "object" ? 1 : 0;
}

const started = performance.now();
const backend = await startAppBackend();
const { runner, convex } = backend;
// Queries then cost their table's size, not the database's (same results, convex-internals.ts).
convex.indexTablesForScans();
const plan = planFor(scale);
console.log(`Seeding at scale ${scale}:`);
const seedStarted = performance.now();
const { seeded, documents } = await seedSchool(convex, plan, (line) => console.log(`  ${line}`));
const seedSeconds = (performance.now() - seedStarted) / 1000;
const heapAfterSeed = process.memoryUsage();
console.log(`  ${documents.toLocaleString("en")} documents in ${seedSeconds.toFixed(0)} s\n`);

const course = seeded.courses[0] as Id<"courses">;
const firstEnrolled = seeded.enrolled.get(course) ?? [];
const viewers: Record<Exclude<Role, "visitor">, Id<"users">> = {
  student: firstEnrolled[0] as Id<"users">,
  teacher: seeded.teachers[0] as Id<"users">,
  Admin: seeded.admins[0] as Id<"users">,
};
const certificateCode = "BENCH-0001";
const sessions = await convex.t.run(async (raw) => {
  const ctx = raw as unknown as import("../convex/_generated/server").MutationCtx;
  const ids: Record<string, string> = {};
  for (const [role, userId] of Object.entries(viewers)) {
    ids[role] = await ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 86_400_000 });
  }
  await ctx.db.insert("certificates", {
    userId: viewers.student,
    courseId: course,
    code: certificateCode,
    studentName: "Student 0",
    courseName: "Course 0",
    teacherName: "Teacher 0",
    issuedAt: Date.now(),
  });
  return ids;
});
const identityOf = (role: Role): VerifiedIdentity | null =>
  role === "visitor"
    ? null
    : identityFromClaims({ sub: `${viewers[role]}|${sessions[role]}`, iss: process.env.CONVEX_SITE_URL ?? "" });

let current: CallReads[] = [];
runner.collectReads((call) => current.push(call));

/** Runs `calls` as `role`; returns the reads, the rows shown and any failure. */
async function view(role: Role, calls: Call[], context: ScreenContext) {
  current = [];
  const values = new Map<string, unknown>();
  const identity = identityOf(role);
  let rows = 0;
  const failures: string[] = [];
  const one = async (call: Call, args: Record<string, unknown>) => {
    const outcome =
      (call.kind ?? "query") === "query"
        ? (await runner.runQuery(call.path, [args as never], identity, null)).outcome
        : await runner.run("mutation", call.path, [args as never], identity);
    if (!outcome.success) {
      failures.push(`${call.path}: ${outcome.errorMessage.split("\n").at(-1)}`);
      return;
    }
    values.set(call.path, outcome.value);
    rows += (call.rows ?? defaultRows)(outcome.value);
  };
  for (const call of calls) {
    if (call.perRowOf) {
      const source = values.get(call.perRowOf.path);
      const list = (Array.isArray(source) ? source : ((source as { page?: unknown[] })?.page ?? [])) as Record<
        string,
        unknown
      >[];
      for (const row of list) await one(call, call.perRowOf.args(row));
    } else {
      await one(
        call,
        call.args(context, (p) => values.get(p)),
      );
    }
  }
  const reads = current;
  return {
    calls: reads.length,
    documents: reads.reduce((sum, r) => sum + r.documents, 0),
    bytes: reads.reduce((sum, r) => sum + r.bytes, 0),
    byPath: reads,
    rows,
    failures,
  };
}

/**
 * The calls, documents and bytes of a page view's live re-runs: each re-run costs one run of its
 * call (of the top bar's, `shell`, when the screen itself does not make it).
 */
function liveCost(live: Live[], screenReads: CallReads[], shell: CallReads[]) {
  let liveCalls = 0;
  let liveDocuments = 0;
  let liveBytes = 0;
  for (const { path: livePath, times } of live) {
    const own = screenReads.filter((r) => r.path === livePath);
    const runs = own.length > 0 ? own : shell.filter((r) => r.path === livePath);
    const n = Math.max(1, runs.length);
    liveCalls += times;
    liveDocuments += Math.round((times * runs.reduce((s, r) => s + r.documents, 0)) / n);
    liveBytes += Math.round((times * runs.reduce((s, r) => s + r.bytes, 0)) / n);
  }
  return {
    liveCalls,
    liveDocuments,
    liveBytes,
    liveWhy: live.map((l) => `${l.times}× ${l.path}: ${l.why}`).join("; "),
  };
}

const figures: ScreenFigure[] = [];
const assignment = (seeded.assignments.get(course) ?? [])[0] as Id<"assignments">;
const viewStarted = performance.now();
for (const role of ["visitor", "student", "teacher", "Admin"] as const) {
  const context: ScreenContext = {
    userId: role === "visitor" ? viewers.student : viewers[role],
    course,
    courseName: "Course 0",
    lesson: (seeded.lessons.get(course) ?? [])[0] as Id<"lessons">,
    assignment,
    submitter: firstEnrolled[0] as Id<"users">,
    certificateCode,
    sessionId: `bench-${role}`,
  };
  const screens = [
    ...(role === "visitor"
      ? []
      : [{ name: SHELL_NAME, route: "every signed-in page", calls: SHELL, roles: [role], live: SHELL_LIVE }]),
    ...SCREENS.filter((screen) => screen.roles.includes(role)),
  ];
  let shellReads: CallReads[] = [];
  for (const screen of screens) {
    const result = await view(role, screen.calls, context);
    if (screen.calls === SHELL) shellReads = result.byPath;
    const live = liveCost(screen.live ?? [], result.byPath, shellReads);
    const budget = budgetFor(result.rows);
    figures.push({
      screen: screen.name,
      route: screen.route,
      role,
      calls: result.calls,
      documents: result.documents,
      bytes: result.bytes,
      rows: result.rows,
      budget,
      overBudget: result.documents > budget,
      ...live,
      perCall: result.byPath.map(({ path: p, documents: d, bytes: b }) => ({ path: p, documents: d, bytes: b })),
      failures: result.failures,
    });
  }
}
const viewSeconds = (performance.now() - viewStarted) / 1000;
runner.collectReads(null);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("| Screen | Role | Calls | Documents read | Bytes read | Rows shown | Budget | Live re-runs per view |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |");
for (const f of figures) {
  const verdict = f.overBudget ? `**${f.budget} OVER**` : String(f.budget);
  const live = f.liveCalls > 0 ? `${f.liveCalls} calls, ${f.liveDocuments} docs` : "";
  console.log(
    `| ${f.screen} | ${f.role} | ${f.calls} | ${f.documents} | ${kb(f.bytes)} | ${f.rows} | ${verdict} | ${live} |`,
  );
}
const failed = figures.filter((f) => f.failures.length > 0);
for (const f of failed) console.log(`\nFAILED ${f.screen} as ${f.role}: ${f.failures.join("; ")}`);

const projection = projectMonth(figures);
console.log(`\n${projection.text}`);
const peak = process.memoryUsage();
const totalSeconds = (performance.now() - started) / 1000;
console.log(
  `\nScale ${scale}: ${documents.toLocaleString("en")} documents; seed ${seedSeconds.toFixed(0)} s, page views ` +
    `${viewSeconds.toFixed(0)} s, total ${totalSeconds.toFixed(0)} s; heap after seed ` +
    `${(heapAfterSeed.heapUsed / 2 ** 30).toFixed(2)} GB, RSS now ${(peak.rss / 2 ** 30).toFixed(2)} GB`,
);

mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  JSON.stringify(
    { scale, plan, documents, seedSeconds, viewSeconds, rssBytes: peak.rss, figures, projection: projection.figures },
    null,
    2,
  ),
);
console.log(`Figures written to ${outFile}`);
await backend.stop();
const over = figures.filter((f) => f.overBudget);
if (over.length > 0 || failed.length > 0) {
  console.log(`\n${over.length} screen view(s) over budget, ${failed.length} with failed calls.`);
  process.exit(1);
}
