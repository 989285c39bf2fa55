/**
 * Runs public functions on the convex-test instance for a caller: checks the function is public and
 * of the requested kind, decodes arguments, applies the caller's identity, encodes results and turns
 * errors into what the client expects (ConvexError data travels as `errorData`; anything else is a
 * generic "Server Error", with the details printed on the backend's console).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { tallyDocuments, type ReadTally } from "../convex/readCounting.setup.ts";
import type { Accessor, ConvexTestInternals, QueryPageResult } from "./convex-internals.ts";
import type { VerifiedIdentity } from "./identity.ts";
import { withoutJsExtension, type FunctionDirectory, type FunctionKind } from "./modules.ts";
import type { FunctionOutcome, QueryJournal } from "./protocol.ts";
import { ReadSet } from "./read-sets.ts";
import type { UrlRewriter } from "./url-rewrite.ts";

/**
 * One function call's database I/O: the documents ctx.db returned and Convex's size of each
 * (`documents`, `bytes`), and the documents it wrote with their size after the write (`written`,
 * `writtenBytes`).
 */
export type CallUsage = ReadTally & { written: number; writtenBytes: number; kind: FunctionKind; path: string };

/** Told about every function call the runner makes while it is set (FunctionRunner.collectUsage). */
export type UsageCollector = (call: CallUsage) => void;

type Usage = Omit<CallUsage, "kind" | "path">;

/** A UsageCollector that keeps a running total per function path. */
export class UsageTotals {
  readonly byPath = new Map<string, Usage & { calls: number }>();
  readonly collect: UsageCollector = (call) => {
    const total = this.byPath.get(call.path) ?? { calls: 0, documents: 0, bytes: 0, written: 0, writtenBytes: 0 };
    total.calls += 1;
    total.documents += call.documents;
    total.bytes += call.bytes;
    total.written += call.written;
    total.writtenBytes += call.writtenBytes;
    this.byPath.set(call.path, total);
  };
}

/** One query run: its journal in and out, what it read, and whether it looked at the caller. */
type QueryContext = { journal: QueryJournal; newJournal: QueryJournal; reads: ReadSet; readsIdentity: boolean };

/** What a subscription needs of one query run. */
export type QueryRun = {
  outcome: FunctionOutcome;
  journal: QueryJournal;
  /** What it read: only a write touching these can change its result. */
  reads: ReadSet;
  /** False: it never looked at the caller's identity, so its result is every caller's. */
  readsIdentity: boolean;
};

let nextRequestNumber = 1;

export class FunctionRunner {
  private readonly accessors = new Map<string, Accessor>();
  private readonly queryRuns = new AsyncLocalStorage<QueryContext>();
  /** The tally of the call in progress, only while a collector is set (the hot path stays as it was). */
  private readonly callUsage = new AsyncLocalStorage<Usage>();
  private collector: UsageCollector | null = null;

  constructor(
    private readonly convex: ConvexTestInternals,
    private readonly directory: FunctionDirectory,
    private readonly rewriter: UrlRewriter,
  ) {
    convex.pinPagination((endCursor, run) => this.paginate(endCursor, run));
    convex.recordReads(
      () => this.queryRuns.getStore() !== undefined,
      (read) => this.queryRuns.getStore()?.reads.add(read),
      () => {
        const context = this.queryRuns.getStore();
        if (context) context.readsIdentity = true;
      },
    );
    const collecting = () => this.collector !== null && this.callUsage.getStore() !== undefined;
    convex.countDocumentReads(collecting, (op, answer) => this.countAnswer(op, answer));
    convex.countDocumentWrites(collecting, (documents, bytes) => {
      const usage = this.callUsage.getStore();
      if (!usage) return;
      usage.written += documents;
      usage.writtenBytes += bytes;
    });
  }

  /**
   * Tells `collector` the documents and bytes each function call reads and writes from now on
   * (null: stop). The I/O of a call's nested functions (ctx.runQuery, an action's queries and
   * mutations) is the call's own; scheduled functions are not counted.
   */
  collectUsage(collector: UsageCollector | null): void {
    this.collector = collector;
  }

  private countAnswer(op: string, answer: string): void {
    const tally = this.callUsage.getStore();
    if (!tally) return;
    const parsed = jsonToConvex(JSON.parse(answer) as JSONValue) as unknown;
    if (op === "1.0/queryStreamNext") tallyDocuments((parsed as { value?: unknown } | null)?.value, tally);
    else tallyDocuments(parsed, tally);
  }

  /** The accessor that runs functions as this identity (null = signed out). */
  accessorFor(identity: VerifiedIdentity | null): Accessor {
    if (identity === null) return this.convex.t;
    let accessor = this.accessors.get(identity.key);
    if (!accessor) {
      accessor = this.convex.t.withIdentity(identity.attributes);
      this.accessors.set(identity.key, accessor);
    }
    return accessor;
  }

