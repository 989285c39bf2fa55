/**
 * The one place that reaches inside convex-test (node_modules/convex-test/dist/index.js).
 *
 * convex-test keeps its state in a per-instance "convex global" object ({ components, transactionManager,
 * scheduler, syscall, asyncSyscall, jsSyscall }) that it only hands to an AsyncLocalStorage. We capture
 * it once, right after creating the instance, by watching AsyncLocalStorage.run for one synchronous
 * call of `t.run`. Everything here is typed by what convex-test 0.0.60 does; pin that version.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { GenericId, Value } from "convex/values";

/** A document as the fake database stores it (Convex values, with _id and _creationTime). */
export type StoredDocument = { _id: string; _creationTime: number } & Record<string, Value>;

/** The fields and methods of convex-test's DatabaseFake we use. */
export interface DatabaseFake {
  _documents: Record<string, StoredDocument>;
  _storage: Record<string, Blob>;
  _nextDocId: number;
  _lastCreationTime: number;
  _writes: Record<string, StoredDocument | null>[];
  commit(commitTs?: bigint | null): void;
  storeFile(storageId: string, blob: Blob): void;
  get(tableName: string | undefined, id: string): StoredDocument | null;
  patch(tableName: string, id: string, value: Record<string, Value>): void;
}

export interface ConvexGlobal {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: { _lastCommitTs: bigint };
  syscall: (op: string, jsonArgs: string) => string;
  asyncSyscall: (op: string, jsonArgs: string) => Promise<string>;
  jsSyscall: (op: string, args: Record<string, unknown>) => Promise<unknown>;
}

/** Methods convex-test returns at run time but leaves out of its type definitions. */
export interface UntypedAccessor {
  queryFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  mutationFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  actionFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  fun(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  runInComponent<T>(componentPath: string, handler: () => Promise<T>): Promise<T>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  run<T>(handler: (ctx: RunCtx) => Promise<T>): Promise<T>;
  withIdentity(identity: Record<string, Value>): UntypedAccessor;
}
export type FunctionPath = { udfPath: string; componentPath: string };

/** What `t.run` hands its handler: a mutation ctx plus action storage. */
export type RunCtx = {
  storage: { store(blob: Blob): Promise<GenericId<"_storage">>; get(id: string): Promise<Blob | null> };
};

function looksLikeConvexGlobal(store: unknown): store is ConvexGlobal {
  return (
    typeof store === "object" &&
    store !== null &&
    "components" in store &&
    "transactionManager" in store &&
    "syscall" in store &&
    "asyncSyscall" in store &&
    "jsSyscall" in store
  );
}

/** Finds the convex global of a convex-test instance by watching one `t.run` call. */
export async function captureConvexGlobal(t: UntypedAccessor): Promise<ConvexGlobal> {
  const originalRun = AsyncLocalStorage.prototype.run;
  let captured: ConvexGlobal | null = null;
  // `run` is generic; the patched version forwards every argument unchanged.
  AsyncLocalStorage.prototype.run = function patchedRun<R, A extends unknown[]>(
    this: AsyncLocalStorage<unknown>,
    store: unknown,
    callback: (...args: A) => R,
    ...args: A
  ): R {
    if (captured === null && looksLikeConvexGlobal(store)) captured = store;
    return originalRun.call(this, store, callback, ...args) as R;
  };
  let pending: Promise<null>;
  try {
    pending = t.run(async () => null); // wrapInContext calls AsyncLocalStorage.run synchronously
  } finally {
    AsyncLocalStorage.prototype.run = originalRun;
  }
  await pending;
  if (captured === null) throw new Error("Could not find convex-test's internal state (version changed?)");
  return captured;
}

export function rootDatabase(global: ConvexGlobal): DatabaseFake {
  const root = global.components[""];
  if (!root) throw new Error("convex-test has no root component");
  return root.db;
}

/** The table an id belongs to: convex-test ids are a zero-padded counter followed by the table name. */
export function tableOfId(id: string): string | null {
  const match = /^[0-9]+/.exec(id);
  if (!match || match[0].length === id.length) return null;
  return id.slice(match[0].length);
}

export function counterOfId(id: string): number {
  const match = /^[0-9]+/.exec(id);
  return match ? Number(match[0]) : 0;
}

/** Table names, or "all" when they could not be narrowed down (read or written: assume everything). */
export type TableSet = ReadonlySet<string> | "all";

export function tablesOverlap(a: TableSet, b: TableSet): boolean {
  if (a === "all" || b === "all") return true;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const table of small) if (large.has(table)) return true;
  return false;
}

