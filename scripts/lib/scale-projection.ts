/**
 * The monthly projection of scripts/bench-scale.ts: a 500-student school's function calls and
 * database I/O (bytes read and written) from the measured page views and school events, against
 * Convex's free plan. Every assumption is a named constant here or in scale-activity.ts, and is
 * printed with the result.
 */
import type { Role } from "./scale-screens.ts";

export const SHELL_NAME = "Top bar (per visit)";

/** One measured page view of one screen by one role. */
export type ScreenFigure = {
  screen: string;
  route: string;
  role: Role;
  calls: number;
  documents: number;
  /** Of `documents`, read by the mutations the person makes in the view (outside the budget). */
  mutationDocuments: number;
  bytes: number;
  written: number;
  writtenBytes: number;
  rows: number;
  budget: number;
  overBudget: boolean;
  liveCalls: number;
  liveDocuments: number;
  liveBytes: number;
  liveWrittenBytes: number;
  liveWhy: string;
  perCall: { path: string; documents: number; bytes: number; writtenBytes: number }[];
  failures: string[];
};

/** One measured school event (scale-activity.ts), which happens `perMonth` times. */
export type EventFigure = {
  name: string;
  perMonth: number;
  why: string;
  calls: number;
  documents: number;
  bytes: number;
  written: number;
  writtenBytes: number;
  scheduled: string[];
  failures: string[];
};

/** Convex's free plan (convex.dev/pricing): per month. */
export const FREE_PLAN = { functionCalls: 1_000_000, databaseIoBytes: 1_000_000_000 };

/** Who uses the school's Lyceum in a month, and how much. */
export const SCHOOL: Record<Role, { people: number; viewsEach: number }> = {
  student: { people: 500, viewsEach: 100 },
  teacher: { people: 25, viewsEach: 300 },
  Admin: { people: 2, viewsEach: 200 },
  // Signed-out page views (landing, login, certificate checks): sign-ins on new devices, parents.
  visitor: { people: 1, viewsEach: 2_000 },
};
/** Page views per visit: the top bar's subscriptions (and their live re-runs) start once per visit. */
export const VIEWS_PER_VISIT = 5;

/** `bytes`: read; `writtenBytes`: written; database I/O is their sum. */
type Totals = { calls: number; documents: number; bytes: number; writtenBytes: number };
const FIELDS = ["calls", "documents", "bytes", "writtenBytes"] as const;
const zero = (): Totals => ({ calls: 0, documents: 0, bytes: 0, writtenBytes: 0 });
const io = (t: Totals) => t.bytes + t.writtenBytes;

function perView(figures: ScreenFigure[], role: Role, pick: "mean" | "max", liveFactor: number): Totals {
  const screens = figures.filter((f) => f.role === role && f.screen !== SHELL_NAME);
  const shell = figures.find((f) => f.role === role && f.screen === SHELL_NAME);
  // Live re-runs scale with a busier month; the mutations a person makes in a view do too.
  const cost = (f: ScreenFigure): Totals => ({
    calls: f.calls + liveFactor * f.liveCalls,
    documents: f.documents + liveFactor * f.liveDocuments,
    bytes: f.bytes + liveFactor * f.liveBytes,
    writtenBytes: f.writtenBytes + liveFactor * f.liveWrittenBytes,
  });
  const costs = screens.map(cost);
  const chosen = zero();
  if (pick === "mean")
    for (const field of FIELDS) chosen[field] = costs.reduce((s, c) => s + c[field], 0) / costs.length;
  else
    Object.assign(
      chosen,
      costs.reduce((a, b) => (io(b) > io(a) ? b : a)),
    );
  const s = shell ? cost(shell) : zero();
  for (const field of FIELDS) chosen[field] += s[field] / VIEWS_PER_VISIT;
  return chosen;
}

