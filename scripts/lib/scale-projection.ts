/**
 * The monthly projection of scripts/bench-scale.ts: a 500-student school's function calls and
 * database I/O from the measured page views, against Convex's free plan. Every assumption is a
 * named constant here and is printed with the result.
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
  bytes: number;
  rows: number;
  budget: number;
  overBudget: boolean;
  liveCalls: number;
  liveDocuments: number;
  liveBytes: number;
  liveWhy: string;
  perCall: { path: string; documents: number; bytes: number }[];
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

type Totals = { calls: number; bytes: number; documents: number };

function perView(figures: ScreenFigure[], role: Role, pick: "mean" | "max", liveFactor: number): Totals {
  const screens = figures.filter((f) => f.role === role && f.screen !== SHELL_NAME);
  const shell = figures.find((f) => f.role === role && f.screen === SHELL_NAME);
  const cost = (f: ScreenFigure): Totals => ({
    calls: f.calls + liveFactor * f.liveCalls,
    documents: f.documents + liveFactor * f.liveDocuments,
    bytes: f.bytes + liveFactor * f.liveBytes,
  });
  const costs = screens.map(cost);
  const chosen =
    pick === "mean"
      ? {
          calls: costs.reduce((s, c) => s + c.calls, 0) / costs.length,
          documents: costs.reduce((s, c) => s + c.documents, 0) / costs.length,
          bytes: costs.reduce((s, c) => s + c.bytes, 0) / costs.length,
        }
      : costs.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const s = shell ? cost(shell) : { calls: 0, documents: 0, bytes: 0 };
  return {
    calls: chosen.calls + s.calls / VIEWS_PER_VISIT,
    documents: chosen.documents + s.documents / VIEWS_PER_VISIT,
    bytes: chosen.bytes + s.bytes / VIEWS_PER_VISIT,
  };
}

function month(figures: ScreenFigure[], pick: "mean" | "max", liveFactor = 1): Totals {
  const total: Totals = { calls: 0, documents: 0, bytes: 0 };
  for (const [role, { people, viewsEach }] of Object.entries(SCHOOL) as [
    Role,
    { people: number; viewsEach: number },
  ][]) {
    if (!figures.some((f) => f.role === role)) continue;
    const one = perView(figures, role, pick, liveFactor);
    const views = people * viewsEach;
    total.calls += one.calls * views;
    total.documents += one.documents * views;
    total.bytes += one.bytes * views;
  }
  return total;
}

const mega = (n: number) => `${(n / 1e6).toFixed(2)} M`;
const gb = (n: number) => `${(n / 1e9).toFixed(3)} GB`;

export function projectMonth(figures: ScreenFigure[]) {
  const typical = month(figures, "mean");
  const busy = month(figures, "mean", 4);
  const worst = month(figures, "max");
  const line = (label: string, t: Totals) =>
    `| ${label} | ${mega(t.calls)} (${((100 * t.calls) / FREE_PLAN.functionCalls).toFixed(0)}% of 1 M) | ` +
    `${gb(t.bytes)} (${((100 * t.bytes) / FREE_PLAN.databaseIoBytes).toFixed(0)}% of 1 GB) | ${mega(t.documents)} |`;
  const text = [
    "Projection: a 500-student school's month on Convex's free plan (1 M function calls, 1 GB database I/O)",
    `Assumptions: ${Object.entries(SCHOOL)
      .map(([role, s]) => `${s.people} ${role}${s.people === 1 ? "" : "s"} × ${s.viewsEach} views`)
      .join(", ")}; each role's views spread evenly over the screens it can see; the top bar once per ` +
      `${VIEWS_PER_VISIT} views; live re-runs as in the table; reads only (page views write little: heartbeats, read marks).`,
    "",
    "| Mix | Function calls | Database I/O (reads) | Documents read |",
    "| --- | ---: | ---: | ---: |",
    line("Even mix of screens", typical),
    line("Even mix, 4× the live updates (a busy discussion)", busy),
    line("Every view the role's costliest screen", worst),
    "",
    `Margin (even mix): calls ${(FREE_PLAN.functionCalls / typical.calls).toFixed(1)}× under the limit, ` +
      `I/O ${(FREE_PLAN.databaseIoBytes / typical.bytes).toFixed(1)}× under the limit.`,
  ].join("\n");
  return {
    text,
    figures: { typical, busy, worst, school: SCHOOL, viewsPerVisit: VIEWS_PER_VISIT, freePlan: FREE_PLAN },
  };
}
