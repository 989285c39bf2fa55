/**
 * Server cost of every screen at school scale (issue 16; docs/performance.md):
 *   npm run bench:scale [-- --scale=0.1] [-- --out=bench-results/scale.json] [-- --budgets=report]
 * Starts the offline backend in memory with the real convex/ modules, seeds 10,000 users,
 * 1,000 courses (200 students, 10 lessons, 10 assignments and 200 submissions each) and 100,000
 * chat messages as the school's event log, projected into every read model by the app's own
 * projectors (scripts/lib/scale-seed.ts), then makes one page view of each
 * screen as a student, a teacher and an Admin: exactly the calls the screen's components make,
 * mutations included (scripts/lib/scale-screens.ts), and once each of the school's monthly events
 * (scripts/lib/scale-activity.ts). The backend counts the documents and bytes each call reads and
 * writes (FunctionRunner.collectUsage). Prints a markdown table with the budget check and a
 * projection of a 500-student school's month against Convex's free plan; writes the figures as JSON.
 * Exit code 1 when a screen is over budget.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Id } from "../convex/_generated/dataModel";
import { identityFromClaims, type VerifiedIdentity } from "../offline-backend/identity.ts";
import type { CallUsage } from "../offline-backend/runner.ts";
import { startAppBackend } from "./lib/bench-app.ts";
import { emit } from "../convex/events/emit.ts";
import { courseKeyOf } from "../convex/courses/keys.ts";
import { freshUploads, SCHOOL_EVENTS, type EventContext } from "./lib/scale-activity.ts";
import { projectMonth, SHELL_NAME, type EventFigure, type ScreenFigure } from "./lib/scale-projection.ts";
import { SCREENS, SHELL, SHELL_LIVE, type Role, type ScreenContext } from "./lib/scale-screens.ts";
import { planFor, seedSchool } from "./lib/scale-seed.ts";
import { budgetFor, pageViews } from "./lib/scale-view.ts";

const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const scale = Number(flag("scale") ?? 1);
if (!Number.isFinite(scale) || scale <= 0 || scale > 1) throw new Error("--scale must be in (0, 1]");
const outFile = path.resolve(flag("out") ?? "bench-results/scale.json");
/** `--budgets=report`: over-budget screens are listed but do not fail the run (bench:smoke's tiny
 * school, where every screen's fixed reads outweigh its few rows). Failed calls always fail it. */
const budgetsFail = flag("budgets") !== "report";

const started = performance.now();
const backend = await startAppBackend();
const { runner, convex } = backend;
// Queries then cost their table's size, not the database's (same results, convex-internals.ts).
convex.indexTablesForScans();
const plan = planFor(scale);
console.log(`Seeding at scale ${scale}:`);
const seedStarted = performance.now();
const { seeded, events: loggedEvents, documents } = await seedSchool(convex, plan, (line) => console.log(`  ${line}`));
const seedSeconds = (performance.now() - seedStarted) / 1000;
const heapAfterSeed = process.memoryUsage();
console.log(
  `  ${documents.toLocaleString("en")} documents (${loggedEvents.toLocaleString("en")} events) in ${seedSeconds.toFixed(0)} s\n`,
);

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
  // The student's certificate, as issueIfEarned records it (the courses projector writes it).
  await emit(ctx, {
    type: "certificate_issued",
    v: 1,
    actorId: viewers.student,
    subjectUserId: viewers.student,
    courseKey: await courseKeyOf(ctx, course),
    code: certificateCode,
    courseName: "Course 0",
    studentName: "Student 0",
    teacherName: "Teacher 0",
  });
  return ids;
});
const identityOf = (role: Role): VerifiedIdentity | null =>
  role === "visitor"
    ? null
    : identityFromClaims({ sub: `${viewers[role]}|${sessions[role]}`, iss: process.env.CONVEX_SITE_URL ?? "" });

const { view, liveCost } = pageViews(runner, identityOf);

