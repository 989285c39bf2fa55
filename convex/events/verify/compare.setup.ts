/**
 * events:verify's comparison (ADR 0049): every projected table read whole, each document named by
 * its identity (the fields its projector declares, references resolved to the identity of the
 * document they point at), then compared with the tables a replay of the log built. `_id` and
 * `_creationTime` differ after a replay and are left out; a reference that points at another
 * document after the replay changes the identity it resolves to, and so differs.
 */
import type { TableNames } from "../../_generated/dataModel";
import { internal } from "../../_generated/api";
import { projectedTables } from "../projectors";
import type { TestConvex } from "../../test.setup";

type Document = Record<string, unknown> & { _id: string };
export type Snapshot = Map<TableNames, Document[]>;

export async function snapshot(t: TestConvex): Promise<Snapshot> {
  const tables = new Map<TableNames, Document[]>();
  for (const table of projectedTables().keys()) {
    tables.set(table, (await t.run((ctx) => ctx.db.query(table).collect())) as unknown as Document[]);
  }
  return tables;
}

/** Each projected document's `_id` → "table:identity". */
function identities(tables: Snapshot): Map<string, string> {
  const byId = new Map<string, { table: TableNames; doc: Document }>();
  for (const [table, docs] of tables) for (const doc of docs) byId.set(doc._id, { table, doc });
  const named = new Map<string, string>();
  const naming = new Set<string>();
  const nameOf = (id: string): string => {
    const known = named.get(id);
    if (known !== undefined) return known;
    const entry = byId.get(id);
    if (entry === undefined) return id;
    if (naming.has(id)) throw new Error(`identity of ${entry.table} ${id} refers to itself`);
    naming.add(id);
    const fields = projectedTables().get(entry.table)?.identity ?? ["key"];
    const name = `${entry.table}:${fields.map((field) => canonical(entry.doc[field], nameOf)).join("/")}`;
    named.set(id, name);
    return name;
  };
  for (const id of byId.keys()) nameOf(id);
  return named;
}

/** A value as text, with every id of a projected document replaced by that document's identity. */
function canonical(value: unknown, nameOf: (id: string) => string): string {
  if (typeof value === "string") return JSON.stringify(nameOf(value));
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, nameOf)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([name]) => name !== "_id" && name !== "_creationTime")
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${canonical(inner, nameOf)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Every projected table as identity → canonical document. */
function canonicalTables(tables: Snapshot): Map<TableNames, Map<string, string>> {
  const named = identities(tables);
  const nameOf = (id: string) => named.get(id) ?? id;
  const result = new Map<TableNames, Map<string, string>>();
  for (const [table, docs] of tables) {
    const rows = new Map<string, string>();
    for (const doc of docs) {
      const identity = nameOf(doc._id);
      if (rows.has(identity)) throw new Error(`two ${table} documents share the identity ${identity}`);
      rows.set(identity, canonical(doc, nameOf));
    }
    result.set(table, rows);
  }
  return result;
}

/** The differences between two snapshots, one line each (none when they are identical). */
export function differences(before: Snapshot, after: Snapshot, limit = 20): string[] {
  const a = canonicalTables(before);
  const b = canonicalTables(after);
  const lines: string[] = [];
  for (const [table, rows] of a) {
    const other = b.get(table) ?? new Map<string, string>();
    for (const [identity, doc] of rows) {
      const replayed = other.get(identity);
      if (replayed === undefined) lines.push(`${identity}: missing after the replay`);
      else if (replayed !== doc) lines.push(`${identity}: differs\n  before ${doc}\n  after  ${replayed}`);
    }
    for (const identity of other.keys()) if (!rows.has(identity)) lines.push(`${identity}: only after the replay`);
  }
  return lines.slice(0, limit);
}

/** Runs projections:rebuild's steps to the end (scheduled follow-ups included). */
export async function replay(t: TestConvex, settle: () => Promise<void>): Promise<number> {
  let step: { phase: string; cursor: string | null } | null = {
    phase: [...projectedTables().keys()][0] ?? "replay",
    cursor: null,
  };
  let batches = 0;
  while (step !== null) {
    step = await t.mutation(internal.events.rebuild.rebuildStep, step);
    batches += 1;
  }
  await settle();
  return batches;
}

export function documentCount(tables: Snapshot): number {
  let count = 0;
  for (const docs of tables.values()) count += docs.length;
  return count;
}
