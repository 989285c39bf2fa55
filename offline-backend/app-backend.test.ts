/**
 * The offline backend with Lyceum's real convex/ modules: Convex Auth sign-up over the socket,
 * token checks, and persistence across a restart.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import {
  actionRef,
  mutationRef,
  newClient,
  queryRef,
  signIn,
  signInRaw,
  signUp,
  TEST_PASSWORD,
  waitFor,
  watch,
  type SignInResult,
} from "./test-helpers.ts";

type Me = null | { needsProfile: boolean; displayName?: string; email?: string; role?: string };

const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-offline-"));
let backend: OfflineBackend | null = null;
const clients: ConvexClient[] = [];

async function closeClients() {
  await Promise.all(clients.splice(0).map((c) => c.close()));
}

afterAll(async () => {
  await closeClients();
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function client(url: string): ConvexClient {
  const created = newClient(url);
  clients.push(created);
  return created;
}

describe("offline backend with the real app (Convex Auth)", () => {
  it("signs up through auth:signIn, authenticates the socket and updates users:me", async () => {
    backend = await startOfflineBackend({ port: 0, dataDir });
    const c = client(backend.url);
    const me = watch<Me>(c, queryRef("accounts/users:me"));
    await waitFor("signed-out result", () => me.values.length > 0);
    expect(me.latest()).toBeNull();

    const token = await signUp(c, "sam@example.com");
    const authenticated: boolean[] = [];
    c.setAuth(
      async () => token,
      (ok) => authenticated.push(ok),
    );
    const profile = await me.next("profile", (value) => value !== null);
    expect(profile).toMatchObject({
      needsProfile: false,
      displayName: "Sam Student",
      email: "sam@example.com",
      role: "student",
    });
    expect(authenticated).toContain(true);

    await c.mutation(mutationRef("accounts/users:updateProfile"), { displayName: "Sam Renamed" });
    await me.next("updated name", (value) => value?.displayName === "Sam Renamed");

    // Token refresh goes through the same action; signing out clears the socket's identity.
    const refreshToken =
      (await signInRaw(c, { email: "sam@example.com", password: TEST_PASSWORD, flow: "signIn" })).tokens
        ?.refreshToken ?? "";
    const refreshed = (await c.action(actionRef("auth:signIn"), { refreshToken })) as SignInResult;
    expect(refreshed.tokens?.token).toEqual(expect.any(String));
    c.client.clearAuth();
    await waitFor("signed out again", () => me.latest() === null);
  });

  it("rejects a token with a bad signature", async () => {
    if (!backend) throw new Error("backend not started");
    const c = client(backend.url);
    const token = await signIn(c, "sam@example.com");
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(342)}`;
    const changes: boolean[] = [];
    c.setAuth(
      async () => forged,
      (ok) => changes.push(ok),
    );
    const me = watch<Me>(c, queryRef("accounts/users:me"));
    await waitFor("auth rejection", () => changes.includes(false), 10_000);
    await waitFor("signed-out result", () => me.values.length > 0);
    expect(me.latest()).toBeNull();
  });

  it("keeps accounts and data across a restart", async () => {
    await closeClients();
    await backend?.stop();
    backend = await startOfflineBackend({ port: 0, dataDir });
    expect(backend.restoredDocuments).toBeGreaterThan(0);

    const c = client(backend.url);
    const token = await signIn(c, "sam@example.com");
    c.setAuth(async () => token);
    const me = watch<Me>(c, queryRef("accounts/users:me"));
    const profile = await me.next("restored profile", (value) => value !== null);
    expect(profile).toMatchObject({ displayName: "Sam Renamed", email: "sam@example.com" });

    // New documents do not collide with restored ids.
    const other = client(backend.url);
    await signUp(other, "second@example.com");
  });
});
