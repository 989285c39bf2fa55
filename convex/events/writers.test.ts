/**
 * One writer per projected table (ADR 0049): every `ctx.db.insert/patch/replace/delete` of a
 * projected table is in its own projector's module (<domain>/projector.ts or the folder
 * <domain>/projector/), or in the rebuild that empties it (events/rebuild.ts). Writes are always
 * spelled with the table's name, so each one can be checked here.
 */
import { expect, test } from "vitest";
import type { TableNames } from "../_generated/dataModel";
import { projectedTables } from "./projectors";

/** Every source file of convex/, keyed by its path in convex/ ("courses/projector.ts"). */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(["../**/*.ts", "!../_generated/**"], { query: "?raw", import: "default", eager: true }),
  ).map(([path, text]) => [new URL(path, "file:///convex/events/").pathname.slice("/convex/".length), text]),
);

const WRITE = /\b(?:db|writer)\s*\.\s*(insert|patch|replace|delete)\s*\(\s*([^,)]*)/g;
const REBUILD = "events/rebuild.ts";

function ownerPaths(projector: string): (path: string) => boolean {
  return (path) => path === `${projector}/projector.ts` || path.startsWith(`${projector}/projector/`);
}

type Write = { path: string; line: number; table: string };

function writes(): Write[] {
  const found: Write[] = [];
  for (const [path, text] of Object.entries(sources)) {
    if (path === "events/writers.test.ts") continue;
    for (const match of text.matchAll(WRITE)) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push({ path, line, table: (match[2] ?? "").trim() });
    }
  }
  return found;
}

test("every database write names its table", () => {
  const unnamed = writes().filter((write) => !/^"[A-Za-z]+"$/.test(write.table) && !write.path.endsWith(".test.ts"));
  // The rebuild deletes from each projected table in turn, by a variable.
  const outsideRebuild = unnamed.filter((write) => write.path !== REBUILD);
  expect(outsideRebuild.map((write) => `${write.path}:${write.line} ${write.table}`)).toEqual([]);
});

test("a projected table is written only by its projector", () => {
  expect(projectedTables().size).toBeGreaterThan(0);
  const strays: string[] = [];
  for (const write of writes()) {
    const table = write.table.replace(/"/g, "") as TableNames;
    const owner = projectedTables().get(table);
    if (owner === undefined || write.path === REBUILD) continue;
    if (!ownerPaths(owner.projector)(write.path)) strays.push(`${write.path}:${write.line} writes ${table}`);
  }
  expect(strays).toEqual([]);
});
