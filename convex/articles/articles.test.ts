import { getFunctionName, makeFunctionReference } from "convex/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import crons from "../crons";
import { DEFAULT_ARTICLES_FEED_URL } from "../shared/articlesRules";
import { newTest, seedUser, type TestConvex } from "../test.setup";

const FEED_URL = "http://127.0.0.1:9/articles.json";
const HOUR = 60 * 60 * 1000;

/** An entry the way dev.to's /api/articles lists it (with a few of its other fields). */
function devTo(id: number, overrides: Record<string, unknown> = {}) {
  return {
    type_of: "article",
    id,
    title: `Article ${id}`,
    description: `About ${id}`,
    url: `https://dev.to/someone/article-${id}`,
    cover_image: `https://media.dev.to/cover-${id}.png`,
    published_at: `2026-11-0${id}T10:00:00Z`,
    tag_list: ["programming"],
    ...overrides,
  };
}

type FeedAnswer = () => Response | Promise<Response>;

/** Stubs the global fetch with the feed's answer and returns the spy. */
function serveFeed(answer: FeedAnswer) {
  const fetchMock = vi.fn(async (_input: string | URL | Request, _init?: RequestInit) => await answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (body: unknown) => () => Response.json(body);

async function stored(t: TestConvex) {
  const student = await seedUser(t, "student");
  return await student.as.query(api.articles.articles.list, {});
}

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.stubEnv("ARTICLES_FEED_URL", FEED_URL);
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("articles/articles:refresh", () => {
  test("stores a good feed, newest first, asking ARTICLES_FEED_URL for JSON with a User-Agent", async () => {
    const t = newTest();
    const fetchMock = serveFeed(json([devTo(1), devTo(3), devTo(2), devTo(4, { cover_image: null })]));

    expect(await t.action(internal.articles.articles.refresh, {})).toEqual({ stored: 4 });

    const [input, init] = fetchMock.mock.calls[0];
    expect(String(input)).toBe(FEED_URL);
    const headers = new Headers(init?.headers);
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("user-agent")).toMatch(/Lyceum/);
    const view = await stored(t);
    expect(view.failed).toBe(false);
    expect(view.fetchedAt).toEqual(expect.any(Number));
    expect(view.articles.map((a) => a.title)).toEqual(["Article 4", "Article 3", "Article 2", "Article 1"]);
    expect(view.articles[1]).toMatchObject({
      title: "Article 3",
      description: "About 3",
      url: "https://dev.to/someone/article-3",
      coverImage: "https://media.dev.to/cover-3.png",
    });
    expect(view.articles[0].coverImage).toBeNull();
  });

  test("asks dev.to for 4 programming articles when ARTICLES_FEED_URL is not set", async () => {
    vi.stubEnv("ARTICLES_FEED_URL", "");
    const t = newTest();
    const fetchMock = serveFeed(json([]));
    await t.action(internal.articles.articles.refresh, {});
    expect(String(fetchMock.mock.calls[0][0])).toBe(DEFAULT_ARTICLES_FEED_URL);
    expect(DEFAULT_ARTICLES_FEED_URL).toBe("https://dev.to/api/articles?tag=programming&per_page=4");
  });

  test("an empty feed replaces the stored set with nothing, and is not a failure", async () => {
    const t = newTest();
    serveFeed(json([devTo(1), devTo(2)]));
    await t.action(internal.articles.articles.refresh, {});
    serveFeed(json([]));
    expect(await t.action(internal.articles.articles.refresh, {})).toEqual({ stored: 0 });
    const view = await stored(t);
    expect(view.articles).toEqual([]);
    expect(view.failed).toBe(false);
    expect(view.fetchedAt).not.toBeNull();
  });

  test("a new fetch replaces the previous set instead of adding to it", async () => {
    const t = newTest();
    serveFeed(json([devTo(1), devTo(2)]));
    await t.action(internal.articles.articles.refresh, {});
    serveFeed(json([devTo(3)]));
    await t.action(internal.articles.articles.refresh, {});
    expect((await stored(t)).articles.map((a) => a.title)).toEqual(["Article 3"]);
  });

  test("keeps only http(s) links and https cover images", async () => {
    const t = newTest();
    serveFeed(
      json([
        devTo(1, { url: "javascript:alert(1)" }),
        devTo(2, { url: "http://example.com/plain-http", cover_image: "http://example.com/cover.png" }),
        devTo(3, { cover_image: "data:image/png;base64,AAAA" }),
        devTo(4, { url: "/relative/path" }),
        devTo(5, { url: "ftp://example.com/file" }),
      ]),
    );
    await t.action(internal.articles.articles.refresh, {});
    const view = await stored(t);
    expect(view.articles.map((a) => [a.url, a.coverImage])).toEqual([
      ["https://dev.to/someone/article-3", null],
      ["http://example.com/plain-http", null],
    ]);
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining("dropped 3 entries"));
  });

  test("drops entries without a title or with a bad date, cuts long descriptions", async () => {
    const t = newTest();
    serveFeed(
      json([
        devTo(1, { title: "  " }),
        devTo(2, { published_at: "yesterday" }),
        devTo(3, { description: "x".repeat(5000) }),
        { id: 4 },
      ]),
    );
    await t.action(internal.articles.articles.refresh, {});
    const view = await stored(t);
    expect(view.articles.map((a) => a.title)).toEqual(["Article 3"]);
    expect(view.articles[0].description).toHaveLength(500);
  });
});

