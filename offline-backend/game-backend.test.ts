/**
 * The live game's phones on the offline backend with the real convex/ modules (issue #32, ADR 0083):
 * the shared view (`games/play:live`) runs once for every phone and never on an answer; opening a
 * question re-runs no seat (`games/play:seat`), and an answer only its own player's.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { UsageTotals } from "./runner.ts";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { mutationRef, newClient, queryRef, signUp, watch } from "./test-helpers.ts";

type Seat = { ticket: string | null; answers: { index: number }[] };
type Live = { phase: string; index: number; question: { options: string[] } | null };
type Me = { _id: string } | null;

let backend: OfflineBackend;
const clients: ConvexClient[] = [];

beforeAll(async () => {
  // The sample data has the shared quiz banks a new course's game draws from.
  backend = await startOfflineBackend({ port: 0, dataDir: null, env: { AUTH_LOG_LEVEL: "WARN" }, seed: true });
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await backend.stop();
});

async function signedIn(email: string, role: "student" | "teacher"): Promise<ConvexClient> {
  const client = newClient(backend.url);
  clients.push(client);
  const token = await signUp(client, email, { displayName: email.split("@")[0]!, role, clientId: randomUUID() });
  client.setAuth(async () => token);
  const me = watch<Me>(client, queryRef("accounts/users:me"));
  await me.next("profile", (value) => value !== null);
  me.unsubscribe();
  return client;
}

describe("the live game's phones on the offline backend", () => {
  it("runs the shared view once for all phones; an opened question re-runs no seat, an answer its own", async () => {
    const host = await signedIn("game-host@lyceum.test", "teacher");
    const courseId = (await host.mutation(mutationRef("courses/courses:create"), {
      name: "JavaScript Games",
      description: "A course for the live game's backend test.",
      durationHours: 3,
      instructorName: "game-host",
      category: "Tests",
    })) as string;
    const phones: ConvexClient[] = [];
    for (let i = 0; i < 3; i++) {
      const phone = await signedIn(`game-player-${i}@lyceum.test`, "student");
      await phone.mutation(mutationRef("courses/enrollments:enroll"), {
        courseId,
        phoneNumber: "",
        degreeProgram: "",
        yearOrSemester: "",
        paymentMethod: "paypal",
      });
      phones.push(phone);
    }
    const { gameId, code } = (await host.mutation(mutationRef("games/host:create"), { courseId })) as {
      gameId: string;
      code: string;
    };
    for (const phone of phones) await phone.mutation(mutationRef("games/play:join"), { code });

    // Each phone as the screen holds it: its seat, and the shared view its ticket opens.
    const seats = phones.map((phone) => watch<Seat>(phone, queryRef("games/play:seat"), { gameId }));
    const firstSeats = await Promise.all(seats.map((seat) => seat.next("seat", (value) => value.ticket !== null)));
    const ticket = firstSeats[0]!.ticket!;
    expect(firstSeats.map((seat) => seat.ticket)).toEqual([ticket, ticket, ticket]);
    const lives = phones.map((phone) => watch<Live>(phone, queryRef("games/play:live"), { gameId, ticket }));
    await Promise.all(lives.map((live) => live.next("lobby", (value) => value.phase === "lobby")));

    // A barrier: a write nothing of the game reads, seen by the host's own `me`. Commits are
    // refreshed in order, so once it shows, every re-run an earlier commit caused has happened.
    const hostMe = watch<{ _id: string; displayName: string } | null>(host, queryRef("accounts/users:me"));
    const hostId = (await hostMe.next("host", (value) => value !== null))!._id;
    let barriers = 0;
    const settled = async () => {
      barriers += 1;
      const name = `game-host ${barriers}`;
      await backend.convex.transact((tx) => tx.patch("users", hostId, { displayName: name }));
      await hostMe.next(name, (value) => value?.displayName === name);
    };

    await settled();
    const atOpen = new UsageTotals();
    backend.runner.collectUsage(atOpen.collect);
    let opened: Live[];
    try {
      await host.mutation(mutationRef("games/host:start"), { gameId });
      opened = await Promise.all(lives.map((live) => live.next("question", (value) => value.phase === "question")));
      await settled();
    } finally {
      backend.runner.collectUsage(null);
    }
    // The question reached the three phones from one run of the shared view, and no seat re-ran:
    // a seat reads its own player row and answers, not the game row.
    expect(atOpen.byPath.get("games/play:live")?.calls ?? 0).toBeLessThanOrEqual(1);
    expect(atOpen.byPath.get("games/play:seat")?.calls ?? 0).toBe(0);

    const totals = new UsageTotals();
    backend.runner.collectUsage(totals.collect);
    try {
      // Two phones answer: each one's own seat shows its answer.
      const question = opened[0]!.question!;
      const response = question.options.length > 0 ? { kind: "choice", option: 1 } : { kind: "text", text: "x" };
      for (const i of [0, 1]) {
        await phones[i]!.mutation(mutationRef("games/play:answer"), { gameId, index: 0, response });
        await seats[i]!.next("own answer", (value) => value.answers.length > 0);
      }
      await settled();
    } finally {
      backend.runner.collectUsage(null);
    }
    // No shared view re-ran on an answer, and each answer re-ran at most one seat: its player's.
    expect(totals.byPath.get("games/play:live")?.calls ?? 0).toBe(0);
    expect(totals.byPath.get("games/play:seat")?.calls ?? 0).toBeLessThanOrEqual(2);
    expect(seats[2]!.latest()!.answers).toEqual([]);
  }, 120_000);
});
