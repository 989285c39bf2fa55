/**
 * The authorization matrix: every PUBLIC function of the app (found in the deployed modules,
 * not in a hand-kept list) is called by six callers (visitor, student, enrolled student, the
 * course's teacher, another teacher, Admin) in a seeded world, and each (function x caller)
 * cell is its own test with the expected outcome: allowed, refused or hidden (see
 * convex/authz/matrix.setup.ts for what each means and how it is checked). This file checks that
 * the rows cover the deployed functions; the cells themselves run in convex/authz/shard*.test.ts,
 * a few files so vitest spreads them over the cores (convex/authz/cells.setup.ts).
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
import { expect, test, describe } from "vitest";
import doc from "../docs/authorization.md?raw";
import { publicFunctions, rowFiles, SHARDS, shardRows } from "./authz/cells.setup";
import { mergeRows, withTable } from "./authz/matrix.setup";

const rows = mergeRows(rowFiles);
const functions = await publicFunctions();

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

  test("every row runs in exactly one shard of cells", () => {
    const sharded = Array.from({ length: SHARDS }, (_, i) => Object.keys(shardRows(i + 1))).flat();
    expect(sharded.sort()).toEqual(Object.keys(rows).sort());
  });

  test("docs/authorization.md shows the current rows", () => {
    expect(
      withTable(doc, rows) === doc,
      "docs/authorization.md is out of date: run `node --import tsx scripts/authz-table.ts`",
    ).toBe(true);
  });
});
