/**
 * THE ONE FILE THAT REACHES INSIDE convex-test (node_modules/convex-test/dist/index.js).
 *
 * The rest of the offline backend uses convex-test's public API only (`convexTest(schema, modules)`,
 * `t.run`, `t.fetch`, `t.withIdentity`, the module map), and goes through `ConvexTestInternals` for
 * everything else. Every use of something convex-test does not publish is marked `REACH:` below with
 * what it touches and why. The reaches, in one list:
 *
 *   1. Undeclared accessor methods: `queryFromPath`, `mutationFromPath`, `actionFromPath`, `fun`,
 *      `runInComponent` (returned by convexTest at run time, left out of its .d.ts).
 *   2. A monkey patch of `AsyncLocalStorage.prototype.run`, for one synchronous call, to capture the
 *      instance's private "convex global" ({ components, transactionManager, syscall, ... }).
 *   3. The root component's `DatabaseFake` (`components[""].db`), its private fields `_documents`,
 *      `_storage`, `_nextDocId`, `_lastCreationTime`, `_writes`, and its methods `get`, `patch`,
 *      `_validate`, `_schema`, `_generateId` (bulkInsert, for benchmark seeds), and `_iterateDocs`, replaced,
 *      and `_resolveQuerySource` and `_addWrite`, wrapped, by indexTablesForScans (benchmarks only);
 *      and the pending `_writes` of every registered component's `DatabaseFake` (commit hook).
 *   4. `transactionManager._lastCommitTs`.
 *   5. Wrappers around `DatabaseFake.commit` and `DatabaseFake.storeFile`.
 *   6. Wrappers around the syscall entry points `syscall`, `asyncSyscall`, `jsSyscall` (read sets,
 *      and the documents `1.0/get`, `1.0/queryStreamNext`, `1.0/queryPage` answer: read counts),
 *      around the write syscalls (write counts, from `1.0/getTransactionMetrics`),
 *      around the `1.0/queryPage` async syscall (pagination journals), and around the
 *      `1.0/storageGenerateUploadUrl` async syscall (upload tokens the backend issues), and around
 *      `1.0/storageGetUrl` (signed download URLs).
 *   7. Knowledge of private formats: ids (zero-padded counter + table name), the `_end_cursor`
 *      sentinel cursor, syscall names and argument shapes.
 *   8. A wrapper around `getUserIdentity` on the prototype of convex-test's unexported `AuthFake`
 *      (the class of every `ctx.auth`), to know which query runs looked at the caller.
 *
 * All of it was written for and checked against convex-test CONVEX_TEST_VERSION (below); the
 * backend refuses to start with any other installed version (assertConvexTestVersion). To move to a
 * new convex-test: re-check each REACH against its dist/index.js, run the backend tests, then bump
 * CONVEX_TEST_VERSION.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { convexTest } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import type { GenericId, Value } from "convex/values";
import type { ComponentToLoad } from "./components.ts";
import type { FunctionKind, ModuleMap } from "./modules.ts";
import type { RangeExpression, Read, WriteSet, WrittenDocument } from "./read-sets.ts";
import type { TableSet } from "./table-sets.ts";

// ---------------------------------------------------------------------------------------------
// Version check
// ---------------------------------------------------------------------------------------------

/** The convex-test version every REACH in this file was written for and checked against. */
export const CONVEX_TEST_VERSION = "0.0.60";

/** Thrown when the installed convex-test is not CONVEX_TEST_VERSION: the backend does not start. */
export class ConvexTestVersionError extends Error {
  override name = "ConvexTestVersionError";
}

/**
 * Null when `installed` is exactly `expected`; otherwise the message the backend refuses to start
 * with. Pure, so the check itself can be tested. `installed` is null when no convex-test
 * package.json could be read.
 */
export function convexTestVersionProblem(
  installed: string | null,
  expected: string = CONVEX_TEST_VERSION,
): string | null {
  if (installed === expected) return null;
  const found =
    installed === null
      ? "no convex-test package.json could be read from node_modules"
      : `convex-test ${installed} is installed`;
  const next = installed ?? "the installed version";
  return [
    `The offline backend refuses to start: it was written for convex-test ${expected}, but ${found}.`,
    "It reaches into convex-test's internals (offline-backend/convex-internals.ts), which change between versions.",
    "Do one of:",
    `  - pin convex-test: "convex-test": "${expected}" in package.json's devDependencies, then \`npm install\`;`,
    `  - or update offline-backend/convex-internals.ts for ${next}: re-check every REACH listed at its top,`,
    `    run \`npx vitest run --project backend\`, then set CONVEX_TEST_VERSION there to "${installed ?? "<new version>"}".`,
  ].join("\n");
}

/**
 * The version in node_modules/convex-test/package.json, found the way Node resolves `convex-test`
 * from this file (whatever its package "exports" allow); null when there is none.
 */
