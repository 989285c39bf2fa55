/**
 * The sync protocol against a small fixture project (offline-backend/fixtures/convex): live updates,
 * errors, scheduled functions, pagination, storage and HTTP actions, with the real ConvexClient.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexHttpClient, type ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { FIXTURE_MODULES, RawSyncClient, mutationRef, newClient, queryRef, waitFor, watch } from "./test-helpers.ts";

type Message = { _id: string; author: string; body: string; rank: number };

let backend: OfflineBackend;
const clients: ConvexClient[] = [];
function client(): ConvexClient {
  const created = newClient(backend.url);
  clients.push(created);
  return created;
}

beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0, dataDir: null, modulesDir: FIXTURE_MODULES });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await backend.stop();
});

describe("offline backend sync protocol (fixture project)", () => {
  it("pushes a mutation's effect to every subscriber, and nothing to unaffected ones", async () => {
    const writer = client();
    const reader = client();
    const mine = watch<Message[]>(writer, queryRef("messages:list"));
    const theirs = watch<Message[]>(reader, queryRef("messages:list"));
    await mine.next("first result", (list) => Array.isArray(list));
    await theirs.next("first result", (list) => Array.isArray(list));

    const raw = await RawSyncClient.open(backend.url);
    raw.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 7, udfPath: "counters:get", args: [{ name: "untouched" }] }],
    });
    const [first] = await waitFor("raw transition", () => (raw.transitions().length ? raw.transitions() : null));
    expect(first?.startVersion).toMatchObject({ querySet: 0, identity: 0 });
    expect(first?.endVersion).toMatchObject({ querySet: 1, identity: 0 });
    expect(first?.modifications).toEqual([{ type: "QueryUpdated", queryId: 7, value: 0, logLines: [], journal: null }]);

    const id = await writer.mutation(mutationRef("messages:send"), { author: "ann", body: "hello" });
    // The mutation resolves only after its Transition: the writer's own result already has it.
    expect(writer.client.localQueryResult("messages:list", {})).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: id, body: "hello" })]),
    );
    await theirs.next("the other client's update", (list) => list.some((m) => m._id === id));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(raw.transitions()).toHaveLength(1);
    raw.close();
  });

  it("re-runs a subscribed query only after a write to a table it read", async () => {
    const raw = await RawSyncClient.open(backend.url);
    raw.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 1, udfPath: "counters:getCountingRuns", args: [{ name: "narrow" }] }],
    });
    const [first] = await waitFor("raw transition", () => (raw.transitions().length ? raw.transitions() : null));
    expect(first?.modifications).toMatchObject([{ type: "QueryUpdated", queryId: 1, value: { value: 0 } }]);

    // Its result changes on every run, so a re-run would show as a Transition. `messages` is not read.
    const c = client();
    await c.mutation(mutationRef("messages:send"), { author: "narrow", body: "unrelated" });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(raw.transitions()).toHaveLength(1);

    await c.mutation(mutationRef("counters:bump"), { name: "narrow" });
    const [, second] = await waitFor("update after a write to counters", () =>
      raw.transitions().length >= 2 ? raw.transitions() : null,
    );
    expect(second?.modifications).toMatchObject([{ type: "QueryUpdated", queryId: 1, value: { value: 1 } }]);
    raw.close();
  });

  it("delivers ConvexError data, hides other errors and refuses internal functions", async () => {
    const c = client();
    const refused = await c.mutation(mutationRef("messages:refuse"), {}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ data: { code: "FORBIDDEN", message: "Not for you." } });

    const crashed = await c.mutation(mutationRef("messages:crash"), {}).catch((error: unknown) => error as Error);
    expect(String(crashed)).toContain("Server Error");
    expect(String(crashed)).not.toContain("internal detail");

    const hidden = await c.query(queryRef("messages:secret"), {}).catch((error: unknown) => error as Error);
    expect(String(hidden)).toContain("Could not find public function");

    const failing = watch(c, queryRef("messages:refuseToRead"));
    const error = await waitFor("query error", () => failing.errors[0]);
    expect(error).toMatchObject({ data: { code: "UNAUTHENTICATED", message: "Please sign in first." } });
  });

  it("runs scheduled functions on real time and pushes their effect", async () => {
    const c = client();
    const list = watch<Message[]>(c, queryRef("messages:list"));
    await list.next("first result", Array.isArray);
    const before = Date.now();
    await c.mutation(mutationRef("messages:sendLater"), { body: "later", delayMs: 200 });
    expect(list.latest()?.some((m) => m.body === "later")).toBe(false);
    await list.next("the scheduled insert", (messages) => messages.some((m) => m.body === "later"));
    expect(Date.now() - before).toBeGreaterThanOrEqual(190);
  });

  it("paginates like usePaginatedQuery: first page, load more, live insert into a loaded page", async () => {
    const c = client();
    for (const rank of [10, 20, 30, 40, 50]) {
      await c.mutation(mutationRef("messages:send"), { author: "p", body: `r${rank}`, rank });
    }
    type PageResult = { results: Message[]; status: string; loadMore: (n: number) => boolean };
    const results: PageResult[] = [];
    c.onPaginatedUpdate_experimental(queryRef("messages:page"), {}, { initialNumItems: 2 }, (result) => {
      results.push(result as unknown as PageResult);
    });
    const ranks = () =>
      results
        .at(-1)
        ?.results.filter((m) => m.author === "p")
        .map((m) => m.rank) ?? [];
    const firstRanks = (await waitFor("first page", () => results.find((r) => r.status === "CanLoadMore"))).results.map(
      (m) => m.rank,
    );
    expect(firstRanks).toHaveLength(2);

    results.at(-1)?.loadMore(10);
    await waitFor("second page", () => results.at(-1)?.status === "Exhausted");
    expect(ranks()).toEqual([10, 20, 30, 40, 50]);

    // rank 15 belongs to the first (already loaded) page: it must appear with no gap or duplicate.
    await c.mutation(mutationRef("messages:send"), { author: "p", body: "r15", rank: 15 });
    await waitFor("live insert", () => ranks().includes(15));
    expect(ranks()).toEqual([10, 15, 20, 30, 40, 50]);
    expect(results.at(-1)?.status).toBe("Exhausted");

    // Growing a page past numItems + 1 makes the backend recommend a split; the client re-subscribes
    // two pages with explicit end cursors and the list stays whole.
    for (const rank of [11, 12, 13]) {
      await c.mutation(mutationRef("messages:send"), { author: "p", body: `r${rank}`, rank });
    }
    await waitFor("pages after the split", () => ranks().length === 9);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ranks()).toEqual([10, 11, 12, 13, 15, 20, 30, 40, 50]);
  });

  it("uploads a file and serves it with byte ranges and its Content-Type", async () => {
    const c = client();
    const uploadUrl = await c.mutation(mutationRef("files:generateUploadUrl"), {});
    expect(uploadUrl.startsWith(`${backend.url}/api/storage/upload?token=`)).toBe(true);
    const bytes = new Uint8Array(256 * 1024).map((_, i) => i % 251);
    const uploaded = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "video/mp4" }, body: bytes });
    expect(uploaded.status).toBe(200);
    const { storageId } = (await uploaded.json()) as { storageId: string };

    const saved = await c.mutation(mutationRef("files:save"), { storageId });
    expect(saved).toMatchObject({ contentType: "video/mp4", size: bytes.length });
    expect(saved.url.startsWith(`${backend.url}/api/storage/`)).toBe(true);
    // URLs stored in documents come back rewritten too.
    const stored = (await c.query(queryRef("files:list"), {})) as { url: string }[];
    expect(stored[0]?.url).toBe(saved.url);

    const ranged = await fetch(saved.url, { headers: { Range: "bytes=1000-1999" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-type")).toBe("video/mp4");
    expect(ranged.headers.get("accept-ranges")).toBe("bytes");
    expect(ranged.headers.get("content-range")).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.slice(1000, 2000));

    const whole = await fetch(saved.url);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(bytes.length);
  });

  it("gives each stored file its own URL, also for identical bytes, and stops serving a deleted one", async () => {
    const c = client();
    const bytes = new TextEncoder().encode("the same bytes twice");
    const upload = async (type: string) => {
      const uploadUrl = await c.mutation(mutationRef("files:generateUploadUrl"), {});
      const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": type }, body: bytes });
      const { storageId } = (await response.json()) as { storageId: string };
      return { storageId, url: ((await c.mutation(mutationRef("files:save"), { storageId })) as { url: string }).url };
    };
    const first = await upload("text/plain");
    const second = await upload("text/markdown");
    expect(second.url).not.toBe(first.url);
    expect((await fetch(first.url)).headers.get("content-type")).toBe("text/plain");
    await c.mutation(mutationRef("files:remove"), { storageId: first.storageId });
    expect((await fetch(first.url)).status).toBe(404);
    const served = await fetch(second.url);
    expect(served.headers.get("content-type")).toBe("text/markdown");
    expect(await served.text()).toBe("the same bytes twice");
  });

  it("answers ConvexHttpClient queries and mutations", async () => {
    const http = new ConvexHttpClient(backend.url);
    await http.mutation(mutationRef("counters:bump"), { name: "http" });
    expect(await http.query(queryRef("counters:get"), { name: "http" })).toBe(1);
    const refused = await http.mutation(mutationRef("messages:refuse"), {}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ data: { code: "FORBIDDEN", message: "Not for you." } });
  });

  it("serves HTTP actions at the site URL with CORS", async () => {
    const response = await fetch(`${backend.siteUrl}/hello`, { headers: { Origin: "http://localhost:5173" } });
    expect(await response.json()).toEqual({ hello: "anonymous" });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const preflight = await fetch(`${backend.siteUrl}/hello`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
  });

  it("passes every Set-Cookie of an HTTP action through, and the browser's cookies in (OAuth sign-in)", async () => {
    const response = await fetch(`${backend.siteUrl}/cookies`, {
      redirect: "manual",
      headers: { Cookie: "googleOAuthstate=s0" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://issuer.example/authorize");
    expect(response.headers.getSetCookie()).toEqual([
      "googleOAuthstate=s1; Path=/; HttpOnly",
      "googleOAuthpkce=p1; Path=/; HttpOnly",
    ]);
    expect(response.headers.get("x-cookie-seen")).toBe("googleOAuthstate=s0");
  });
});
