/** Helpers for the backend tests: real ConvexClients over `ws`, and a raw protocol client. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient } from "convex/browser";
import { makeFunctionReference, type FunctionReference } from "convex/server";
import WebSocket from "ws";

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

/** What Convex Auth's `auth:signIn` action answers. */
export type SignInResult = { tokens: { token: string; refreshToken: string } | null };

/** The password the helpers sign up and sign in with unless told otherwise. */
export const TEST_PASSWORD = "correct-horse-9";

/** Calls `auth:signIn` with the password provider and these params, like the app's forms. */
export async function signInRaw(client: ConvexClient, params: Record<string, string>): Promise<SignInResult> {
  return (await client.action(actionRef("auth:signIn"), { provider: "password", params })) as SignInResult;
}

async function tokenOf(client: ConvexClient, params: Record<string, string>): Promise<string> {
  const result = await signInRaw(client, params);
  if (!result.tokens) throw new Error(`auth:signIn (${params.flow ?? "?"}) gave no tokens for ${params.email ?? "?"}`);
  return result.tokens.token;
}

/** Signs in to an existing password account; returns its JWT (for `client.setAuth`). */
export async function signIn(client: ConvexClient, email: string, password = TEST_PASSWORD): Promise<string> {
  return await tokenOf(client, { email, password, flow: "signIn" });
}

/**
 * Creates a password account with the app's sign-up fields (by default the student "Sam Student");
 * returns its JWT (for `client.setAuth`). `clientId` names the "browser" it signs up from: sign-ups
 * are limited per browser, so a caller making many accounts gives each its own.
 */
export async function signUp(
  client: ConvexClient,
  email: string,
  profile: { password?: string; displayName?: string; role?: string; clientId?: string } = {},
): Promise<string> {
  const { password = TEST_PASSWORD, displayName = "Sam Student", role = "student", clientId } = profile;
  return await tokenOf(client, {
    email,
    password,
    flow: "signUp",
    displayName,
    role,
    ...(clientId === undefined ? {} : { clientId }),
  });
}

export async function waitFor<T>(
  what: string,
  check: () => T | undefined | null | false,
  timeoutMs = 5000,
): Promise<T> {
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

  close(): void {
    this.socket.close();
  }
}