export function installedConvexTestVersion(): string | null {
  const require = createRequire(import.meta.url);
  for (const dir of require.resolve.paths("convex-test") ?? []) {
    const file = path.join(dir, "convex-test", "package.json");
    if (!existsSync(file)) continue;
    try {
      const { version } = JSON.parse(readFileSync(file, "utf8")) as { version?: unknown };
      return typeof version === "string" ? version : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Throws a ConvexTestVersionError (message: convexTestVersionProblem) unless the versions match. */
export function assertConvexTestVersion(installed: string | null = installedConvexTestVersion()): void {
  const problem = convexTestVersionProblem(installed);
  if (problem !== null) throw new ConvexTestVersionError(problem);
}

// ---------------------------------------------------------------------------------------------
// Types: the public surface the rest of the backend sees, and the private shapes behind it
// ---------------------------------------------------------------------------------------------

/** A document as the fake database stores it (Convex values, with _id and _creationTime). */
export type StoredDocument = { _id: string; _creationTime: number } & Record<string, Value>;

/** What `t.run` hands its handler (public API): a mutation ctx plus action storage; what we use of it. */
export type RunCtx = {
  storage: { store(blob: Blob): Promise<GenericId<"_storage">>; get(id: string): Promise<Blob | null> };
};

/**
 * A convex-test accessor (the instance, or what `withIdentity` returns), typed by the PUBLIC methods
 * the backend calls on it directly. Calls by function path go through ConvexTestInternals.
 */
export interface Accessor {
  run<T>(handler: (ctx: RunCtx) => Promise<T>): Promise<T>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  withIdentity(identity: Record<string, Value>): Accessor;
}

type FunctionPath = { udfPath: string; componentPath: string };

// REACH 1: what convexTest returns at run time. The public type (TestConvex) declares only query,
// mutation, action (by function reference), run, fetch, withIdentity, ...; the *FromPath methods,
// `fun` and `runInComponent` exist on the object but are not declared. We need calls by udfPath
// string (clients send paths, not references) and a transaction in the root component.
interface UntypedAccessor extends Accessor {
  queryFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  mutationFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  actionFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  fun(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  runInComponent<T>(componentPath: string, handler: () => Promise<T>): Promise<T>;
  withIdentity(identity: Record<string, Value>): UntypedAccessor;
}

// REACH 3: convex-test's (unexported) DatabaseFake class, the fields and methods we touch.
interface DatabaseFake {
  _documents: Record<string, StoredDocument>;
  _storage: Record<string, Blob>;
  _nextDocId: number;
  _lastCreationTime: number;
  /** One map of pending writes per open (nested) transaction; length 1 = the top-level one. */
  _writes: Record<string, StoredDocument | null>[];
  commit(commitTs?: bigint | null): void;
  storeFile(storageId: string, blob: Blob): void;
  get(tableName: string | undefined, id: string): StoredDocument | null;
  patch(tableName: string, id: string, value: Record<string, Value>): void;
  _validate(tableName: string, doc: Record<string, Value>): void;
  /** The schema as convex-test keeps it: each table's exported validator (null: no schema). */
  _schema: { schemaValidation: boolean; tables: Map<string, { documentType?: ValidatorJson }> } | null;
  _generateId(tableName: string): string;
  _iterateDocs(tableName: string, callback: (doc: StoredDocument) => void): void;
  /** Every pending write (insert, patch, replace, delete, a nested commit) into the newest `_writes`. */
  _addWrite(id: string, value: StoredDocument | null): void;
  _resolveQuerySource(query: { source: QuerySource }): unknown;
}

/** An exported validator (convex/values' JSON form, as `defineTable(...).export()` gives it). */
type ValidatorJson = { type: string; value?: unknown };

/** What `_resolveQuerySource` reads of a query's source (REACH 7: convex/server's query JSON). */
type QuerySource = {
  type: string;
  indexName?: string;
  range?: { type: string; fieldPath: string; value: unknown }[];
};

// REACH 2/4/6: the per-instance "convex global" convex-test keeps in an AsyncLocalStorage.
interface ConvexGlobal {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: { _lastCommitTs: bigint };
  syscall: (op: string, jsonArgs: string) => string;
  asyncSyscall: (op: string, jsonArgs: string) => Promise<string>;
  jsSyscall: (op: string, args: Record<string, unknown>) => Promise<unknown>;
}

/** The `1.0/queryPage` syscall's result (what `.paginate()` turns into a PaginationResult). */
export type QueryPageResult = {
  page: unknown[];
  isDone: boolean;
  continueCursor: string;
  splitCursor: string | null;
  pageStatus: string | null;
};

/** The id counter and clocks of the fake database, saved and restored with a snapshot. */
export type DatabaseClock = { nextDocId: number; lastCreationTime: number; lastCommitTs: bigint };

/** What a root-component transaction (ConvexTestInternals.transact) may do. */
export type RootTransaction = {
  get(table: string, id: string): StoredDocument | null;
  patch(table: string, id: string, fields: Record<string, Value>): void;
};

export type StoreFileHooks = {
  /** The document was already committed when its `contentType` was added (in an action). */
  committedChange(tables: TableSet, doc: StoredDocument): void;
};

/** One document a top-level commit wrote to the root component: its id and what it is now (null: deleted). */
export type CommittedWrite = [id: string, doc: StoredDocument | null];

// ---------------------------------------------------------------------------------------------
// Private formats (REACH 7)
// ---------------------------------------------------------------------------------------------

/**
 * The table an id belongs to. REACH 7: convex-test ids are a zero-padded counter followed by the
 * table name (DatabaseFake._generateId), unlike Convex's opaque ids; null for anything else.
 */
export function tableOfId(id: string): string | null {
  const match = /^[0-9]+/.exec(id);
  if (!match || match[0].length === id.length) return null;
  return id.slice(match[0].length);
}

/** The counter part of a convex-test id (REACH 7, as tableOfId); 0 for anything else. */
export function counterOfId(id: string): number {
  const match = /^[0-9]+/.exec(id);
  return match ? Number(match[0]) : 0;
}

/** REACH 7: the cursor convex-test's paginate uses for "the end of the range". */
const END_CURSOR = "_end_cursor";

/**
 * REACH 7: syscalls that read no documents (or whose reads are recorded elsewhere: queryStreamNext
 * by queryStream). Names as convex/server sends them and convex-test's syscall switch handles them.
 */
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

/** REACH 7: the syscalls whose answers carry documents (see countDocumentReads). */
const DOCUMENT_ANSWERS = new Set(["1.0/get", "1.0/queryStreamNext", "1.0/queryPage"]);
/** REACH 7: the syscalls that write a document (see countDocumentWrites). */
const DOCUMENT_WRITES = new Set(["1.0/insert", "1.0/shallowMerge", "1.0/replace", "1.0/remove"]);

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
 * What a syscall reads (REACH 7: syscall names and argument shapes, and the query JSON of
 * convex/server: `source.range` as `{ type: "Eq" | "Gt" | ..., fieldPath, value }`): a document by
 * id (`1.0/get`), an index range (`queryStream`/`queryPage` of an `IndexRange`; the operators after
 * it, `.filter` and the like, only narrow it), a whole table (table scans, search, counts, ...), or
 * "all" when it cannot be attributed; null when it reads no documents.
 */
export function readOf(op: string, args: unknown): Read | null {
  if (op === "1.0/get") {
    const fields = (typeof args === "object" && args !== null ? args : {}) as { table?: unknown; id?: unknown };
    const table = tableOfArgs(fields);
    if (table === null || table === "") return "all";
    return typeof fields.id === "string" ? { table, id: fields.id } : { table };
  }
  if (op === "1.0/queryStream" || op === "1.0/queryPage") {
    const source = (args as { query?: { source?: QuerySource } } | null)?.query?.source;
    const table = source?.type === "IndexRange" ? source.indexName?.split(".")[0] : undefined;
    const range = source?.range;
    if (
      table &&
      Array.isArray(range) &&
      range.every((e) => typeof e?.fieldPath === "string" && typeof e.type === "string")
    ) {
      return { table, range: range as RangeExpression[] };
    }
  }
  const tables = tablesReadBy(op, args);
  if (tables === null) return null;
  if (tables === "all") return "all";
  const [table] = tables;
  return table === undefined ? "all" : { table };
}

/**
 * The tables a syscall reads (REACH 7: syscall names and argument shapes): null when it reads no
 * documents, "all" when it cannot be attributed (an unknown syscall or argument shape), so read
 * sets only ever err on the side of re-running.
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

// ---------------------------------------------------------------------------------------------
// Capturing the convex global (REACH 2)
// ---------------------------------------------------------------------------------------------

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

/**
 * REACH 2: convex-test keeps each instance's state in a "convex global" object that it only ever
 * passes to `convexGlobalStorage.run(...)` (an AsyncLocalStorage) and never exposes. To observe
 * commits, wrap syscalls and persist the database we need that object, so for the one synchronous
 * call of `t.run` (wrapInContext calls AsyncLocalStorage.run synchronously) we patch
 * `AsyncLocalStorage.prototype.run`, keep the first store that looks like a convex global, and put
 * the original back before anything else can run.
 */
async function captureConvexGlobal(t: UntypedAccessor): Promise<ConvexGlobal> {
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
    pending = t.run(async () => null);
  } finally {
    AsyncLocalStorage.prototype.run = originalRun;
  }
  await pending;
  if (captured === null) {
    throw new Error(
      `Could not find convex-test's internal state (written for convex-test ${CONVEX_TEST_VERSION}; version changed?)`,
    );
  }
  return captured;
}

// ---------------------------------------------------------------------------------------------
// The handle the rest of the backend uses
// ---------------------------------------------------------------------------------------------

/**
 * One convex-test instance plus everything the backend does with it beyond the public API. Create
 * one per process (convex-test's state and the functions' process.env are shared).
 */
export class ConvexTestInternals {
  private constructor(
    private readonly raw: UntypedAccessor,
    private readonly global: ConvexGlobal,
    private readonly db: DatabaseFake,
    /** REACH 8: the prototype of convex-test's AuthFake (every `ctx.auth`). */
    private readonly authPrototype: { getUserIdentity?: unknown },
  ) {}

  /**
   * Checks the installed convex-test version, creates the instance, registers the app's
   * components (public API `registerComponent`, before anything runs) and captures its state.
   */
  static async create(
    schema: SchemaDefinition<GenericSchema, boolean> | undefined,
    modules: ModuleMap,
    components: readonly ComponentToLoad[] = [],
  ): Promise<ConvexTestInternals> {
    assertConvexTestVersion();
    const t = convexTest(schema, modules);
    for (const component of components) t.registerComponent(component.path, component.schema, component.modules);
    // REACH 1: the object convexTest returns has more methods than its declared TestConvex type.
    const raw = t as unknown as UntypedAccessor;
    const global = await captureConvexGlobal(raw);
    // REACH 3: the root component's database lives at components[""] of the convex global.
    const root = global.components[""];
    if (!root) throw new Error("convex-test has no root component");
    // REACH 8: `ctx.auth` is an instance of convex-test's unexported AuthFake; a `t.run` ctx has one.
    let authPrototype: unknown = null;
    await raw.run(async (ctx) => {
      const auth = (ctx as { auth?: unknown }).auth;
      authPrototype = typeof auth === "object" && auth !== null ? Object.getPrototypeOf(auth) : null;
      return null;
    });
    const proto = authPrototype as { getUserIdentity?: unknown } | null;
    if (proto === null || typeof proto.getUserIdentity !== "function") {
      throw new Error(
        `convex-test's ctx.auth is not what the offline backend knows (written for convex-test ${CONVEX_TEST_VERSION})`,
      );
    }
    return new ConvexTestInternals(raw, global, root.db, proto);
  }

  /** The signed-out accessor, as convex-test's public API. */
  get t(): Accessor {
    return this.raw;
  }

  // --- Calling functions ----------------------------------------------------------------------

  /**
   * Runs a function of the root component by its path ("module:export"), as `accessor`'s identity.
   * REACH 1: `queryFromPath` / `mutationFromPath` / `actionFromPath` (undeclared): clients name
   * functions by path string, and the public `t.query(ref)` would only turn a reference back into
   * this same call. They do not check that the function is public (modules.ts does).
   */
  async callFunction(
    accessor: Accessor,
    kind: FunctionKind,
    udfPath: string,
    args: Record<string, Value>,
  ): Promise<Value> {
    // Every Accessor handed out comes from `this.raw` or its `withIdentity`: an UntypedAccessor.
    const untyped = accessor as UntypedAccessor;
    const functionPath = { udfPath, componentPath: "" };
    if (kind === "query") return await untyped.queryFromPath(functionPath, args);
    if (kind === "mutation") return await untyped.mutationFromPath(functionPath, args);
    return await untyped.actionFromPath(functionPath, args);
  }

  /**
   * Runs a function of whatever kind it is, signed out, like convex-test's own scheduler does.
   * REACH 1: `fun` (undeclared), what convex-test's runScheduledFunction calls; used to run
   * scheduled jobs restored from a snapshot.
   */
  async runFunction(udfPath: string, args: Record<string, Value>): Promise<Value> {
    return await this.raw.fun({ udfPath, componentPath: "" }, args);
  }

  /**
   * Runs `fn` in one transaction of the root component (committed when it returns), with direct
   * document access, system tables included. REACH 1 + 3: `runInComponent` (undeclared) and
   * DatabaseFake `get` / `patch`, exactly how convex-test's runScheduledFunction moves a job through
   * its states; public `t.run` gives a ctx whose db cannot patch `_scheduled_functions`.
   */
  async transact<T>(fn: (tx: RootTransaction) => T): Promise<T> {
    const tx: RootTransaction = {
      get: (table, id) => this.db.get(table, id),
      patch: (table, id, fields) => this.db.patch(table, id, fields),
    };
    return await this.raw.runInComponent("", async () => fn(tx));
  }

  // --- Committed state (REACH 3, 4) -------------------------------------------------------------

  /** A committed document (REACH 3: `_documents`), for serving files without a transaction. */
  committedDocument(id: string): StoredDocument | null {
    return this.db._documents[id] ?? null;
  }

  /**
   * Every committed document of every table, system tables included, as of this instant
   * (REACH 3: `_documents`; commits replace document objects rather than edit them, so the
   * array stays a consistent snapshot while a save writes it out).
   */
  committedDocuments(): StoredDocument[] {
    return Object.values(this.db._documents);
  }

  /** The bytes of a `_storage` entry (REACH 3: `_storage`, where storeFile keeps blobs). */
  storedBlob(storageId: string): Blob | null {
    return this.db._storage[storageId] ?? null;
  }

  /**
   * Replaces a committed document without a transaction, telling nobody. REACH 3: `_documents`.
   * Used once the backend has stopped, to cancel jobs convex-test's own timers would still run.
   */
  replaceCommitted(doc: StoredDocument): void {
    this.db._documents[doc._id] = doc;
  }

  /**
   * Puts a document from a snapshot (and, for `_storage`, its bytes) straight into the empty
   * database before anything runs, keeping its `_id` and `_creationTime`; moves the id counter
   * past it. REACH 3: `_documents`, `_storage`, `_nextDocId`, `_lastCreationTime`: convex-test has
   * no import, and inserting through a mutation would give new ids.
   */
  restoreDocument(doc: StoredDocument, blob: Blob | null): void {
    this.db._documents[doc._id] = doc;
    if (blob) this.db._storage[doc._id] = blob;
    this.db._nextDocId = Math.max(this.db._nextDocId, counterOfId(doc._id) + 1);
    this.db._lastCreationTime = Math.max(this.db._lastCreationTime, doc._creationTime);
  }

  /** Told of every bulkInsert once tables are indexed for scans (indexTablesForScans). */
  private onBulkInsert: ((table: string, ids: string[]) => void) | null = null;

  /**
   * Inserts documents straight into the committed database, for seeding benchmarks at a size a
   * transaction per batch would take an hour to reach: each one is validated against the schema
   * and gets its id and creation time exactly as `ctx.db.insert` gives them, but no function
   * runs and nobody is told (call before anything subscribes). REACH 3: DatabaseFake's
   * `_validate`, `_generateId`, `_documents`, `_lastCreationTime`.
   */
  bulkInsert(table: string, docs: Iterable<Record<string, Value>>): string[] {
    const validate = this.validatorOf(table);
    const ids: string[] = [];
    for (const doc of docs) {
      validate(doc);
      const _id = this.db._generateId(table);
      const now = Date.now();
      const _creationTime = now <= this.db._lastCreationTime ? this.db._lastCreationTime + 0.001 : now;
      this.db._lastCreationTime = _creationTime;
      this.db._documents[_id] = { ...doc, _id, _creationTime };
      ids.push(_id);
    }
    this.onBulkInsert?.(table, ids);
    return ids;
  }

  /**
   * Validates a document of `table` as `_validate` does. A table that is a union of objects told
   * apart by a literal `type` (the event log) is checked against the members of the document's
   * type only: the same verdict (no other member can match), without convex-test trying every
   * member and throwing for each that fails. REACH 3: `_schema` (the exported validators) and
   * `_validate` called on a stand-in holding only the members to try.
   */
  private validatorOf(table: string): (doc: Record<string, Value>) => void {
    const whole = (doc: Record<string, Value>) => this.db._validate(table, doc);
    const schema = this.db._schema;
    const documentType = schema?.tables.get(table)?.documentType;
    if (schema === null || !schema.schemaValidation || documentType?.type !== "union") return whole;
    const byType = new Map<unknown, ValidatorJson[]>();
    for (const member of documentType.value as ValidatorJson[]) {
      const field = (member.value as Record<string, { fieldType?: ValidatorJson }> | undefined)?.type?.fieldType;
      if (member.type !== "object" || field?.type !== "literal") return whole;
      byType.set(field.value, [...(byType.get(field.value) ?? []), member]);
    }
    const standIns = new Map(
      [...byType].map(([type, members]) => [
        type,
        {
          _schema: {
            schemaValidation: true,
            tables: new Map([[table, { documentType: { type: "union", value: members } }]]),
          },
        },
      ]),
    );
    return (doc) => {
      const standIn = standIns.get(doc.type);
      if (standIn === undefined) whole(doc);
      else this.db._validate.call(standIn, table, doc);
    };
  }

  /**
   * Makes table scans cost the table's size instead of the whole database's: convex-test's
   * `_iterateDocs` (behind every query) lists the ids of EVERY committed document and keeps those
   * of the table, which at a million documents makes each query take a second. This keeps the ids
   * per table (filled from `_documents`, then kept up to date by top-level commits and bulk
   * inserts). An index range that starts with `eq` on a string or boolean (`by_key`, `by_course`,
   * `by_user`...) visits only the committed documents with that value in that field (kept the same
   * way, per table and field, from the first such query on), plus every pending one: convex-test
   * filters and sorts what it is given by the whole range, so the results are the same, and a
   * query costs what it finds instead of its table's size. For benchmarks of large data sets; the
   * backend does not call it. REACH 3 + 5: replaces `DatabaseFake._iterateDocs`, wraps `commit`
   * and `_resolveQuerySource`, reads `_documents`, `_writes`, `get`. REACH 7: an index range's JSON
   * (`source.range`: `{ type: "Eq", fieldPath, value }` first, strings and booleans as themselves).
   */
  indexTablesForScans(): void {
    const db = this.db;
    const byTable = new Map<string, Set<string>>();
    const idsOf = (table: string) => {
      let ids = byTable.get(table);
      if (!ids) byTable.set(table, (ids = new Set()));
      return ids;
    };
    for (const id of Object.keys(db._documents)) idsOf(tableOfId(id) ?? "").add(id);

    // table -> field path -> value -> ids of the committed documents with that value there.
    const byValue = new Map<string, Map<string, Map<string, Set<string>>>>();
    const valueKey = (value: unknown): string | null =>
      typeof value === "string" ? `s${value}` : typeof value === "boolean" ? `b${String(value)}` : null;
    const fieldOf = (doc: StoredDocument, fieldPath: string): unknown => {
      let value: unknown = doc;
      for (const part of fieldPath.split(".")) {
        value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
      }
      return value;
    };
    const file = (table: string, doc: StoredDocument, add: boolean) => {
      for (const [fieldPath, byKey] of byValue.get(table) ?? []) {
        const key = valueKey(fieldOf(doc, fieldPath));
        if (key === null) continue;
        let ids = byKey.get(key);
        if (add) {
          if (!ids) byKey.set(key, (ids = new Set()));
          ids.add(doc._id);
        } else ids?.delete(doc._id);
      }
    };
    const bucketsOf = (table: string, fieldPath: string) => {
      let fields = byValue.get(table);
      if (!fields) byValue.set(table, (fields = new Map()));
      let byKey = fields.get(fieldPath);
      if (!byKey) {
        fields.set(fieldPath, (byKey = new Map()));
        for (const id of byTable.get(table) ?? []) {
          const doc = db._documents[id];
          const key = doc === undefined ? null : valueKey(fieldOf(doc, fieldPath));
          if (key === null) continue;
          let ids = byKey.get(key);
          if (!ids) byKey.set(key, (ids = new Set()));
          ids.add(id);
        }
      }
      return byKey;
    };

    // Per open transaction (an entry of `_writes`), the ids it wrote, by table.
    const pendingOf = new WeakMap<object, Map<string, Set<string>>>();
    const addWrite = db._addWrite.bind(db);
    db._addWrite = (id, value) => {
      addWrite(id, value);
      const level = db._writes[db._writes.length - 1];
      if (level === undefined) return;
      let tables = pendingOf.get(level);
      if (!tables) pendingOf.set(level, (tables = new Map()));
      const table = tableOfId(id) ?? "";
      let ids = tables.get(table);
      if (!ids) tables.set(table, (ids = new Set()));
      ids.add(id);
    };
    const pendingIn = (tableName: string): string[] =>
      db._writes.flatMap((writes) => {
        const tracked = pendingOf.get(writes);
        if (tracked !== undefined) return [...(tracked.get(tableName) ?? [])];
        // A transaction begun before this was set up: as convex-test, from its keys.
        return Object.keys(writes).filter((id) => tableOfId(id) === tableName);
      });

    const commit = db.commit.bind(db);
    db.commit = (commitTs?: bigint | null) => {
      const writes = db._writes.length === 1 ? (db._writes[0] ?? {}) : {};
      for (const id of Object.keys(writes)) {
        const before = db._documents[id];
        if (before !== undefined) file(tableOfId(id) ?? "", before, false);
      }
      commit(commitTs);
      for (const [id, write] of Object.entries(writes)) {
        const table = tableOfId(id) ?? "";
        if (write === null) idsOf(table).delete(id);
        else {
          idsOf(table).add(id);
          const after = db._documents[id];
          if (after !== undefined) file(table, after, true);
        }
      }
    };
    this.onBulkInsert = (table, ids) => {
      for (const id of ids) {
        idsOf(table).add(id);
        const doc = db._documents[id];
        if (doc !== undefined) file(table, doc, true);
      }
    };

    // The narrowing of the query being resolved (set only while `_resolveQuerySource` runs: it is
    // synchronous and calls `_iterateDocs` once).
    let narrow: { table: string; fieldPath: string; key: string } | null = null;
    const resolve = db._resolveQuerySource.bind(db);
    db._resolveQuerySource = (query) => {
      const { type, indexName, range } = query.source;
      const first = range?.[0];
      const key = first?.type === "Eq" ? valueKey(first.value) : null;
      const table = indexName?.split(".")[0];
      narrow =
        type === "IndexRange" &&
        first !== undefined &&
        key !== null &&
        table !== undefined &&
        !first.fieldPath.startsWith("_")
          ? { table, fieldPath: first.fieldPath, key }
          : null;
      try {
        return resolve(query);
      } finally {
        narrow = null;
      }
    };
    db._iterateDocs = (tableName, callback) => {
      // As convex-test: committed ids first (insertion order), then pending ones, each once;
      // when narrowed, a pending document without the value asked for cannot match: left out.
      const only = narrow !== null && narrow.table === tableName ? narrow : null;
      const committed =
        only !== null
          ? (bucketsOf(tableName, only.fieldPath).get(only.key) ?? new Set<string>())
          : (byTable.get(tableName) ?? new Set<string>());
      let pending = pendingIn(tableName);
      if (only !== null) {
        pending = pending.filter((id) => {
          const doc = db.get(tableName, id);
          return doc !== null && valueKey(fieldOf(doc, only.fieldPath)) === only.key;
        });
      }
      const ids = pending.length === 0 ? committed : new Set([...committed, ...pending]);
      for (const id of ids) {
        const doc = db.get(tableName, id);
        if (doc !== null) callback(doc);
      }
    };
  }

  /** The id counter and clocks (REACH 3 + 4: `_nextDocId`, `_lastCreationTime`, `_lastCommitTs`). */
  clock(): DatabaseClock {
    return {
      nextDocId: this.db._nextDocId,
      lastCreationTime: this.db._lastCreationTime,
      lastCommitTs: this.global.transactionManager._lastCommitTs,
    };
  }

  /**
   * Moves the id counter and clocks forward to a saved snapshot's (never back), so new ids do not
   * collide with restored ones and commit timestamps keep increasing. REACH 3 + 4, as clock().
   */
  advanceClock(saved: DatabaseClock): void {
    this.db._nextDocId = Math.max(this.db._nextDocId, saved.nextDocId);
    this.db._lastCreationTime = Math.max(this.db._lastCreationTime, saved.lastCreationTime);
    if (saved.lastCommitTs > this.global.transactionManager._lastCommitTs) {
      this.global.transactionManager._lastCommitTs = saved.lastCommitTs;
    }
  }

  // --- Hooks (REACH 5, 6) -----------------------------------------------------------------------

  /**
   * Calls `onCommit(rootWrites, changes)` after every top-level commit that wrote something: the
   * root's documents as they are now (persistence), and the write set
   * subscriptions are checked against (the root's documents before and after, components' tables
   * whole). REACH 5: wraps
   * `DatabaseFake.commit`; `_writes` has one entry per open transaction, so length 1 is the
   * top-level one, and its keys are the written ids. convex-test has no commit event, and this is
   * the one point every write passes (mutations, actions' mutations, scheduled functions, HTTP
   * actions, uploads).
   */
  onTopLevelCommit(onCommit: (rootWrites: CommittedWrite[], changes: WriteSet) => void): void {
    const db = this.db;
    const commit = db.commit.bind(db);
    const global = this.global;
    db.commit = (commitTs?: bigint | null) => {
      const isTopLevel = db._writes.length === 1;
      // The root's written ids and what they were (`_documents` before the commit); after it,
      // `_documents` holds what they became (the committed value, with commit-time values resolved)
      // or nothing (deleted).
      const rootIds = isTopLevel ? Object.keys(db._writes[0] ?? {}) : [];
      const before = rootIds.map((id) => db._documents[id] ?? null);
      // Components (REACH 3: each has its own DatabaseFake in `components`) commit in the same
      // loop right after the root, in lockstep, so their pending writes are still visible here.
      // Their table names join the root's in one set: a name two components share only re-runs more.
      const componentIds = Object.values(global.components).flatMap(({ db: componentDb }) =>
        componentDb === db ? [] : Object.keys(componentDb._writes[componentDb._writes.length - 1] ?? {}),
      );
      commit(commitTs);
      if (!isTopLevel || rootIds.length + componentIds.length === 0) return;
      const rootWrites = rootIds.map((id): CommittedWrite => [id, db._documents[id] ?? null]);
      const componentTables = componentIds.map((id) => tableOfId(id));
      // The root's documents, every version: what a subscription's document and range reads are
      // checked against. Components' tables (and an id of no table) are written whole.
      const documents = new Map<string, WrittenDocument[]>();
      rootIds.forEach((id, i) => {
        const table = tableOfId(id) ?? "";
        for (const version of [before[i], rootWrites[i]?.[1]]) {
          if (version === null || version === undefined) continue;
          let docs = documents.get(table);
          if (!docs) documents.set(table, (docs = []));
          docs.push(version);
        }
      });
      const changes: WriteSet = {
        tables: componentTables.includes(null) || documents.has("") ? "all" : new Set(componentTables as string[]),
        documents,
      };
      onCommit(rootWrites, changes);
    };
  }

  /**
   * REACH 5: wraps `DatabaseFake.storeFile`, which convex-test calls with every blob stored. Real
   * Convex keeps a `contentType` on `_storage` documents; convex-test does not: copy the blob's type
   * onto the (pending or committed) `_storage` document; a committed one (stored in an action) is
   * a write of its own, told to `hooks`.
   */
  onStoreFile(hooks: StoreFileHooks): void {
    const db = this.db;
    const storeFile = db.storeFile.bind(db);
    db.storeFile = (storageId: string, blob: Blob) => {
      storeFile(storageId, blob);
      const doc = this.currentDocument(storageId);
      if (doc === null) return;
      if (blob.type && doc.contentType !== blob.type) {
        doc.contentType = blob.type;
        const pending = db._writes.some((writes) => writes[storageId] !== undefined);
        if (!pending) hooks.committedChange(new Set([tableOfId(storageId) ?? "_storage"]), doc);
      }
    };
  }

  /** The newest version of a document, pending writes included (what `db.get` would see). REACH 3. */
  private currentDocument(id: string): StoredDocument | null {
    for (let i = this.db._writes.length - 1; i >= 0; i--) {
      const write = this.db._writes[i]?.[id];
      if (write !== undefined) return write;
    }
    return this.db._documents[id] ?? null;
  }

  /**
   * Lets `adjust` choose the end cursor of every `.paginate()` (the `1.0/queryPage` syscall), so a
   * subscribed query can be pinned to the end of its first run (its journal), which is how the real
   * backend keeps loaded pages gapless. REACH 6: wraps the instance's `asyncSyscall`. REACH 7: works
   * around a convex-test bug: when the document at a given end cursor was deleted, the range ends
   * early with `continueCursor: "_end_cursor"` and `isDone: true`; the page really ends at the
   * cursor asked for and is not the last.
   */
  pinPagination(
    adjust: (
      requestedEndCursor: string | null,
      run: (endCursor: string | null) => Promise<QueryPageResult>,
    ) => Promise<QueryPageResult>,
  ): void {
    const original = this.global.asyncSyscall;
    this.global.asyncSyscall = async (op: string, jsonArgs: string) => {
      if (op !== "1.0/queryPage") return await original(op, jsonArgs);
      const args = JSON.parse(jsonArgs) as { endCursor: string | null };
      const result = await adjust(args.endCursor, async (endCursor) => {
        const page = JSON.parse(await original(op, JSON.stringify({ ...args, endCursor }))) as QueryPageResult;
        if (endCursor !== null && endCursor !== END_CURSOR && page.continueCursor === END_CURSOR) {
          page.continueCursor = endCursor;
          page.isDone = false;
        }
        return page;
      });
      return JSON.stringify(result);
    };
  }

  /**
   * Puts a token from `issue()` into every upload URL functions generate, in place of
   * convex-test's `Math.random()` one, so the upload endpoint can accept only URLs handed out.
   * REACH 6: wraps the instance's `asyncSyscall`. REACH 7: `1.0/storageGenerateUploadUrl` answers
   * a JSON string holding the URL, with the token as its `token` query parameter.
   */
  issueUploadUrls(issue: () => string): void {
    const original = this.global.asyncSyscall;
    this.global.asyncSyscall = async (op: string, jsonArgs: string) => {
      const result = await original(op, jsonArgs);
      if (op !== "1.0/storageGenerateUploadUrl") return result;
      const url = new URL(JSON.parse(result) as string);
      url.searchParams.set("token", issue());
      return JSON.stringify(url.href);
    };
  }

  /**
   * Replaces the URL `ctx.storage.getUrl(id)` answers (convex-test's names the file by its sha256
   * on its fake origin) with `FAKE_ORIGIN + pathFor(id)`: the backend's signed URL
   * (storage-urls.ts). REACH 6: wraps the instance's `asyncSyscall`. REACH 7:
   * `1.0/storageGetUrl` takes `{ storageId }` and answers a JSON string URL, or null when there
   * is no such file.
   */
  signStorageUrls(fakeOrigin: string, pathFor: (storageId: string) => string): void {
    const original = this.global.asyncSyscall;
    this.global.asyncSyscall = async (op: string, jsonArgs: string) => {
      const result = await original(op, jsonArgs);
      if (op !== "1.0/storageGetUrl" || JSON.parse(result) === null) return result;
      const { storageId } = JSON.parse(jsonArgs) as { storageId: string };
      return JSON.stringify(`${fakeOrigin}${pathFor(storageId)}`);
    };
  }

  /**
   * Hands what every document-returning syscall answered (`1.0/get`, `1.0/queryStreamNext`,
   * `1.0/queryPage`: the JSON the functions' ctx.db decodes) to `onAnswer`, when `active()` is true
   * as the call is made; per-call read counting. REACH 6: wraps the instance's `asyncSyscall`.
   * REACH 7: those syscall names and their answers' shapes (a document or null; `{ value, done }`;
   * `{ page, ... }`). Costs one boolean check per syscall while nothing is active.
   */
  countDocumentReads(active: () => boolean, onAnswer: (op: string, answerJson: string) => void): void {
    const original = this.global.asyncSyscall;
    this.global.asyncSyscall = (op: string, jsonArgs: string) => {
      if (!DOCUMENT_ANSWERS.has(op) || !active()) return original(op, jsonArgs);
      return original(op, jsonArgs).then((answer) => {
        onAnswer(op, answer);
        return answer;
      });
    };
  }

  /**
   * Hands the documents and bytes each database write (`1.0/insert`, `1.0/shallowMerge`,
   * `1.0/replace`, `1.0/remove`) adds to the transaction's written total to `onWrite`, when
   * `active()` is true as the write is made; per-call write counting. The size is convex-test's own
   * (its transaction metrics: the whole document after an insert, patch or replace, 0 for a
   * delete), read before and after the write, so component tables are sized too. REACH 6: wraps
   * the instance's `asyncSyscall`. REACH 7: those syscall names, and `1.0/getTransactionMetrics`
   * answering `{ bytesWritten: { used }, documentsWritten: { used } }`.
   */
  countDocumentWrites(active: () => boolean, onWrite: (documents: number, bytes: number) => void): void {
    const original = this.global.asyncSyscall;
    const written = async () => {
      const metrics = JSON.parse(await original("1.0/getTransactionMetrics", "{}")) as {
        bytesWritten: { used: number };
        documentsWritten: { used: number };
      };
      return { documents: metrics.documentsWritten.used, bytes: metrics.bytesWritten.used };
    };
    this.global.asyncSyscall = async (op: string, jsonArgs: string) => {
      if (!DOCUMENT_WRITES.has(op) || !active()) return await original(op, jsonArgs);
      const before = await written();
      const answer = await original(op, jsonArgs);
      const after = await written();
      onWrite(after.documents - before.documents, after.bytes - before.bytes);
      return answer;
    };
  }

  /**
   * Reports every document read made while `active()` is true to `onRead` (the read sets of
   * subscribed queries), as the document, index range or table it read (readOf), and every look at
   * the caller's identity (`ctx.auth.getUserIdentity()`) to `onIdentity`: a run
   * that never looked is the same for every caller. REACH 6: wraps the three syscall entry points
   * of the instance (`syscall`, `asyncSyscall`, `jsSyscall`), the only place all reads pass;
   * attribution per readOf (REACH 7). REACH 8: convex-test's `ctx.auth` is an instance of its
   * unexported AuthFake class, not a syscall: its prototype (taken from a `t.run` ctx) gets
   * `getUserIdentity` wrapped.
   */
  recordReads(active: () => boolean, onRead: (read: Read) => void, onIdentity: () => void): void {
    const global = this.global;
    const note = (op: string, args: () => unknown) => {
      if (READS_NOTHING.has(op) || !active()) return;
      let parsed: unknown = null;
      try {
        parsed = args();
      } catch {
        // Unparseable arguments: the syscall itself will fail; count it as reading everything.
      }
      const read = readOf(op, parsed);
      if (read !== null) onRead(read);
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

    const proto = this.authPrototype;
    // Not the `token` getter: convex-test itself reads it for every call's request metadata, and
    // no Convex API gives a function the token (getRequestMetadata is for mutations and actions).
    const getUserIdentity = proto.getUserIdentity as (this: unknown) => Promise<unknown>;
    Object.defineProperty(proto, "getUserIdentity", {
      configurable: true,
      writable: true,
      value: function (this: unknown) {
        if (active()) onIdentity();
        return getUserIdentity.call(this);
      },
    });
  }
}
