/**
 * One WebSocket connection of a Convex client: its query set, identity and versions
 * ({querySet, identity, ts}, exactly as the client tracks them), and its requests.
 */
import type { JSONValue } from "convex/values";
import type { WebSocket } from "ws";
import { ReadSet, WRITES_EVERYTHING, type WriteSet } from "./read-sets.ts";
import type { TokenVerifier, VerifiedIdentity } from "./identity.ts";
import {
  actionResponse,
  encodeVersion,
  mutationResponse,
  parseClientMessage,
  type AddQuery,
  type ClientMessage,
  type FunctionOutcome,
  type QueryJournal,
  type ServerMessage,
  type StateVersion,
} from "./protocol.ts";
import type { FunctionRunner } from "./runner.ts";
import { RunCache, type LiveConnection, type SubscriptionHub } from "./subscriptions.ts";

type Subscription = {
  udfPath: string;
  args: JSONValue[];
  journal: QueryJournal;
  /** The last result sent (SharedRun.key) and its journal, to send only changes. */
  lastSent: string | null;
  /** What the last run read (null = not run yet): only writes touching it can change its result. */
  reads: ReadSet | null;
};

export class SyncSession implements LiveConnection {
  private version: StateVersion = { querySet: 0, identity: 0, ts: 0n };
  private identity: VerifiedIdentity | null = null;
  private readonly queries = new Map<number, Subscription>();
  /** Mutations of one connection run one after another, in the order they were sent. */
  private mutations: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: SubscriptionHub,
    private readonly runner: FunctionRunner,
    private readonly verify: TokenVerifier,
  ) {
    hub.connections.add(this);
    socket.on("message", (data) => this.onFrame(String(data)));
    socket.on("close", () => this.onClose());
    socket.on("error", () => this.onClose());
  }

  send(message: ServerMessage): void {
    this.sendJson(JSON.stringify(message));
  }

  private sendJson(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
  }

  /** Sends a Transition with `modifications` (each the JSON of a StateModification). */
  transition(modifications: string[], ts: bigint, next: Partial<StateVersion> = {}): void {
    const endVersion: StateVersion = { ...this.version, ...next, ts: ts > this.version.ts ? ts : this.version.ts };
    // Spliced by hand: a result shared by many connections is serialized once (SharedRun).
    this.sendJson(
      `{"type":"Transition","startVersion":${JSON.stringify(encodeVersion(this.version))},` +
        `"endVersion":${JSON.stringify(encodeVersion(endVersion))},"modifications":[${modifications.join(",")}]}`,
    );
    this.version = endVersion;
  }

  async recompute(cache: RunCache, written: WriteSet): Promise<string[]> {
    const modifications: string[] = [];
    for (const [queryId, subscription] of [...this.queries]) {
      if (subscription.reads !== null && !subscription.reads.touchedBy(written)) continue;
      const modification = await this.runSubscription(queryId, subscription, cache);
      if (modification) modifications.push(modification);
    }
    return modifications;
  }

  close(): void {
    this.socket.close(1001, "backend stopping");
    this.onClose();
  }

  private onClose(): void {
    this.closed = true;
    this.hub.connections.delete(this);
  }

  private onFrame(raw: string): void {
    const message = parseClientMessage(raw);
    if (message === null) return;
    this.handle(message);
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case "Connect":
      case "Event":
        return;
      case "ModifyQuerySet":
        void this.hub.enqueue(() => this.modifyQuerySet(message));
        return;
      case "Authenticate":
        void this.hub.enqueue(() => this.authenticate(message));
        return;
      case "Mutation":
      case "Action":
        // Take the identity in message order (after any Authenticate sent before), run outside the queue.
        void this.hub.enqueue(() => {
          const identity = this.identity;
          if (message.type === "Action") {
            void this.runAction(message.requestId, message.udfPath, message.args, identity);
          } else {
            this.mutations = this.mutations
              .then(() => this.runMutation(message.requestId, message.udfPath, message.args, identity))
              .catch((error: unknown) => console.error("[offline backend] mutation failed:", error));
          }
        });
        return;
    }
  }

  private async runMutation(requestId: number, udfPath: string, args: JSONValue[], identity: VerifiedIdentity | null) {
    const outcome = await this.runner.run("mutation", udfPath, args, identity);
    if (!outcome.success) {
      this.send(mutationResponse(requestId, outcome, 0n));
      return;
    }
    this.hub.afterRequest(this, (ts) => mutationResponse(requestId, outcome, ts));
  }

  private async runAction(requestId: number, udfPath: string, args: JSONValue[], identity: VerifiedIdentity | null) {
    const outcome: FunctionOutcome = await this.runner.run("action", udfPath, args, identity);
    this.hub.afterRequest(this, () => actionResponse(requestId, outcome));
  }

  private async modifyQuerySet(message: Extract<ClientMessage, { type: "ModifyQuerySet" }>): Promise<void> {
    if (message.baseVersion !== this.version.querySet) {
      this.send({ type: "FatalError", error: `Invalid query set base version ${message.baseVersion}` });
      this.close();
      return;
    }
    const modifications: string[] = [];
    const cache = this.hub.runCache();
    for (const change of message.modifications) {
      if (change.type === "Remove") {
        this.queries.delete(change.queryId);
        modifications.push(JSON.stringify({ type: "QueryRemoved", queryId: change.queryId }));
      } else {
        const subscription = this.subscriptionFor(change);
        this.queries.set(change.queryId, subscription);
        const modification = await this.runSubscription(change.queryId, subscription, cache);
        if (modification) modifications.push(modification);
      }
    }
    this.transition(modifications, this.hub.currentTs(), { querySet: message.newVersion });
  }

  private subscriptionFor(add: AddQuery): Subscription {
    return { udfPath: add.udfPath, args: add.args, journal: add.journal ?? null, lastSent: null, reads: null };
  }

  private async authenticate(message: Extract<ClientMessage, { type: "Authenticate" }>): Promise<void> {
    let identity: VerifiedIdentity | null = null;
    if (message.tokenType !== "None") {
      try {
        if (message.tokenType === "Admin") throw new Error("Admin keys are not supported by the offline backend");
        identity = await this.verify(message.value);
      } catch (error) {
        this.send({
          type: "AuthError",
          error: error instanceof Error ? error.message : String(error),
          baseVersion: message.baseVersion,
          authUpdateAttempted: true,
        });
        return;
      }
    }
    this.identity = identity;
    // A new identity can change any result, whatever it read.
    const modifications = await this.recompute(new RunCache(), WRITES_EVERYTHING);
    this.transition(modifications, this.hub.currentTs(), { identity: message.baseVersion + 1 });
  }

  /** Runs one subscribed query; returns a modification's JSON if its result differs from what was sent. */
  private async runSubscription(queryId: number, subscription: Subscription, cache: RunCache): Promise<string | null> {
    const identity = this.identity;
    const shared = await cache.get(
      subscription.udfPath,
      subscription.args,
      subscription.journal,
      identity?.key ?? null,
      () => this.runner.runQuery(subscription.udfPath, subscription.args, identity, subscription.journal),
    );
    const { journal, reads } = shared.run;
    subscription.reads = reads;
    if (journal !== null) subscription.journal = journal;
    const journalJson = JSON.stringify(subscription.journal);
    const sent = `${journalJson}\u0000${shared.key}`;
    if (sent === subscription.lastSent) return null;
    subscription.lastSent = sent;
    return shared.modification(queryId, journalJson);
  }
}