export function unionTables(a: TableSet, b: TableSet): TableSet {
  if (a === "all" || b === "all") return "all";
  return new Set([...a, ...b]);
}

/** Calls `onCommit(tables)` after every top-level commit that wrote something. */
export function onTopLevelCommit(db: DatabaseFake, onCommit: (tables: TableSet) => void): void {
  const commit = db.commit.bind(db);
  db.commit = (commitTs?: bigint | null) => {
    const isTopLevel = db._writes.length === 1;
    const ids = Object.keys(db._writes[db._writes.length - 1] ?? {});
    const tables = ids.map((id) => tableOfId(id));
    commit(commitTs);
    if (!isTopLevel || ids.length === 0) return;
    onCommit(tables.includes(null) ? "all" : new Set(tables as string[]));
  };
}

/** The newest version of a document, pending writes included (what `db.get` would see). */
export function currentDocument(db: DatabaseFake, id: string): StoredDocument | null {
  for (let i = db._writes.length - 1; i >= 0; i--) {
    const write = db._writes[i]?.[id];
    if (write !== undefined) return write;
  }
  return db._documents[id] ?? null;
}

/** Whether a document is neither committed nor written by a transaction in progress (deleted, rolled back). */
export function isGone(db: DatabaseFake, id: string): boolean {
  return db._documents[id] === undefined && !db._writes.some((writes) => writes[id] !== undefined);
}

export type StoreFileHooks = {
  /** A blob was stored for this (pending or committed) `_storage` document. */
  stored(storageId: string, doc: StoredDocument): void;
  /** The document was already committed when its `contentType` was added (in an action). */
  committedChange(tables: TableSet): void;
};

/**
 * Wraps `storeFile`, which convex-test calls with every blob stored. Real Convex keeps a
 * `contentType` on `_storage` documents; convex-test does not: copy the blob's type onto the
 * (pending or committed) `_storage` document, then tell `hooks`.
 */
export function wrapStoreFile(db: DatabaseFake, hooks: StoreFileHooks): void {
  const storeFile = db.storeFile.bind(db);
  db.storeFile = (storageId: string, blob: Blob) => {
    storeFile(storageId, blob);
    const doc = currentDocument(db, storageId);
    if (doc === null) return;
    if (blob.type && doc.contentType !== blob.type) {
      doc.contentType = blob.type;
      const pending = db._writes.some((writes) => writes[storageId] !== undefined);
      if (!pending) hooks.committedChange(new Set([tableOfId(storageId) ?? "_storage"]));
    }
    hooks.stored(storageId, doc);
  };
}

export type QueryPageResult = {
  page: unknown[];
  isDone: boolean;
  continueCursor: string;
  splitCursor: string | null;
  pageStatus: string | null;
};

/**
 * Wraps the async syscalls so `.paginate()` inside a subscribed query can be pinned to the end cursor
 * of its first run (the "journal"), which is how the real backend keeps loaded pages gapless.
 */
export function interceptQueryPage(
  global: ConvexGlobal,
  adjust: (args: { endCursor: string | null }, run: (endCursor: string | null) => Promise<QueryPageResult>) => Promise<QueryPageResult>,
): void {
  const original = global.asyncSyscall;
  global.asyncSyscall = async (op: string, jsonArgs: string) => {
    if (op !== "1.0/queryPage") return await original(op, jsonArgs);
    const args = JSON.parse(jsonArgs) as { endCursor: string | null };
    const result = await adjust(args, async (endCursor) => {
      const raw = await original(op, JSON.stringify({ ...args, endCursor }));
      return JSON.parse(raw) as QueryPageResult;
    });
    return JSON.stringify(result);
  };
}

