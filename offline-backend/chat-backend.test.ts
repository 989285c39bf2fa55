/**
 * The Discussion through the offline backend with the real convex/ modules: the rate-limiter and
 * presence components are registered (offline-backend/components.ts), messages reach another
 * client live, the limit's error reaches the sender with its data, and presence updates live
 * (writes made only inside a component re-run the queries that read them).
 */
import { afterAll, describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { mutationRef, newClient, queryRef, signUp, watch } from "./test-helpers.ts";

type Live = { anchor: number | null; page: Array<{ text: string; authorName: string; authorId: string }> };
type Person = { userId: string; online: boolean; name: string };
type Me = { _id: string } | null;

let backend: OfflineBackend | null = null;
const clients: ConvexClient[] = [];

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await backend?.stop();
});

async function signedIn(
  url: string,
  email: string,
  displayName: string,
): Promise<{ client: ConvexClient; userId: string }> {
  const client = newClient(url);
  clients.push(client);
  const token = await signUp(client, email, { displayName });
  client.setAuth(async () => token);
  const me = watch<Me>(client, queryRef("accounts/users:me"));
  const profile = await me.next("profile", (value) => value !== null);
  me.unsubscribe();
  const userId = (profile as { _id: string })._id;
  // As a verified address (the mailed code's `email_verified`): only those post in the global room (ADR 0059).
  await backend!.convex.transact((tx) => tx.patch("users", userId, { emailVerificationTime: Date.now() }));
  return { client, userId };
}

describe("chat on the offline backend", () => {
  it("sends through the rate limiter, shows messages live to others, refuses a burst, and tracks presence", async () => {
    backend = await startOfflineBackend({ port: 0, dataDir: null });
    const ann = await signedIn(backend.url, "ann@example.com", "Ann");
    const bob = await signedIn(backend.url, "bob@example.com", "Bob");

    // The room's shared queries take its ticket (ADR 0081), the same for Ann and Bob.
    const ticketOf = async (client: ConvexClient) =>
      ((await client.query(queryRef("chat/chat:room"), { room: "global" })) as { ticket: string }).ticket;
    const ticket = await ticketOf(bob.client);
    expect(await ticketOf(ann.client)).toBe(ticket);
    const history = watch<Live>(bob.client, queryRef("chat/chat:live"), { room: "global", ticket });
    await history.next("empty room", (value) => value.page.length === 0);

    await ann.client.mutation(mutationRef("chat/chat:send"), { room: "global", text: "first" });
    await ann.client.mutation(mutationRef("chat/chat:send"), { room: "global", text: "second" });
    const seen = await history.next("both messages", (value) => value.page.length === 2);
    expect(seen.page.map((m) => [m.text, m.authorName, m.authorId])).toEqual([
      ["second", "Ann", ann.userId],
      ["first", "Ann", ann.userId],
    ]);

    // Three more fill Ann's burst of 5; the sixth is refused with the limit's data.
    for (const text of ["3", "4", "5"])
      await ann.client.mutation(mutationRef("chat/chat:send"), { room: "global", text });
    const refused = await ann.client.mutation(mutationRef("chat/chat:send"), { room: "global", text: "6" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConvexError);
    const data = (refused as ConvexError<{ code: string; retryAfter: number }>).data;
    expect(data.code).toBe("RATE_LIMITED");
    expect(data.retryAfter).toBeGreaterThan(0);
    await history.next("five messages", (value) => value.page.length === 5);

    const tokens = (await ann.client.mutation(mutationRef("chat/presence:heartbeat"), {
      roomId: ticket,
      userId: ann.userId,
      sessionId: "ann-tab",
      interval: 10_000,
    })) as { roomToken: string; sessionToken: string };
    const people = watch<Person[]>(bob.client, queryRef("chat/presence:list"), { roomToken: tokens.roomToken });
    const online = await people.next("Ann online", (value) => value.some((p) => p.name === "Ann" && p.online));
    expect(online).toEqual([expect.objectContaining({ userId: ann.userId, name: "Ann", online: true })]);

    // A write only inside the presence component still reaches the subscriber.
    await ann.client.mutation(mutationRef("chat/presence:disconnect"), { sessionToken: tokens.sessionToken });
    await people.next("Ann offline", (value) => value.length === 1 && !value[0].online);
  });
});
