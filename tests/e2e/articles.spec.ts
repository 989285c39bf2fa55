/**
 * /resources against a local articles feed (started by global-setup, see harness/articles-feed.ts):
 * the first visit asks the backend for a refresh, the backend fetches the feed, and the page shows
 * the stored articles live, with safe links; the entry with a javascript: link never appears.
 */
import { FEED_ARTICLES } from "./harness/articles-feed";
import { expect, signInAs, test } from "./harness/fixtures";
import { SMALL_PNG } from "./harness/media";

test("a student opens /resources and reads the feed's articles, each opening in a new tab", async ({ page }) => {
  await page.route("https://covers.lyceum.test/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: SMALL_PNG }),
  );
  await signInAs(page, "student");
  await page.goto("/resources");
  await expect(page.getByRole("heading", { name: "Latest Programming Articles", level: 1 })).toBeVisible();

  const cards = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.nth(0).getByRole("heading")).toHaveText("Naming things, a practical guide");
  await expect(cards.nth(1).getByRole("heading")).toHaveText("Reading a stack trace without fear");

  for (const article of FEED_ARTICLES.slice(0, 2)) {
    const card = cards.filter({ has: page.getByRole("heading", { name: article.title }) });
    await expect(card.getByText(article.description)).toBeVisible();
    for (const link of [
      card.getByRole("link", { name: article.title, exact: true }),
      card.getByRole("link", { name: /Read More/ }),
    ]) {
      await expect(link).toHaveAttribute("href", article.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
  // The cover image only where the feed gave one (https), and it loads.
  const cover = cards.nth(1).locator("img");
  await expect(cover).toHaveAttribute("src", "https://covers.lyceum.test/stack-trace.png");
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(cards.nth(0).locator("img")).toHaveCount(0);
  await expect(page.getByText("A link that must never be shown")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The backend asked the feed for JSON, naming itself.
  const seen = (await (await fetch(new URL("/requests", process.env.E2E_ARTICLES_FEED_URL))).json()) as Record<
    string,
    string
  >[];
  expect(seen.length).toBeGreaterThan(0);
  expect(seen[0].accept).toBe("application/json");
  expect(seen[0]["user-agent"]).toMatch(/Lyceum/);
  // axe: accessibility.spec scans this screen with these articles ("student: /resources", both sizes).
});