function month(figures: ScreenFigure[], events: EventFigure[], pick: "mean" | "max", liveFactor = 1): Totals {
  const total = zero();
  for (const [role, { people, viewsEach }] of Object.entries(SCHOOL) as [
    Role,
    { people: number; viewsEach: number },
  ][]) {
    if (!figures.some((f) => f.role === role)) continue;
    const one = perView(figures, role, pick, liveFactor);
    const views = people * viewsEach;
    for (const field of FIELDS) total[field] += one[field] * views;
  }
  for (const event of events) for (const field of FIELDS) total[field] += event[field] * event.perMonth;
  return total;
}

/**
 * The most students whose even-mix month fits the free plan, with teachers, courses and school
 * events in proportion (they scale with the students) and the signed-out views and Admins as they are.
 */
function studentsThatFit(figures: ScreenFigure[], events: EventFigure[]): number {
  const fixedRoles: Role[] = ["visitor", "Admin"];
  const fixed = month(
    figures.filter((f) => fixedRoles.includes(f.role)),
    [],
    "mean",
  );
  const scaling = month(
    figures.filter((f) => !fixedRoles.includes(f.role)),
    events,
    "mean",
  );
  const factor = Math.min(
    (FREE_PLAN.functionCalls - fixed.calls) / scaling.calls,
    (FREE_PLAN.databaseIoBytes - io(fixed)) / io(scaling),
  );
  return Math.floor((SCHOOL.student.people * factor) / 10) * 10;
}

const mega = (n: number) => `${(n / 1e6).toFixed(2)} M`;
const gb = (n: number) => `${(n / 1e9).toFixed(3)} GB`;

export function projectMonth(figures: ScreenFigure[], events: EventFigure[]) {
  const typical = month(figures, events, "mean");
  const busy = month(figures, events, "mean", 4);
  const worst = month(figures, events, "max");
  const eventsOnly = month([], events, "mean");
  const fits = studentsThatFit(figures, events);
  const share = (n: number, of: number) => `${((100 * n) / of).toFixed(0)}%`;
  const line = (label: string, t: Totals) =>
    `| ${label} | ${mega(t.calls)} (${share(t.calls, FREE_PLAN.functionCalls)} of 1 M) | ` +
    `${gb(io(t))} (${share(io(t), FREE_PLAN.databaseIoBytes)} of 1 GB) | ${gb(t.bytes)} | ${gb(t.writtenBytes)} | ` +
    `${mega(t.documents)} |`;
  const text = [
    "Projection: a 500-student school's month on Convex's free plan (1 M function calls, 1 GB database I/O)",
    `Assumptions: ${Object.entries(SCHOOL)
      .map(([role, s]) => `${s.people} ${role}${s.people === 1 ? "" : "s"} × ${s.viewsEach} views`)
      .join(", ")}; each role's views spread evenly over the screens it can see; the top bar once per ` +
      `${VIEWS_PER_VISIT} views; live re-runs and the mutations made in a view as in the table; the school ` +
      `events as in their table (${mega(eventsOnly.calls)} calls, ${gb(io(eventsOnly))} of it). Database I/O is ` +
      "bytes read plus bytes written.",
    "",
    "| Mix | Function calls | Database I/O | of it read | of it written | Documents read |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    line("Even mix of screens", typical),
    line("Even mix, 4× the live updates and in-view writes (a busy month)", busy),
    line("Every view the role's costliest screen", worst),
    "",
    `Margin (even mix): calls ${(FREE_PLAN.functionCalls / typical.calls).toFixed(2)}× under the limit, ` +
      `I/O ${(FREE_PLAN.databaseIoBytes / io(typical)).toFixed(2)}× under the limit. ` +
      `The largest school that fits (even mix, teachers, courses and events in proportion): ${fits} students.`,
  ].join("\n");
  return {
    text,
    figures: {
      typical,
      busy,
      worst,
      events: eventsOnly,
      studentsThatFit: fits,
      school: SCHOOL,
      viewsPerVisit: VIEWS_PER_VISIT,
      freePlan: FREE_PLAN,
    },
  };
}