/** Syscalls that read no documents (or whose reads are recorded elsewhere: queryStreamNext by queryStream). */
const READS_NOTHING = new Set([
  "1.0/getSnapshotTs",
  "1.0/queryCleanup",
  "1.0/db/normalizeId",
  "1.0/queryStreamNext",
  "1.0/getTransactionMetrics",
  "1.0/getFunctionMetadata",
  "1.0/getRequestMetadata",
  "1.0/getDeploymentMetadata",
  "1.0/getUserIdentity",
  "1.0/createFunctionHandle",
  "1.0/storageGenerateUploadUrl",
  "1.0/auditLog",
  // Nested functions: their own syscalls run in the caller's async context and are recorded there.
  "1.0/runUdf",
  "1.0/actions/query",
  "1.0/actions/mutation",
  "1.0/actions/action",
  "1.0/actions/schedule",
  "1.0/actions/cancel_job",
]);

function tableOfQuerySource(query: unknown): string | null {
  const source = (query as { source?: { type?: unknown; tableName?: unknown; indexName?: unknown } } | null)?.source;
  if (source?.type === "FullTableScan" && typeof source.tableName === "string") return source.tableName;
  if ((source?.type === "IndexRange" || source?.type === "Search") && typeof source.indexName === "string") {
    return source.indexName.split(".")[0] ?? null;
  }
  return null;
}

function tableOfArgs(args: { table?: unknown; id?: unknown }): string | null {
  if (typeof args.table === "string") return args.table;
  return typeof args.id === "string" ? tableOfId(args.id) : null;
}

/**
 * The tables a syscall reads: null when it reads no documents, "all" when it cannot be attributed
 * (an unknown syscall or argument shape), so read sets only ever err on the side of re-running.
 */
export function tablesReadBy(op: string, args: unknown): TableSet | null {
  if (READS_NOTHING.has(op)) return null;
  const fields = (typeof args === "object" && args !== null ? args : {}) as Record<string, unknown>;
  let table: string | null = null;
  switch (op) {
    case "1.0/queryStream":
    case "1.0/queryPage":
      table = tableOfQuerySource(fields.query);
      break;
    case "1.0/get":
    case "1.0/count":
    case "1.0/insert":
    case "1.0/shallowMerge":
    case "1.0/replace":
    case "1.0/remove":
      table = tableOfArgs(fields);
      break;
    case "1.0/actions/vectorSearch": {
      const indexName = (fields.query as { indexName?: unknown } | undefined)?.indexName;
      table = typeof indexName === "string" ? (indexName.split(".")[0] ?? null) : null;
      break;
    }
    case "1.0/storageGetUrl":
    case "1.0/storageDelete":
    case "storage/getBlob":
    case "storage/storeBlob":
      table = "_storage";
      break;
    case "1.0/schedule":
    case "1.0/cancel_job":
      table = "_scheduled_functions";
      break;
  }
  return table === null || table === "" ? "all" : new Set([table]);
}

/**
 * Wraps the three syscall entry points so every document read made while `active()` is true is
 * reported to `onRead` with the tables it touched (for read sets of subscribed queries).
 */
export function interceptReads(global: ConvexGlobal, active: () => boolean, onRead: (tables: TableSet) => void): void {
  const note = (op: string, args: () => unknown) => {
    if (READS_NOTHING.has(op) || !active()) return;
    let parsed: unknown = null;
    try {
      parsed = args();
    } catch {
      // Unparseable arguments: the syscall itself will fail; count it as reading everything.
    }
    const tables = tablesReadBy(op, parsed);
    if (tables !== null) onRead(tables);
  };
  const { syscall, asyncSyscall, jsSyscall } = global;
  global.syscall = (op, jsonArgs) => {
    note(op, () => JSON.parse(jsonArgs));
    return syscall(op, jsonArgs);
  };
  // No extra async layer: `note` never throws, and the syscalls' own promises are returned as they are.
  global.asyncSyscall = (op, jsonArgs) => {
    note(op, () => JSON.parse(jsonArgs));
    return asyncSyscall(op, jsonArgs);
  };
  global.jsSyscall = (op, args) => {
    note(op, () => args);
    return jsSyscall(op, args);
  };
}
