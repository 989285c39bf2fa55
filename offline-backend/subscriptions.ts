/**
 * Live queries for every connection. All changes to what a connection has been sent (its query set,
 * its identity, refreshed results) happen on one serial queue, so each connection's versions form an
 * unbroken chain. After writes, every subscribed query whose read set (documents, index ranges,
 * tables: read-sets.ts) a written document falls in is re-run, and each distinct query is run once
 * per refresh: once per (udfPath, args, journal) when the run did not look at the caller's identity
 * (its result is everyone's, serialized once), once per identity when it did. The connections
 * waiting for a mutation/action response are refreshed and answered first (response, then a
 * Transition, even an empty one); the others then get a Transition only when a result changed.
 */
import { AsyncResource } from "node:async_hooks";
import { setImmediate } from "node:timers";
import type { JSONValue } from "convex/values";
import { unionWrites, WRITES_EVERYTHING, type WriteSet } from "./read-sets.ts";
import type { QueryJournal, ServerMessage } from "./protocol.ts";
import type { QueryRun } from "./runner.ts";

/**
 * One query run as every subscription of it sees it, with its result serialized once: `key` tells
 * two results apart (compared with what a subscription was last sent), `modification(queryId)` is
 * the JSON of the QueryUpdated/QueryFailed modification for one subscription.
 */
export class SharedRun {
  private serialized: string | null = null;

  constructor(
    readonly run: QueryRun,
    /** The identity it ran as; null = signed out. */
    readonly identityKey: string | null,
  ) {}

  /** The outcome's JSON, identical for identical results (also the fragment spliced into messages). */
  get key(): string {
    if (this.serialized === null) {
      const { outcome } = this.run;
      const outcomeJson = outcome.success
        ? `"type":"QueryUpdated","value":${JSON.stringify(outcome.value)},"logLines":${JSON.stringify(outcome.logLines)}`
        : `"type":"QueryFailed",` +
          JSON.stringify({
            errorMessage: outcome.errorMessage,
            logLines: outcome.logLines,
            ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
          }).slice(1, -1);
      this.serialized = outcomeJson;
    }
    return this.serialized;
  }

  /** The modification's JSON for the subscription `queryId` whose journal, as JSON, is `journalJson`. */
  modification(queryId: number, journalJson: string): string {
    return `{"queryId":${queryId},"journal":${journalJson},${this.key}}`;
  }
}

/**
 * The runs of one refresh (or one query-set change), shared by every connection: a run that did not
 * look at the caller's identity is reused for every identity; one that did, only for its own.
 */
export class RunCache {
  private readonly runs = new Map<string, Promise<SharedRun>>();

  async get(
    udfPath: string,
    args: JSONValue[],
    journal: QueryJournal,
    identityKey: string | null,
    run: () => Promise<QueryRun>,
  ): Promise<SharedRun> {
    const base = JSON.stringify([udfPath, args, journal]);
    const own = `${base}\u0000${identityKey ?? ""}`;
    const shared = this.runs.get(base);
    if (shared !== undefined) {
      const found = await shared;
      if (!found.run.readsIdentity || found.identityKey === identityKey) return found;
    }
    const mine = this.runs.get(own);
    if (mine !== undefined) return await mine;
    const pending = run().then((result) => new SharedRun(result, identityKey));
    if (shared === undefined) this.runs.set(base, pending);
    this.runs.set(own, pending);
    return await pending;
  }
}

/** What the hub needs from a connection. */
export interface LiveConnection {
  readonly closed: boolean;
  /**
   * Re-runs the connection's queries whose read sets `written` touches; returns the JSON of the
   * modifications for results that changed.
   */
  recompute(cache: RunCache, written: WriteSet): Promise<string[]>;
  /** Sends a Transition to `ts` (empty ones included) with these modifications (JSON). */
  transition(modifications: string[], ts: bigint): void;
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
  /** What was written since the last refresh started (null = nothing). */
  private dirty: WriteSet | null = null;
  /**
   * The runs made since the last commit (null: none yet), still right for anyone who asks: a
   * screen opened by many at once (a new history segment, a phone joining) is run once too.
   */
  private unchanged: RunCache | null = null;
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

  /**
   * The runs that still hold: made since the last commit. A run that started before a commit and
   * is reused after it is checked against that commit by the next refresh, like any other result.
   */
  runCache(): RunCache {
    return (this.unchanged ??= new RunCache());
  }

  /** Something was committed: re-run the queries whose reads it touches soon. */
  markDirty(writes: WriteSet = WRITES_EVERYTHING): void {
    this.unchanged = null;
    this.dirty = this.dirty === null ? writes : unionWrites(this.dirty, writes);
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
    const cache = new RunCache();
    if (written !== null) this.unchanged = cache;
    const recompute = async (connection: LiveConnection) =>
      written === null || connection.closed ? [] : await connection.recompute(cache, written);

    // First whoever waits for a response: recomputed, answered and brought to ts before the others.
    const waiting = [...new Set(acks.map((ack) => ack.connection))];
    const changes = new Map<LiveConnection, string[]>();
    for (const connection of waiting) changes.set(connection, await recompute(connection));
    for (const ack of acks) {
      if (!ack.connection.closed) ack.connection.send(ack.response(ts));
    }
    for (const connection of waiting) {
      if (!connection.closed) connection.transition(changes.get(connection) ?? [], ts);
    }
    if (written === null) return;
    // Let the answers go out (and the senders' own work run) before everyone else's refresh.
    if (waiting.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const answered = new Set(waiting);
    for (const connection of [...this.connections]) {
      if (answered.has(connection) || connection.closed) continue;
      const modifications = await recompute(connection);
      if (modifications.length > 0 && !connection.closed) connection.transition(modifications, ts);
    }
  }
}
