/**
 * Chat send → display in one room on the offline backend (issue #11):
 *   node --import tsx scripts/bench-chat-fanout.ts [clients=50] [messages=100]
 * Starts the backend in memory with the real convex/ modules, signs N accounts up (Convex Auth),
 * subscribes each client to the first page of the global room's `chat.messages` (50 messages, as
 * the chat screen does), then sends M messages one after another. The senders are the clients
 * themselves, round-robin, so the per-user limit (a burst of 5, then 1 a second) does not pace the
 * run; a send it refuses anyway waits `retryAfter` and is retried, and is timed from the accepted
 * call. Measures each send call → each client's subscription showing the message, over every
 * delivery (the sender's own included). Clients run in the same process as the backend, so the
 * figures include their work.
 */
import type { ConvexClient } from "convex/browser";
import { ConvexError } from "convex/values";
import {
  argNumber,
  closeAll,
  distribution,
  fmt,
  machineLoad,
  mutationRef,
  now,
  queryRef,
  signedInClient,
  startAppBackend,
  waitFor,
} from "./lib/bench-app.ts";

const CLIENTS = argNumber(2, 50, 500);
const MESSAGES = argNumber(3, 100, 1000);
const PAGE_SIZE = 50;

type Page = { page: Array<{ text: string }> };

console.log(`before: ${machineLoad()}`);
const backend = await startAppBackend();
const clients: ConvexClient[] = [];
try {
  const setupStarted = now();
  /** seen[i]: when client i first showed each message text. */
  const seen: Map<string, number>[] = [];
  const loaded: boolean[] = [];
  const people: ConvexClient[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const { client, userId } = await signedInClient(
      backend.url,
      `bench-chat-${i}@lyceum.test`,
      { displayName: `Chatter ${i}`, role: "student" },
      clients,
    );
    // Verified, as the mailed code would make it: only verified addresses post in global (ADR 0059).
    await backend.convex.transact((tx) => tx.patch("users", userId, { emailVerificationTime: Date.now() }));
    const times = new Map<string, number>();
    seen.push(times);
    loaded.push(false);
    client.onUpdate(
      queryRef("chat/chat:messages"),
      { room: "global", paginationOpts: { numItems: PAGE_SIZE, cursor: null } },
      (value) => {
        loaded[i] = true;
        const at = now();
        for (const { text } of (value as Page).page) if (!times.has(text)) times.set(text, at);
      },
      (error) => {
        console.error(`client ${i}: chat.messages failed: ${error.message}`);
        process.exitCode = 1;
      },
    );
    people.push(client);
  }
  await waitFor("every client's first page", () => loaded.every(Boolean), 60_000);
  const setupMs = now() - setupStarted;

  const deliveries: number[] = [];
  const lastDelivery: number[] = [];
  const roundTrips: number[] = [];
  let refusals = 0;
  const benchStarted = now();
  for (let k = 0; k < MESSAGES; k++) {
    const text = `bench message ${k}`;
    const sender = people[k % CLIENTS];
    let started = now();
    for (;;) {
      try {
        await sender.mutation(mutationRef("chat/chat:send"), { room: "global", text });
        break;
      } catch (error) {
        const data = error instanceof ConvexError ? (error.data as { code?: string; retryAfter?: number }) : null;
        if (data?.code !== "RATE_LIMITED") throw error;
        refusals += 1;
        await new Promise((resolve) => setTimeout(resolve, (data.retryAfter ?? 1000) + 5));
        started = now();
      }
    }
    roundTrips.push(now() - started);
    await waitFor(`message ${k} on every client`, () => seen.every((times) => times.has(text)), 30_000);
    const times = seen.map((map) => (map.get(text) ?? NaN) - started);
    deliveries.push(...times);
    lastDelivery.push(Math.max(...times));
  }
  const total = now() - benchStarted;

  console.log(
    `Chat send -> display on the offline backend: ${CLIENTS} signed-in clients on the global room's first page, ` +
      `${MESSAGES} sequential messages from ${Math.min(CLIENTS, MESSAGES)} senders round-robin`,
  );
  console.log(`  setup (sign-ups and subscriptions): ${fmt(setupMs)}`);
  console.log(`  send call -> a client showing the message (every delivery): ${distribution(deliveries)}`);
  console.log(`  send call -> the last client showing it (per message): ${distribution(lastDelivery)}`);
  console.log(`  chat.send round trip (promise resolved): ${distribution(roundTrips)}`);
  console.log(`  sends refused by the rate limit and retried: ${refusals}`);
  console.log(`  wall time: ${fmt(total)} (the loop waits for every client before the next message)`);
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
// The app schedules work far ahead (e.g. a deadline reminder); stop() cancels those jobs, but
// convex-test's own timers for them would keep Node alive until they fire and skip: exit now.
process.exit();
