/**
 * Live queries for every connection. All changes to what a connection has been sent (its query set,
 * its identity, refreshed results) happen on one serial queue, so each connection's versions form an
 * unbroken chain. After writes, every subscribed query that read a written table is re-run
 * (identical udfPath+args+identity+journal work is done once per refresh), and only connections
 * whose results changed get a Transition, except callers waiting for a mutation/action response,
 * who always get one.
 */
import { AsyncResource } from "node:async_hooks";
import { setImmediate } from "node:timers";
import { unionTables, type TableSet } from "./table-sets.ts";
import type { ServerMessage, StateModification } from "./protocol.ts";
import type { FunctionRunner } from "./runner.ts";

export type QueryRun = Awaited<ReturnType<FunctionRunner["runQuery"]>>;
/** Dedupes identical query work within one refresh. */
export type RunCache = Map<string, Promise<QueryRun>>;

/** What the hub needs from a connection. */
export interface LiveConnection {
  readonly closed: boolean;
  /**
   * Re-runs the connection's queries that read one of the `written` tables; returns the
   * modifications for results that changed.
   */
  recompute(cache: RunCache, written: TableSet): Promise<StateModification[]>;
  /** Sends a Transition to `ts` (empty ones included). */
  transition(modifications: StateModification[], ts: bigint): void;
  send(message: ServerMessage): void;
  /** Closes the connection (the backend is stopping). */
  close(): void;
}

type Ack = { connection: LiveConnection; response: (ts: bigint) => ServerMessage };

const PING_INTERVAL_MS = 15_000;

export class SubscriptionHub {
  readonly connections = new Set<LiveConnection>();
  private tail: Promise<void> = Promise.resolve();
  private lastTs = 0n;
  /** Tables written since the last refresh started (null = none). */
  private dirty: TableSet | null = null;
  private refreshQueued = false;
  private acks: Ack[] = [];
  private stopped = false;
  private readonly pingTimer: NodeJS.Timeout;
  /**
   * The hub's own async context, taken when the backend starts. Every queued task runs in it, never
   * in the context of whatever queued it: a refresh is queued from inside a commit, and convex-test
   * keeps its per-execution state in AsyncLocalStorage. A scheduled function's context still holds
   * the execution context of the function that scheduled it (its component path, among others);
   * subscriptions re-run there counted as calls across a component boundary, which convex-test
   * runs without auth, so a presence session timing out (the presence component's batch worker)
   * answered every signed-in subscriber's `chat/presence:list` with UNAUTHENTICATED (ADR 0046).
   */
  private readonly scope = new AsyncResource("offline-backend.SubscriptionHub");

  constructor() {
    this.pingTimer = setInterval(() => {
      for (const connection of this.connections) connection.send({ type: "Ping" });
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /**
   * Runs `task` after everything queued before it, in the hub's own async context (see `scope`);
   * tasks never overlap.
   */
  enqueue(task: () => Promise<void> | void): Promise<void> {
    const run = this.tail.then(() => this.scope.runInAsyncScope(task));
    this.tail = run.catch((error: unknown) => console.error("[offline backend] sync task failed:", error));
    return run;
  }

  /** The newest timestamp a connection may be brought to. */
  currentTs(): bigint {
    return this.lastTs;
  }

  /** Something was committed to `tables`: re-run the queries that read them soon. */
  markDirty(tables: TableSet = "all"): void {
    this.dirty = this.dirty === null ? tables : unionTables(this.dirty, tables);
    this.queueRefresh();
  }

  /** After a mutation/action: send `response(ts)` then a Transition to ts, once writes so far are visible. */
  afterRequest(connection: LiveConnection, response: (ts: bigint) => ServerMessage): void {
    this.acks.push({ connection, response });
    this.queueRefresh();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.pingTimer);
  }

  /** Resolves once everything queued so far has run. */
  async idle(): Promise<void> {
    while (this.refreshQueued) await new Promise<void>((resolve) => setImmediate(resolve));
    await this.tail;
  }

  private queueRefresh(): void {
    if (this.refreshQueued || this.stopped) return;
    this.refreshQueued = true;
    // Let the function that just committed register its response first (it continues in microtasks).
    setImmediate(() => void this.enqueue(() => this.refresh()));
  }

  private nextTs(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    this.lastTs = now > this.lastTs ? now : this.lastTs + 1n;
    return this.lastTs;
  }

  private async refresh(): Promise<void> {
    this.refreshQueued = false;
    if (this.stopped) return;
    const acks = this.acks.splice(0);
    const written = this.dirty;
    this.dirty = null;
    const ts = this.nextTs();
    const changes = new Map<LiveConnection, StateModification[]>();
    if (written !== null) {
      const cache: RunCache = new Map();
      for (const connection of [...this.connections]) {
        if (!connection.closed) changes.set(connection, await connection.recompute(cache, written));
      }
    }
    for (const ack of acks) {
      if (!ack.connection.closed) ack.connection.send(ack.response(ts));
    }
    const forced = new Set(acks.map((ack) => ack.connection));
    for (const connection of this.connections) {
      const modifications = changes.get(connection) ?? [];
      if (!connection.closed && (modifications.length > 0 || forced.has(connection))) {
        connection.transition(modifications, ts);
      }
    }
  }
}
