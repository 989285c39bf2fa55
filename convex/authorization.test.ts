/**
 * The authorization matrix: every PUBLIC function of the app (found in the deployed modules,
 * not in a hand-kept list) is called by six callers (visitor, student, enrolled student, the
 * course's teacher, another teacher, Admin) in a seeded world, and each (function x caller)
 * cell is its own test with the expected outcome: allowed, refused or hidden (see
 * convex/authz/matrix.setup.ts for what each means and how it is checked).
 *
 * Adding a public function? Add its row, or this suite fails naming the function:
 * - rows live in convex/authz/rows/<module>.setup.ts, one file per module (a new capability
 *   adds its own file, e.g. convex/authz/rows/quiz.setup.ts, and touches no other); each file
 *   exports `rows: Rows`, keyed "module:function" like clients call it;
 * - the `.setup.ts` suffix keeps them out of the deployment (Convex skips names with more than
 *   one dot) and out of test.setup's module map;
 * - then regenerate the table in docs/authorization.md:
 *   `node --import tsx scripts/authz-table.ts` (this suite fails while the doc differs).
 * A row whose function no longer exists fails too. Internal functions are out of scope.
 */
import { makeFunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import { afterEach, describe, expect, test, vi } from "vitest";
import doc from "../docs/authorization.md?raw";
import {
  CALLERS,
  isEmptyResult,
  mergeRows,
  withTable,
  type Caller,
  type Outcome,
  type Row,
} from "./authz/matrix.setup";
import { clientFor, seedWorld } from "./authz/world.setup";
import { modules, newTest } from "./test.setup";

type Kind = "query" | "mutation" | "action";

/** The flags Convex's registration sets on every registered function (impl/registration_impl.ts). */
type RegisteredFlags = { isQuery?: boolean; isMutation?: boolean; isAction?: boolean; isPublic?: boolean };

function publicKind(value: unknown): Kind | null {
  if (typeof value !== "function") return null;
  const flags = value as RegisteredFlags;
  if (flags.isPublic !== true) return null;
  if (flags.isQuery === true) return "query";
  if (flags.isMutation === true) return "mutation";
  if (flags.isAction === true) return "action";
  return null;
}

/** "module:function" -> kind, for every public function of every deployed module. */
async function publicFunctions(): Promise<Map<string, Kind>> {
  const found = new Map<string, Kind>();
  for (const [path, load] of Object.entries(modules)) {
    const moduleName = path.replace(/^\.\//, "").replace(/\.[jt]s$/, "");
    const exports = (await load()) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      const kind = publicKind(value);
      if (kind !== null) found.set(`${moduleName}:${exportName}`, kind);
    }
  }
  return found;
}

const rows = mergeRows(import.meta.glob<{ rows?: Record<string, Row> }>("./authz/rows/*.setup.ts", { eager: true }));
const functions = await publicFunctions();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the matrix covers the deployed functions", () => {
  test("every public function has a row", () => {
    const missing = [...functions.keys()].filter((name) => !(name in rows)).sort();
    const advice = missing.map((name) => {
      const moduleName = name.split(":")[0];
      return `${name} (public ${functions.get(name)} in convex/${moduleName}.ts) has no authorization row: add one to convex/authz/rows/${moduleName.replace(/\//g, "_")}.setup.ts (see the top of convex/authorization.test.ts)`;
    });
    expect(advice, advice.join("\n")).toEqual([]);
  });

  test("every row names an existing public function", () => {
    const stale = Object.keys(rows)
      .filter((name) => !functions.has(name))
      .map(
        (name) =>
          `${name} has a row in convex/authz/rows/ but is no public function any more: remove or rename the row`,
      );
    expect(stale, stale.join("\n")).toEqual([]);
  });

  test("every row has an allowed cell", () => {
    // A row refused for everyone could be refusing because its arguments are wrong (a missing
    // course is NOT_FOUND too); one allowed cell proves the arguments work.
    const unproven = Object.keys(rows).filter((name) => !Object.values(rows[name].expect).includes("allowed"));
    expect(unproven, `rows with no allowed caller: ${unproven.join(", ")}`).toEqual([]);
  });

  test("docs/authorization.md shows the current rows", () => {
    expect(
      withTable(doc, rows) === doc,
      "docs/authorization.md is out of date: run `node --import tsx scripts/authz-table.ts`",
    ).toBe(true);
  });
});

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

function describeError(error: unknown): string {
  if (error instanceof ConvexError) return `ConvexError ${JSON.stringify(error.data)}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function appErrorCode(error: unknown): string | null {
  if (!(error instanceof ConvexError)) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null) return null;
  const code = (data as { code?: unknown }).code;
  return typeof code === "string" ? code : null;
}

/** Codes that mean "refused": a visitor must be told to sign in; others are forbidden or not told it exists. */
function refusalCodes(caller: Caller): string[] {
  return caller === "visitor" ? ["UNAUTHENTICATED"] : ["FORBIDDEN", "NOT_FOUND"];
}

function checkOutcome(row: Row, caller: Caller, outcome: Outcome, settled: Settled): void {
  const isEmpty = row.isEmpty ?? isEmptyResult;
  if (outcome === "refused") {
    const got = settled.ok ? `it succeeded with ${JSON.stringify(settled.value)}` : describeError(settled.error);
    const code = settled.ok ? null : appErrorCode(settled.error);
    expect(
      code !== null && refusalCodes(caller).includes(code),
      `expected an AppError ${refusalCodes(caller).join(" or ")}; ${got}`,
    ).toBe(true);
    return;
  }
  if (!settled.ok) {
    throw new Error(`expected ${outcome}, but it threw ${describeError(settled.error)}`);
  }
  const rowHides = Object.values(row.expect).includes("hidden");
  if (outcome === "hidden") {
    expect(isEmpty(settled.value), `expected an empty result, got ${JSON.stringify(settled.value)}`).toBe(true);
  } else if (rowHides) {
    // Where some callers get nothing, the allowed ones must get something, or "hidden" proves nothing.
    expect(isEmpty(settled.value), `expected a non-empty result, got ${JSON.stringify(settled.value)}`).toBe(false);
  }
}

const cells = [...functions]
  .filter(([name]) => name in rows)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([name, kind]) => CALLERS.map((caller) => ({ name, kind, caller, outcome: rows[name].expect[caller] })));

describe("function x caller", () => {
  test.each(cells)("$name as $caller: $outcome", async ({ name, kind, caller, outcome }) => {
    const row = rows[name];
    const t = newTest();
    const world = await seedWorld(t);
    await row.prepare?.(t, world, caller);
    const client = clientFor(t, world, caller);
    const args = row.args(world, caller);
    const run = (): Promise<unknown> => {
      switch (kind) {
        case "query":
          return client.query(makeFunctionReference<"query", Record<string, unknown>, unknown>(name), args);
        case "mutation":
          return client.mutation(makeFunctionReference<"mutation", Record<string, unknown>, unknown>(name), args);
        case "action":
          return client.action(makeFunctionReference<"action", Record<string, unknown>, unknown>(name), args);
      }
    };
    const settled: Settled = await run().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    checkOutcome(row, caller, outcome, settled);
  });
});
