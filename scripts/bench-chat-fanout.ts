/**
 * Chat send → screen in one room on the offline backend (issues #11, #32):
 *   node --import tsx scripts/bench-chat-fanout.ts [clients=50] [messages=100]
 * Starts the backend in memory with the real convex/ modules, signs N accounts up (Convex Auth) and
 * gives each client exactly the subscriptions a browser on /chatRoom (the global room) holds:
 *   - the room screen: `chat.room` (the room's ticket), `chat.live` and the history segments
 *     `chat.history` that src/features/chat/room-segments.ts asks for (ADR 0081), the presence
 *     list `chat.presence.list` with its heartbeat (`usePresence`, every PRESENCE_INTERVAL.chosen),
 *     and `chat.markRead` at most every MARK_READ_EVERY_MS after a message is seen (use-mark-read.ts);
 *   - the top bar: the unread badge's UNREAD_PARTS `chat.unreadTotal` ({ part, except: room }), the
 *     notification bell's `notifications.unreadCount`, and `accounts.users.me` (useProfile).
 * Then it sends M messages one after another. The senders are the clients themselves, round-robin,
 * so the per-user limit (a burst of 5, then 1 a second) does not pace the run; a send it refuses
 * anyway waits `retryAfter` and is retried, and is timed from the accepted call. Measures each send
 * call → each client's screen (its live end or a history segment) showing the message, over every
 * delivery (the sender's own included). Clients run in the same process as the backend, so the figures include their work.
 */
import type { ConvexClient } from "convex/browser";
import { ConvexError } from "convex/values";
import { PRESENCE_INTERVAL } from "../convex/shared/chatRules.ts";
import { UNREAD_PARTS } from "../convex/shared/unread.ts";
import { UsageTotals } from "../offline-backend/runner.ts";
import { segmentsToAsk, type Segment } from "../src/features/chat/room-segments.ts";
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
const ROOM = "global";
/** As src/features/chat/types.ts PAGE_SIZE: the history messages the screen loads at first. */
const PAGE_SIZE = 50;
/**
 * As src/features/chat/use-mark-read.ts MARK_READ_EVERY_MS (not importable here: that module
 * loads React and the app's path aliases): one chat.markRead at most this often.
 */
const MARK_READ_EVERY_MS = 15_000;

type Live = { anchor: number | null; page: Array<{ text: string }> };

/** One browser on /chatRoom: its subscriptions, kept up to date as the screen keeps them. */
class RoomScreen {
  /** When this client first showed each message text. */
  readonly seen = new Map<string, number>();
  ticket: string | null = null;
  live: Live | null = null;
  private readonly segments = new Map<number, { value?: Segment; unsubscribe: () => void }>();
  private floor: number | null = null;
  private liveUnsubscribe: (() => void) | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private markTimer: NodeJS.Timeout | null = null;
  private readonly stops: (() => void)[] = [];

  constructor(
    readonly client: ConvexClient,
    private readonly index: number,
    private readonly userId: string,
  ) {}

  open(): void {
    const fail = (what: string) => (error: Error) => {
      console.error(`client ${this.index}: ${what} failed: ${error.message}`);
      process.exitCode = 1;
    };
    const watch = (path: string, args: Record<string, unknown>, onValue: (value: unknown) => void = () => {}) =>
      this.stops.push(this.client.onUpdate(queryRef(path), args, onValue, fail(path)));
    // The top bar.
    watch("accounts/users:me", {});
    watch("notifications/notifications:unreadCount", {});
    for (let part = 0; part < UNREAD_PARTS; part++) watch("chat/chat:unreadTotal", { part, except: ROOM });
    // The room: its ticket opens the shared queries.
    watch("chat/chat:room", { room: ROOM }, (value) => {
      const ticket = (value as { ticket: string }).ticket;
      if (ticket !== this.ticket) this.useTicket(ticket);
    });
  }

  private useTicket(ticket: string): void {
    this.ticket = ticket;
    this.liveUnsubscribe?.();
    for (const segment of this.segments.values()) segment.unsubscribe();
    this.segments.clear();
    this.live = null;
    this.liveUnsubscribe = this.client.onUpdate(
      queryRef("chat/chat:live"),
      { room: ROOM, ticket },
      (value) => {
        this.live = value as Live;
        this.noteSeen(this.live.page);
        this.askSegments();
      },
      () => {}, // a refused ticket: chat.room brings the new one
    );
    void this.heartbeat();
    this.timers.push(setInterval(() => void this.heartbeat(), PRESENCE_INTERVAL.chosen));
    this.stops.push(this.client.onUpdate(queryRef("chat/presence:list"), { roomToken: ticket }, () => {}));
  }

  private async heartbeat(): Promise<void> {
    if (this.ticket === null) return;
    await this.client.mutation(mutationRef("chat/presence:heartbeat"), {
      roomId: this.ticket,
      userId: this.userId,
      sessionId: JSON.stringify([`bench-${this.index}`, this.ticket, this.userId]),
      interval: PRESENCE_INTERVAL.chosen,
    });
  }

