/**
 * One run per distinct query (ADR 0080), against the fixture project: a query that never looks at
 * the caller's identity is run once for every subscriber, one that does stays each caller's own;
 * and a subscription re-runs only when a written document (before or after the write) falls in
 * what it read (documents by id, index ranges), not on any write to its tables.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { importPKCS8, SignJWT } from "jose";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { FIXTURE_MODULES, mutationRef, newClient, queryRef, waitFor, watch } from "./test-helpers.ts";

type Counted = { value: number; runs: number };
type Mine = Counted & { subject: string | null; everyone: number };
type Above = { bodies: string[]; runs: number };

let backend: OfflineBackend;
let dataDir: string;
let sign: (subject: string) => Promise<string>;
const clients: ConvexClient[] = [];

function client(token?: string): ConvexClient {
  const created = newClient(backend.url);
  clients.push(created);
  if (token !== undefined) created.setAuth(async () => token);
  return created;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-shared-queries-"));
  backend = await startOfflineBackend({ port: 0, dataDir, modulesDir: FIXTURE_MODULES });
  // Tokens as Convex Auth signs them, with the backend's own key (security.test.ts does the same).
  const { jwtPrivateKey } = JSON.parse(readFileSync(path.join(dataDir, "jwt-keys.json"), "utf8")) as {
    jwtPrivateKey: string;
  };
  const body = jwtPrivateKey.replace("-----BEGIN PRIVATE KEY-----", "").replace("-----END PRIVATE KEY-----", "");
  const key = await importPKCS8(
    `-----BEGIN PRIVATE KEY-----\n${body.trim().split(" ").join("\n")}\n-----END PRIVATE KEY-----`,
    "RS256",
  );
  sign = (subject) =>
    new SignJWT({})
      .setProtectedHeader({ alg: "RS256" })
      .setSubject(subject)
      .setIssuer(backend.siteUrl)
      .setAudience("convex")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
});

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one run per distinct query", () => {
  it("gives each identity its own result of a query that reads the identity", async () => {
    const ann = client(await sign("ann"));
    const bob = client(await sign("bob"));
    await ann.mutation(mutationRef("counters:bump"), { name: "ann" });
    const annSees = watch<Mine>(ann, queryRef("counters:mineCountingRuns"));
    const bobSees = watch<Mine>(bob, queryRef("counters:mineCountingRuns"));
    await annSees.next("Ann's counter", (mine) => mine.subject === "ann" && mine.value === 1);
    await bobSees.next("Bob's counter", (mine) => mine.subject === "bob" && mine.value === 0);

    // A write both re-run on (in one refresh, the sender's first): each still gets their own.
    await bob.mutation(mutationRef("counters:bump"), { name: "everyone" });
    await bobSees.next("Bob's re-run", (mine) => mine.everyone === 1);
    await annSees.next("Ann's re-run", (mine) => mine.everyone === 1);
    await ann.mutation(mutationRef("counters:bump"), { name: "everyone" });
    await annSees.next("Ann's second re-run", (mine) => mine.everyone === 2);
    await bobSees.next("Bob's second re-run", (mine) => mine.everyone === 2);
    expect(annSees.values.every((mine) => mine.subject === "ann")).toBe(true);
    expect(bobSees.values.every((mine) => mine.subject === "bob")).toBe(true);
    expect([...annSees.errors, ...bobSees.errors]).toEqual([]);
  });

  it("runs a query that does not read the identity once for every subscriber", async () => {
    const subscribers = [client(await sign("cy")), client(await sign("di")), client(), client(await sign("ed"))];
    const watches = subscribers.map((c) => watch<Counted>(c, queryRef("counters:getCountingRuns"), { name: "hall" }));
    for (const w of watches) await w.next("first result", (value) => value.value === 0);
    await subscribers[0]!.mutation(mutationRef("counters:bump"), { name: "hall" });
    const results = await Promise.all(watches.map((w) => w.next("the bump", (value) => value.value === 1)));
    // Every re-run counts itself into the result: one run, one result for all, whoever asked.
    expect(new Set(results.map((result) => result.runs)).size).toBe(1);
  });

  it("runs a query once for everyone who subscribes to it before the next write", async () => {
    const first = watch<Counted>(client(await sign("gus")), queryRef("counters:getCountingRuns"), { name: "late" });
    const { runs } = await first.next("the first subscriber's", (value) => value.value === 0);
    // Another person opening the same screen later, with nothing written since: the same run.
    const second = watch<Counted>(client(await sign("hal")), queryRef("counters:getCountingRuns"), { name: "late" });
    expect((await second.next("the second subscriber's", (value) => value.value === 0)).runs).toBe(runs);
  });

  it("re-runs a query that reads the identity when the connection's identity changes", async () => {
    const ann = await sign("ann");
    const fay = await sign("fay");
    let token = ann;
    const c = client();
    c.setAuth(async () => token);
    await c.mutation(mutationRef("counters:bump"), { name: "fay" });
    const mine = watch<Mine>(c, queryRef("counters:mineCountingRuns"));
    await mine.next("Ann's", (value) => value.subject === "ann");
    token = fay;
    c.setAuth(async () => token);
    await mine.next("Fay's after the new token", (value) => value.subject === "fay" && value.value === 1);
  });
});

describe("read sets of documents and index ranges", () => {
  /** Waits until `check` holds for the subscriber, then until every write so far was pushed. */
  async function settle(c: ConvexClient): Promise<void> {
    // A mutation resolves after its Transition, which comes after every earlier refresh.
    await c.mutation(mutationRef("counters:bump"), { name: "unrelated-settle" });
  }

  it("re-runs an index-range query only for writes inside its range, before or after", async () => {
    const c = client();
    await c.mutation(mutationRef("counters:bump"), { name: "moving" });
    const moving = watch<Counted>(c, queryRef("counters:getCountingRuns"), { name: "moving" });
    const target = watch<Counted>(c, queryRef("counters:getCountingRuns"), { name: "target" });
    await moving.next("moving", (value) => value.value === 1);
    await target.next("target", (value) => value.value === 0);

    // Outside both ranges: neither re-runs (each re-run would push a new `runs`).
    await c.mutation(mutationRef("counters:bump"), { name: "elsewhere" });
    await settle(c);
    expect(moving.values).toHaveLength(1);
    expect(target.values).toHaveLength(1);

    // An update that moves the document out of one range and into the other re-runs both.
    await c.mutation(mutationRef("counters:rename"), { from: "moving", to: "target" });
    await moving.next("moved out", (value) => value.value === 0);
    await target.next("moved in", (value) => value.value === 1);

    // A delete inside the range re-runs it.
    await c.mutation(mutationRef("counters:remove"), { name: "target" });
    await target.next("deleted", (value) => value.value === 0);
  });

  it("re-runs a query that read a document by id only when that document is written", async () => {
    const c = client();
    await c.mutation(mutationRef("counters:bump"), { name: "by-id" });
    const id = (await c.query(queryRef("counters:idOf"), { name: "by-id" })) as string;
    const byId = watch<Counted>(c, queryRef("counters:byIdCountingRuns"), { id });
    await byId.next("by id", (value) => value.value === 1);
    await c.mutation(mutationRef("counters:bump"), { name: "by-id-neighbour" });
    await settle(c);
    expect(byId.values).toHaveLength(1);
    await c.mutation(mutationRef("counters:bump"), { name: "by-id" });
    await byId.next("its own write", (value) => value.value === 2);
  });

  it("checks range bounds: a write below a lower bound does not re-run, one above does", async () => {
    const c = client();
    const above = watch<Above>(c, queryRef("messages:aboveCountingRuns"), { rank: 1_000 });
    await above.next("empty", (value) => value.bodies.length === 0);
    await c.mutation(mutationRef("messages:send"), { author: "ann", body: "low", rank: 10 });
    await c.mutation(mutationRef("messages:send"), { author: "ann", body: "at the bound", rank: 1_000 });
    await settle(c);
    expect(above.values).toHaveLength(1);
    await c.mutation(mutationRef("messages:send"), { author: "ann", body: "high", rank: 5_000 });
    await above.next("the message above", (value) => value.bodies.includes("high"));
  });

  it("still re-runs a whole-table read on any write to its table", async () => {
    const c = client();
    const list = watch<unknown[]>(c, queryRef("messages:list"));
    const first = await list.next("the list", (value) => Array.isArray(value));
    await c.mutation(mutationRef("messages:send"), { author: "ann", body: "anywhere", rank: 1 });
    await waitFor("the new message", () => list.values.at(-1)!.length === first.length + 1);
  });
});
