/**
 * A signed-in subscriber's queries always run as that subscriber (ADR 0046): when a write that
 * re-runs them comes from a scheduled function of a component (the presence component's batch
 * worker timing a session out), and while the client swaps its token for a refreshed one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import {
  actionRef,
  mutationRef,
  newClient,
  queryRef,
  signInRaw,
  signUp,
  TEST_PASSWORD,
  waitFor,
  watch,
  type SignInResult,
} from "./test-helpers.ts";

type Person = { userId: string; name: string; online: boolean };
type Me = { _id: string } | null;

let backend: OfflineBackend;
const clients: ConvexClient[] = [];

beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0, dataDir: null });
  // Loading every app module takes seconds more when the machine is busy.
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await backend.stop();
});

function client(): ConvexClient {
  const c = newClient(backend.url);
  clients.push(c);
  return c;
}

/** The user id of a Convex Auth token (its subject is `userId|sessionId`). */
function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { sub: string };
  return payload.sub.split("|")[0];
}

describe("signed-in subscriptions on the offline backend", () => {
  it("re-runs presence:list as its subscriber when the presence component's worker times a session out", async () => {
    const ann = client();
    const annToken = await signUp(ann, "ann@example.com", { displayName: "Ann" });
    ann.setAuth(async () => annToken);
    const bob = client();
    const bobToken = await signUp(bob, "bob@example.com", { displayName: "Bob" });
    bob.setAuth(async () => bobToken);

    // Bob beats once with the shortest interval allowed (1 s): his session times out 2.5 s later,
    // when the batch worker (a scheduled function of the presence component) disconnects it.
    const { ticket } = (await bob.query(queryRef("chat/chat:room"), { room: "global" })) as { ticket: string };
    const { roomToken } = (await bob.mutation(mutationRef("chat/presence:heartbeat"), {
      roomId: ticket,
      userId: userIdOf(bobToken),
      sessionId: "bob-tab",
      interval: 1000,
    })) as { roomToken: string };
    const people = watch<Person[]>(ann, queryRef("chat/presence:list"), { roomToken });
    await people.next("Bob online", (list) => list.some((p) => p.name === "Bob" && p.online));
    // Before the fix this re-run happened inside the worker's async context, where convex-test
    // took Ann's query for a call across a component boundary and ran it signed out: UNAUTHENTICATED.
    const timedOut = (list: Person[]) => list.some((p) => p.name === "Bob" && !p.online);
    await waitFor("Bob timed out (or an error)", () => people.errors.length > 0 || people.values.some(timedOut));
    expect(people.errors).toEqual([]);
  }, 20_000);

  it("runs no subscription signed out while the client swaps its stored token for a refreshed one", async () => {
    const setup = client();
    await signUp(setup, "cy@example.com", { displayName: "Cy" });
    const { tokens } = await signInRaw(setup, { email: "cy@example.com", password: TEST_PASSWORD, flow: "signIn" });
    if (!tokens) throw new Error("no tokens");

    // Like a page load with a stored session: authenticate with the stored token, and once the
    // server has accepted it, fetch a refreshed one (Convex Auth's refresh) and authenticate again.
    const refreshed: string[] = [];
    const c = client();
    c.setAuth(async ({ forceRefreshToken }) => {
      if (!forceRefreshToken) return tokens.token;
      const answer = (await setup.action(actionRef("auth:signIn"), {
        refreshToken: tokens.refreshToken,
      })) as SignInResult;
      if (answer.tokens) refreshed.push(answer.tokens.token);
      return answer.tokens?.token ?? null;
    });
    const me = watch<Me>(c, queryRef("accounts/users:me"));
    const unread = watch<number>(c, queryRef("notifications/notifications:unreadCount"));
    await me.next("Cy", (value) => value !== null);
    await unread.next("unread count", (value) => typeof value === "number");
    // A mutation sent after the new token is answered after the server has taken that token.
    await me.next("the refreshed token fetched", () => refreshed.length === 1);
    const { ticket } = (await c.query(queryRef("chat/chat:room"), { room: "global" })) as { ticket: string };
    await c.mutation(mutationRef("chat/presence:heartbeat"), {
      roomId: ticket,
      userId: userIdOf(tokens.token),
      sessionId: "cy-tab",
      interval: 1000,
    });
    expect(me.values.filter((value) => value === null)).toEqual([]);
    expect([...me.errors, ...unread.errors]).toEqual([]);

    // Two refreshes with the same refresh token racing (a reload during a refresh, two tabs)
    // both get tokens within Convex Auth's reuse window, and the session stays live.
    const [first, second] = await Promise.all(
      [0, 1].map(
        async () =>
          (await setup.action(actionRef("auth:signIn"), { refreshToken: tokens.refreshToken })) as SignInResult,
      ),
    );
    expect(first.tokens?.token).toEqual(expect.any(String));
    expect(second.tokens?.token).toEqual(expect.any(String));
    const again = client();
    again.setAuth(async () => second.tokens?.token ?? null);
    await watch<Me>(again, queryRef("accounts/users:me")).next("still signed in", (value) => value !== null);
  }, 20_000);

  it("gives two people subscribed to accounts/users:me their own profile (shared-queries.test.ts: in one refresh)", async () => {
    const eve = client();
    const eveToken = await signUp(eve, "eve@example.com", { displayName: "Eve" });
    eve.setAuth(async () => eveToken);
    const fin = client();
    const finToken = await signUp(fin, "fin@example.com", { displayName: "Fin" });
    fin.setAuth(async () => finToken);
    const eveMe = watch<Me>(eve, queryRef("accounts/users:me"));
    const finMe = watch<Me>(fin, queryRef("accounts/users:me"));
    await eveMe.next("Eve", (value) => value?._id === userIdOf(eveToken));
    await finMe.next("Fin", (value) => value?._id === userIdOf(finToken));
    expect(eveMe.values.every((value) => value?._id === userIdOf(eveToken))).toBe(true);
    expect(finMe.values.every((value) => value?._id === userIdOf(finToken))).toBe(true);
  }, 20_000);
});