describe("a failed fetch is refused, logged and recorded; the stored copy survives", () => {
  const failures: [string, FeedAnswer, RegExp][] = [
    [
      "malformed JSON",
      () => new Response("[{ not json", { headers: { "content-type": "application/json" } }),
      /not JSON/,
    ],
    ["an object instead of a list", json({ error: "rate limited" }), /not a list/],
    ["an error status", () => new Response("busy", { status: 503 }), /HTTP 503/],
    [
      "the network failing",
      () => {
        throw new TypeError("fetch failed");
      },
      /could not be reached/,
    ],
    ["more than 50 articles", json(Array.from({ length: 51 }, (_, i) => devTo(i + 1))), /51 articles/],
    ["only unusable entries", json([{ id: 1 }, devTo(2, { url: "javascript:void(0)" })]), /none of the feed's 2/],
    [
      "a body over 1 MB (streamed, no length given)",
      () => {
        const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 1;
            if (sent > 20) controller.close();
            else controller.enqueue(chunk);
          },
        });
        return new Response(body);
      },
      /over 1048576 bytes/,
    ],
    [
      "a declared length over 1 MB",
      () => new Response("[]", { headers: { "content-length": String(2 * 1024 * 1024) } }),
      /2097152 bytes/,
    ],
  ];

  test.each(failures)("%s", async (_name, answer, reason) => {
    const t = newTest();
    serveFeed(json([devTo(1), devTo(2)]));
    await t.action(internal.articles.articles.refresh, {});
    const before = await stored(t);

    serveFeed(answer);
    const result = await t.action(internal.articles.articles.refresh, {});

    expect(result).toEqual({ failure: expect.stringMatching(reason) });
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(reason));
    const after = await stored(t);
    expect(after.articles).toEqual(before.articles);
    expect(after.fetchedAt).toBe(before.fetchedAt);
    expect(after.failed).toBe(true);
  });

  test("with nothing stored, the page learns that the fetch failed", async () => {
    const t = newTest();
    serveFeed(() => new Response("down", { status: 500 }));
    await t.action(internal.articles.articles.refresh, {});
    expect(await stored(t)).toEqual({ articles: [], fetchedAt: null, failed: true });
  });

  test("a later success clears the failure", async () => {
    const t = newTest();
    serveFeed(() => new Response("down", { status: 500 }));
    await t.action(internal.articles.articles.refresh, {});
    serveFeed(json([devTo(1)]));
    await t.action(internal.articles.articles.refresh, {});
    const view = await stored(t);
    expect(view.failed).toBe(false);
    expect(view.articles).toHaveLength(1);
  });
});

describe("articles/articles:refreshIfStale", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
  });

  async function visit(t: TestConvex, as: Awaited<ReturnType<typeof seedUser>>["as"]) {
    const scheduled = await as.mutation(api.articles.articles.refreshIfStale, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    return scheduled;
  }

  test("fetches when nothing is stored, then not again within the hour, then again after it", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const fetchMock = serveFeed(json([devTo(1)]));

    expect(await visit(t, as)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await as.query(api.articles.articles.list, {})).articles).toHaveLength(1);

    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(await visit(t, as)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(await visit(t, as)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("schedules one refresh at a time, however many pages ask", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const other = await seedUser(t, "teacher");
    const fetchMock = serveFeed(json([devTo(1)]));

    expect(await as.mutation(api.articles.articles.refreshIfStale, {})).toBe(true);
    expect(await other.as.mutation(api.articles.articles.refreshIfStale, {})).toBe(false);
    expect(await as.mutation(api.articles.articles.refreshIfStale, {})).toBe(false);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("a refresh that never reported back stops blocking after two minutes", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    await t.run((ctx) => ctx.db.insert("articleFeeds", { tag: "programming", refreshStartedAt: Date.now() }));
    expect(await as.mutation(api.articles.articles.refreshIfStale, {})).toBe(false);
    vi.advanceTimersByTime(2 * 60 * 1000);
    serveFeed(json([]));
    expect(await visit(t, as)).toBe(true);
  });

  test("after a failure, pages wait five minutes before asking again", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const fetchMock = serveFeed(() => new Response("down", { status: 502 }));
    expect(await visit(t, as)).toBe(true);
    expect((await as.query(api.articles.articles.list, {})).failed).toBe(true);

    vi.advanceTimersByTime(4 * 60 * 1000);
    expect(await visit(t, as)).toBe(false);
    vi.advanceTimersByTime(60 * 1000);
    expect(await visit(t, as)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("a stored copy older than an hour stays readable while the refresh fails", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    serveFeed(json([devTo(1), devTo(2)]));
    await visit(t, as);
    vi.advanceTimersByTime(2 * HOUR);
    serveFeed(() => new Response("down", { status: 500 }));
    expect(await visit(t, as)).toBe(true);
    const view = await as.query(api.articles.articles.list, {});
    expect(view.articles.map((a) => a.title)).toEqual(["Article 2", "Article 1"]);
    expect(view.failed).toBe(true);
  });
});

describe("the hourly cron", () => {
  test("runs articles:refresh every hour, which refreshes the stored set", async () => {
    const job = crons.crons["refresh programming articles"];
    expect(job.schedule).toEqual({ type: "interval", hours: 1 });
    expect(job.name).toBe(getFunctionName(internal.articles.articles.refresh));

    const t = newTest();
    serveFeed(json([devTo(1), devTo(2)]));
    await t.action(makeFunctionReference<"action">(job.name), {});
    expect((await stored(t)).articles).toHaveLength(2);
  });
});