const figures: ScreenFigure[] = [];
const courseAssignments = seeded.assignments.get(course) ?? [];
const assignment = courseAssignments[0] as Id<"assignments">;
const contextFor = async (role: Role): Promise<ScreenContext> => {
  const userId = role === "visitor" ? viewers.student : viewers[role];
  return {
    userId,
    course,
    courseName: "Course 0",
    lesson: (seeded.lessons.get(course) ?? [])[0] as Id<"lessons">,
    assignment,
    submitter: firstEnrolled[0] as Id<"users">,
    certificateCode,
    sessionId: `bench-${role}`,
    // The seed's last assignment is due in four weeks.
    openAssignment: courseAssignments.at(-1) as Id<"assignments">,
    video: seeded.video,
    uploads: await freshUploads(convex, userId, `bench-${role}`),
  };
};
const viewStarted = performance.now();
for (const role of ["visitor", "student", "teacher", "Admin"] as const) {
  const context = await contextFor(role);
  const screens = [
    ...(role === "visitor"
      ? []
      : [{ name: SHELL_NAME, route: "every signed-in page", calls: SHELL, roles: [role], live: SHELL_LIVE }]),
    ...SCREENS.filter((screen) => screen.roles.includes(role)),
  ];
  let shellReads: CallUsage[] = [];
  for (const screen of screens) {
    const result = await view(role, screen.calls, context);
    if (screen.calls === SHELL) shellReads = result.byPath;
    const live = liveCost(role, screen.live ?? [], result.byPath, shellReads, result.repeats);
    const budget = budgetFor(result.rows);
    figures.push({
      screen: screen.name,
      route: screen.route,
      role,
      calls: result.calls,
      documents: result.documents,
      mutationDocuments: result.mutationDocuments,
      bytes: result.bytes,
      written: result.written,
      writtenBytes: result.writtenBytes,
      rows: result.rows,
      budget,
      overBudget: result.documents - result.mutationDocuments > budget,
      ...live,
      perCall: result.byPath.map(({ path: p, documents: d, bytes: b, writtenBytes: w }) => ({
        path: p,
        documents: d,
        bytes: b,
        writtenBytes: w,
      })),
      failures: result.failures,
    });
  }
}

// The school's monthly events, each once: the first course's (200 students), as its teacher.
const student = viewers.student;
const eventContext: EventContext = {
  ...(await contextFor("teacher")),
  // The seed's second-to-last assignment of the course, due within a day.
  reminder: seeded.dueSoon,
  joinCourse: seeded.courses.find((c) => !(seeded.enrolled.get(c) ?? []).includes(student)) as Id<"courses">,
};
const events: EventFigure[] = [];
for (const event of SCHOOL_EVENTS) {
  const result = await view(event.role, event.calls, eventContext);
  const scheduled = event.scheduledCalls ?? [];
  events.push({
    name: event.name,
    perMonth: event.perMonth,
    why: event.why,
    calls: result.calls + scheduled.length,
    documents: result.documents,
    bytes: result.bytes,
    written: result.written,
    writtenBytes: result.writtenBytes,
    scheduled: scheduled.map((s) => `${s.path}: ${s.why}`),
    failures: result.failures,
  });
}
const viewSeconds = (performance.now() - viewStarted) / 1000;
runner.collectUsage(null);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  "| Screen | Role | Calls | Documents read (queries + mutations) | Bytes read | Bytes written | Rows shown | Budget (queries) | Live re-runs per view |",
);
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
for (const f of figures) {
  const verdict = f.overBudget ? `**${f.budget} OVER**` : String(f.budget);
  const live =
    f.liveCalls > 0 ? `${f.liveCalls} calls, ${f.liveDocuments} docs, ${kb(f.liveWrittenBytes)} written` : "";
  console.log(
    `| ${f.screen} | ${f.role} | ${f.calls} | ${f.documents - f.mutationDocuments} + ${f.mutationDocuments} | ${kb(f.bytes)} | ${kb(f.writtenBytes)} | ${f.rows} | ${verdict} | ${live} |`,
  );
}
console.log("\n| School event | Per month | Calls | Documents read | Bytes read | Documents written | Bytes written |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const e of events) {
  console.log(
    `| ${e.name} | ${e.perMonth} | ${e.calls} | ${e.documents} | ${kb(e.bytes)} | ${e.written} | ${kb(e.writtenBytes)} |`,
  );
}
const failed = [
  ...figures
    .filter((f) => f.failures.length > 0)
    .map((f) => ({ name: `${f.screen} as ${f.role}`, failures: f.failures })),
  ...events.filter((e) => e.failures.length > 0),
];
for (const f of failed) console.log(`\nFAILED ${f.name}: ${f.failures.join("; ")}`);

const projection = projectMonth(figures, events);
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
    {
      scale,
      plan,
      documents,
      loggedEvents,
      seedSeconds,
      viewSeconds,
      rssBytes: peak.rss,
      figures,
      events,
      projection: projection.figures,
    },
    null,
    2,
  ),
);
console.log(`Figures written to ${outFile}`);
await backend.stop();
const over = figures.filter((f) => f.overBudget);
if (over.length > 0 || failed.length > 0) {
  console.log(`\n${over.length} screen view(s) over budget, ${failed.length} with failed calls.`);
  if (budgetsFail || failed.length > 0) process.exit(1);
}
// The jobs the measured mutations scheduled (quiz locks, reminders) are timers in this process.
process.exit(0);