  /** The history segments the screen asks for (room-segments.ts), subscribed and unsubscribed. */
  private askSegments(): void {
    if (this.live === null || this.ticket === null) return;
    const segmentAt = (before: number) => this.segments.get(before)?.value;
    const { befores } = segmentsToAsk(this.live.anchor, segmentAt, this.floor, PAGE_SIZE, [...this.segments.keys()]);
    for (const [before, segment] of this.segments) {
      if (!befores.includes(before)) {
        segment.unsubscribe();
        this.segments.delete(before);
      }
    }
    for (const before of befores) {
      if (this.segments.has(before)) continue;
      const entry: { value?: Segment; unsubscribe: () => void } = { unsubscribe: () => {} };
      this.segments.set(before, entry);
      entry.unsubscribe = this.client.onUpdate(
        queryRef("chat/chat:history"),
        { room: ROOM, ticket: this.ticket, before },
        (value) => {
          entry.value = value as Segment;
          // The screen shows the segments below the live end too (a message at a new marker moves there).
          this.noteSeen(entry.value.page);
          this.askSegments();
        },
        () => {},
      );
    }
    if (befores.length > 0 && befores.every((before) => this.segments.get(before)?.value !== undefined)) {
      this.floor = befores.at(-1)!;
    }
  }

  private noteSeen(page: ReadonlyArray<{ text: string }>): void {
    const at = now();
    let fresh = false;
    for (const { text } of page) {
      if (!this.seen.has(text)) {
        this.seen.set(text, at);
        fresh = true;
      }
    }
    // use-mark-read.ts: one mark at most every MARK_READ_EVERY_MS after a message is seen.
    if (fresh && this.markTimer === null) {
      this.markTimer = setTimeout(() => {
        this.markTimer = null;
        this.client.mutation(mutationRef("chat/chat:markRead"), { room: ROOM }).catch(() => {});
      }, MARK_READ_EVERY_MS);
    }
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    if (this.markTimer !== null) clearTimeout(this.markTimer);
    this.liveUnsubscribe?.();
    for (const segment of this.segments.values()) segment.unsubscribe();
    for (const stop of this.stops) stop();
  }
}

console.log(`before: ${machineLoad()}`);
const backend = await startAppBackend();
const clients: ConvexClient[] = [];
const screens: RoomScreen[] = [];
try {
  const setupStarted = now();
  for (let i = 0; i < CLIENTS; i++) {
    const { client, userId } = await signedInClient(
      backend.url,
      `bench-chat-${i}@lyceum.test`,
      { displayName: `Chatter ${i}`, role: "student" },
      clients,
    );
    // Verified, as the mailed code would make it: only verified addresses post in global (ADR 0059).
    await backend.convex.transact((tx) => tx.patch("users", userId, { emailVerificationTime: Date.now() }));
    const screen = new RoomScreen(client, i, userId);
    screen.open();
    screens.push(screen);
  }
  await waitFor("every client's live end", () => screens.every((screen) => screen.live !== null), 120_000);
  const setupMs = now() - setupStarted;

  const deliveries: number[] = [];
  const lastDelivery: number[] = [];
  const roundTrips: number[] = [];
  let refusals = 0;
  const usage = new UsageTotals();
  backend.runner.collectUsage(usage.collect);
  const benchStarted = now();
  for (let k = 0; k < MESSAGES; k++) {
    const text = `bench message ${k}`;
    const sender = screens[k % CLIENTS]!.client;
    let started = now();
    for (;;) {
      try {
        await sender.mutation(mutationRef("chat/chat:send"), { room: ROOM, text });
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
    await waitFor(`message ${k} on every client`, () => screens.every((screen) => screen.seen.has(text)), 60_000);
    const times = screens.map((screen) => (screen.seen.get(text) ?? NaN) - started);
    deliveries.push(...times);
    lastDelivery.push(Math.max(...times));
  }
  const total = now() - benchStarted;
  backend.runner.collectUsage(null);

  console.log(
    `Chat send -> screen on the offline backend: ${CLIENTS} signed-in clients on /chatRoom (global), ` +
      `${MESSAGES} sequential messages from ${Math.min(CLIENTS, MESSAGES)} senders round-robin`,
  );
  console.log(`  setup (sign-ups and subscriptions): ${fmt(setupMs)}`);
  console.log(`  send call -> a client showing the message (every delivery): ${distribution(deliveries)}`);
  console.log(`  send call -> the last client showing it (per message): ${distribution(lastDelivery)}`);
  console.log(`  chat.send round trip (promise resolved): ${distribution(roundTrips)}`);
  console.log(`  sends refused by the rate limit and retried: ${refusals}`);
  console.log(`  wall time: ${fmt(total)} (the loop waits for every client before the next message)`);
  console.log(`  function runs per message (queries re-run, the send, marks and heartbeats):`);
  const perMessage = [...usage.byPath].sort(([, a], [, b]) => b.calls - a.calls);
  for (const [path, { calls, documents }] of perMessage) {
    console.log(
      `    ${path}: ${(calls / MESSAGES).toFixed(2)} runs, ${(documents / calls).toFixed(1)} documents read each`,
    );
  }
  console.log(`after: ${machineLoad()}`);
} finally {
  for (const screen of screens) screen.close();
  await closeAll(clients, backend.stop);
}
// The app schedules work far ahead (e.g. a deadline reminder); stop() cancels those jobs, but
// convex-test's own timers for them would keep Node alive until they fire and skip: exit now.
process.exit();
