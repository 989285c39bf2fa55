/**
 * The cells of the authorization matrix (see convex/authorization.test.ts for what it proves):
 * every (public function x caller) pair is its own test. The cells are split over a few test files
 * (convex/authz/shard*.test.ts) so vitest spreads them over the cores; `shardRows` decides which
 * row files a shard runs, from the glob alone, so a new row file joins a shard with no other edit.
 */
import { makeFunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { modules, newTest, type TestConvex } from "../test.setup";
import {
  CALLERS,
  isEmptyResult,
  mergeRows,
  peopleProblems,
  type Caller,
  type Outcome,
  type Row,
  type Rows,
} from "./matrix.setup";
import { clientFor, seedWorld, type World } from "./world.setup";

export type Kind = "query" | "mutation" | "action";

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
export async function publicFunctions(): Promise<Map<string, Kind>> {
  const found = new Map<string, Kind>();
  for (const [path, load] of Object.entries(modules)) {
    const moduleName = path.replace(/^\.\.?\//, "").replace(/\.[jt]s$/, "");
    const exports = (await load()) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      const kind = publicKind(value);
      if (kind !== null) found.set(`${moduleName}:${exportName}`, kind);
    }
  }
  return found;
}

/** Every row file, keyed like convex/authorization.test.ts's glob ("./authz/rows/x.setup.ts"). */
export const rowFiles: Record<string, { rows?: Rows }> = Object.fromEntries(
  Object.entries(import.meta.glob<{ rows?: Rows }>("./rows/*.setup.ts", { eager: true })).map(([file, loaded]) => [
    file.replace(/^\.\//, "./authz/"),
    loaded,
  ]),
);

/** How many shard files there are (convex/authz/shard1.test.ts ... shardN.test.ts). */
export const SHARDS = 4;

/**
 * The rows of shard `index` (1-based): row files in name order, each given to the shard with the
 * fewest rows so far, so the shards stay about the same size as files come and go.
 */
export function shardRows(index: number): Rows {
  const loads = Array.from({ length: SHARDS }, () => ({ rows: 0, files: {} as Record<string, { rows?: Rows }> }));
  for (const file of Object.keys(rowFiles).sort()) {
    const lightest = loads.reduce((best, shard) => (shard.rows < best.rows ? shard : best));
    lightest.files[file] = rowFiles[file];
    lightest.rows += Object.keys(rowFiles[file].rows ?? {}).length;
  }
  return mergeRows(loads[index - 1].files);
}

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
function refusalCodes(row: Row, caller: Caller): readonly string[] {
  if (row.refusedWith !== undefined) return row.refusedWith;
  return caller === "visitor" ? ["UNAUTHENTICATED"] : ["FORBIDDEN", "NOT_FOUND"];
}

function checkOutcome(row: Row, caller: Caller, outcome: Outcome, settled: Settled, world: World): void {
  const isEmpty = row.isEmpty ?? isEmptyResult;
  if (outcome === "refused") {
    const got = settled.ok ? `it succeeded with ${JSON.stringify(settled.value)}` : describeError(settled.error);
    const code = settled.ok ? null : appErrorCode(settled.error);
    expect(
      code !== null && refusalCodes(row, caller).includes(code),
      `expected an AppError ${refusalCodes(row, caller).join(" or ")}; ${got}`,
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
  if (outcome === "allowed") {
    // What comes back, not only that it came: every person in it shows only what this caller may see.
    const own = caller === "visitor" ? null : world.actors[caller].email;
    const others = Object.values(world.actors)
      .map((actor) => actor.email)
      .filter((email) => email !== own);
    const problems = peopleProblems(row, caller, settled.value, others);
    expect(problems, problems.join("\n")).toEqual([]);
  }
}

/**
 * One test per (function x caller) of `rows`. A query without `prepare` cannot change the world
 * (Convex queries are read-only, and `prepare` is where a row writes), so those cells share one
 * world seeded once for the file; every other cell seeds its own, as before.
 */
export async function defineCells(rows: Rows): Promise<void> {
  const functions = await publicFunctions();
  const cells = [...functions]
    .filter(([name]) => name in rows)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, kind]) => CALLERS.map((caller) => ({ name, kind, caller, outcome: rows[name].expect[caller] })));

  let shared: { t: TestConvex; world: World } | undefined;
  beforeAll(async () => {
    const t = newTest();
    shared = { t, world: await seedWorld(t) };
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  describe("function x caller", () => {
    test.each(cells)("$name as $caller: $outcome", async ({ name, kind, caller, outcome }) => {
      const row = rows[name];
      const readOnly = kind === "query" && row.prepare === undefined;
      let t: TestConvex;
      let world: World;
      if (readOnly && shared !== undefined) {
        ({ t, world } = shared);
      } else {
        t = newTest();
        world = await seedWorld(t);
      }
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
      checkOutcome(row, caller, outcome, settled, world);
    });
  });
}
