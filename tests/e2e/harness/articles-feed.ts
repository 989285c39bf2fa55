/**
 * A local stand-in for dev.to's articles API, started by global-setup: the offline backend's
 * ARTICLES_FEED_URL points at it, so /resources shows these articles with no network.
 * GET /articles answers FEED_ARTICLES (dev.to's shape); GET /requests lists the headers of the
 * feed requests seen so far, so a test can check what the backend sent.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";

/** What the feed lists; `https://covers.lyceum.test/…` is answered by the test's page.route. */
export const FEED_ARTICLES = [
  {
    type_of: "article",
    id: 101,
    title: "Reading a stack trace without fear",
    description: "Where the error happened, how you got there, and what to look at first.",
    url: "https://dev.to/lyceum/reading-a-stack-trace-101",
    cover_image: "https://covers.lyceum.test/stack-trace.png",
    published_at: "2026-11-20T09:00:00Z",
    tag_list: ["programming", "debugging"],
  },
  {
    type_of: "article",
    id: 102,
    title: "Naming things, a practical guide",
    description: "Names that say what a thing is for, and when to rename.",
    url: "https://dev.to/lyceum/naming-things-102",
    cover_image: null,
    published_at: "2026-11-21T09:00:00Z",
    tag_list: ["programming"],
  },
  {
    type_of: "article",
    id: 103,
    title: "A link that must never be shown",
    description: "Its url is not http(s), so the backend drops it.",
    url: "javascript:alert(document.cookie)",
    cover_image: null,
    published_at: "2026-11-22T09:00:00Z",
    tag_list: ["programming"],
  },
];

export type ArticlesFeed = { url: string; close: () => Promise<void> };

export async function startArticlesFeed(): Promise<ArticlesFeed> {
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (request.method === "GET" && path === "/articles") {
      requests.push(request.headers);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(FEED_ARTICLES));
    } else if (request.method === "GET" && path === "/requests") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(requests));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/articles?tag=programming&per_page=4`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
