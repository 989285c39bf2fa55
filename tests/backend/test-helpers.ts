/** Helpers for the backend tests: real ConvexClients over `ws`, and a raw protocol client. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient } from "convex/browser";
import { makeFunctionReference, type FunctionReference } from "convex/server";
import WebSocket from "ws";
import { decodeTs } from "./protocol.ts";

export const FIXTURE_MODULES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "convex");

export function newClient(url: string): ConvexClient {
  // Node 20 has no global WebSocket; `ws` implements the same API the client uses.
  return new ConvexClient(url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
}

export const queryRef = (name: string) => makeFunctionReference<"query">(name);
export const mutationRef = (name: string) => makeFunctionReference<"mutation">(name);
export const actionRef = (name: string) => makeFunctionReference<"action">(name);

export async function waitFor<T>(what: string, check: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Subscribes and records every value (and error) the client reports. */
export function watch<T>(client: ConvexClient, query: FunctionReference<"query">, args: Record<string, unknown> = {}) {
  const values: T[] = [];
  const errors: Error[] = [];
  const unsubscribe = client.onUpdate(
    query,
    args,
    (value) => values.push(value as T),
    (error) => errors.push(error),
  );
  return {
    values,
    errors,
    unsubscribe,
    latest: () => values[values.length - 1],
    next: (what: string, predicate: (value: T) => boolean) =>
      waitFor(what, () => values.find((value) => predicate(value)) ?? undefined),
  };
}

type RawMessage = { type: string; [key: string]: unknown };

/** Speaks the sync protocol directly, to see exactly which messages the server sends. */
export class RawSyncClient {
  readonly received: RawMessage[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => this.received.push(JSON.parse(String(data)) as RawMessage));
  }

  static async open(url: string): Promise<RawSyncClient> {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/1.48.0/sync`);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const client = new RawSyncClient(socket);
    client.send({ type: "Connect", sessionId: "raw", connectionCount: 0, lastCloseReason: null, clientTs: Date.now() });
    return client;
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  transitions(): RawMessage[] {
    return this.received.filter((message) => message.type === "Transition");
  }

  static tsOf(version: unknown): bigint {
    return decodeTs((version as { ts: string }).ts);
  }

  close(): void {
    this.socket.close();
  }
}
