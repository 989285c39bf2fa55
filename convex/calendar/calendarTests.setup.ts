// Not deployed (two dots in the name): shared pieces of the calendar's tests.
import { api } from "../_generated/api";
import type { TestConvex } from "../test.setup";

type Client = { query: TestConvex["query"] };

/** The feed address the client is given, fetched over the test deployment's HTTP actions. */
export async function fetchFeed(t: TestConvex, url: string): Promise<Response> {
  const { pathname } = new URL(url);
  return await t.fetch(pathname, { method: "GET" });
}

export async function feedOf(as: Client): Promise<{ url: string; webcalUrl: string }> {
  return await as.query(api.calendar.calendar.feed, {});
}

/** The VEVENT blocks of a feed, unfolded, each as its property lines. */
export function eventsIn(ics: string): Map<string, string>[] {
  const unfolded = ics.replace(/\r\n /g, "");
  const blocks = unfolded.split("BEGIN:VEVENT\r\n").slice(1);
  return blocks.map((block) => {
    const lines = block.split("END:VEVENT")[0]!.split("\r\n").filter(Boolean);
    return new Map(
      lines.map((line) => {
        const at = line.indexOf(":");
        return [line.slice(0, at), line.slice(at + 1)] as [string, string];
      }),
    );
  });
}