  /**
   * Runs a query as a subscription would: `.paginate()` is pinned to the journal's end cursor, and
   * what it read (documents, index ranges, tables) and whether it looked at the caller's identity
   * are recorded (its result can only change when a write touches what it read).
   */
  async runQuery(
    udfPath: string,
    args: JSONValue[],
    identity: VerifiedIdentity | null,
    journal: QueryJournal,
  ): Promise<QueryRun> {
    const context: QueryContext = { journal, newJournal: null, reads: new ReadSet(), readsIdentity: false };
    const outcome = await this.queryRuns.run(context, () => this.run("query", udfPath, args, identity));
    return { outcome, journal: context.newJournal, reads: context.reads, readsIdentity: context.readsIdentity };
  }

  async run(
    kind: FunctionKind,
    requestedPath: string,
    args: JSONValue[],
    identity: VerifiedIdentity | null,
  ): Promise<FunctionOutcome> {
    const udfPath = withoutJsExtension(requestedPath);
    const problem = await this.directory.checkPublic(udfPath, kind);
    if (problem !== null) return { success: false, errorMessage: problem, logLines: [] };
    return await this.execute(kind, udfPath, args, identity);
  }

  /**
   * Runs an internal function signed out, as the scheduler runs it, with its I/O collected like a
   * public call's. For in-process benchmarks only (what a scheduled job costs); the sync protocol
   * reaches `run`, which refuses internal functions.
   */
  async runInternal(kind: FunctionKind, udfPath: string, args: JSONValue[]): Promise<FunctionOutcome> {
    return await this.execute(kind, withoutJsExtension(udfPath), args, null);
  }

  private async execute(
    kind: FunctionKind,
    udfPath: string,
    args: JSONValue[],
    identity: VerifiedIdentity | null,
  ): Promise<FunctionOutcome> {
    const decoded = this.decodeArgs(args);
    if (typeof decoded === "string") return { success: false, errorMessage: decoded, logLines: [] };
    const collector = this.collector;
    const tally: Usage = { documents: 0, bytes: 0, written: 0, writtenBytes: 0 };
    try {
      const call = () => this.convex.callFunction(this.accessorFor(identity), kind, udfPath, decoded);
      const result = collector ? await this.callUsage.run(tally, call) : await call();
      return { success: true, value: this.rewriter.outgoing(convexToJson(result ?? null)), logLines: [] };
    } catch (error) {
      // A failed mutation's writes are rolled back; its reads happened.
      tally.written = 0;
      tally.writtenBytes = 0;
      return this.failure(kind, udfPath, error);
    } finally {
      collector?.({ kind, path: udfPath, ...tally });
    }
  }

  private decodeArgs(args: JSONValue[]): Record<string, Value> | string {
    const first = args[0] ?? {};
    try {
      const value = jsonToConvex(this.rewriter.incoming(first));
      if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof ArrayBuffer) {
        return "The arguments to a Convex function must be an object.";
      }
      return value as Record<string, Value>;
    } catch (error) {
      return `Invalid arguments: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private failure(kind: FunctionKind, udfPath: string, error: unknown): FunctionOutcome {
    // Queries re-run on every write: keep their messages stable so unchanged failures are not resent.
    const requestId = kind === "query" ? "local-query" : `local-${nextRequestNumber++}`;
    if (typeof error === "object" && error !== null && Symbol.for("ConvexError") in error) {
      const data = (error as { data?: Value }).data ?? null;
      const errorData = this.rewriter.outgoing(convexToJson(data));
      const shown = typeof data === "string" ? data : JSON.stringify(errorData);
      return {
        success: false,
        errorMessage: `[Request ID: ${requestId}] Server Error\nUncaught ConvexError: ${shown}`,
        errorData,
        logLines: [],
      };
    }
    console.error(`[offline backend] ${kind} ${udfPath} failed (request ${requestId}):`, error);
    return { success: false, errorMessage: `[Request ID: ${requestId}] Server Error`, logLines: [] };
  }

  /**
   * The journal of a paginated query records where its first page ended; re-runs end there too, so a
   * loaded page grows or shrinks with live changes instead of shifting into the next page. (`run`
   * already corrects convex-test's early end when the document at that cursor was deleted.)
   */
  private async paginate(
    endCursor: string | null,
    run: (endCursor: string | null) => Promise<QueryPageResult>,
  ): Promise<QueryPageResult> {
    const context = this.queryRuns.getStore();
    let pinned = endCursor;
    if (pinned === null && context?.journal) {
      pinned = (JSON.parse(context.journal) as { endCursor?: string }).endCursor ?? null;
    }
    const result = await run(pinned);
    if (context && endCursor === null) {
      context.newJournal = JSON.stringify({ endCursor: pinned ?? result.continueCursor });
    }
    return result;
  }
}
