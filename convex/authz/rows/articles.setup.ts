// Not deployed (two dots in the name): authorization rows of convex/articles.ts.
import { signedIn, type Rows } from "../matrix.setup";
import type { TestConvex } from "../../test.setup";

/** A copy fetched just now, so refreshIfStale has nothing to schedule (no feed is called). */
async function freshCopy(t: TestConvex) {
  await t.run(async (ctx) => {
    const fetchedAt = Date.now();
    await ctx.db.insert("articleFeeds", { tag: "programming", fetchedAt });
    await ctx.db.insert("articles", {
      externalId: "1",
      tag: "programming",
      title: "An article",
      description: "",
      url: "https://example.com/article",
      publishedAt: fetchedAt,
      fetchedAt,
    });
  });
}

export const rows: Rows = {
  "articles/articles:list": {
    rule: "any signed-in user (the stored copy of the public feed)",
    prepare: freshCopy,
    args: () => ({}),
    expect: signedIn(),
  },
  "articles/articles:refreshIfStale": {
    rule: "any signed-in user; schedules one refresh at a time, only for a copy older than an hour",
    prepare: freshCopy,
    args: () => ({}),
    expect: signedIn(),
  },
};
