/**
 * /resources with nothing stored and a feed that cannot be reached: the red alert of SPEC §8.
 * The shared backend already holds articles (articles.spec.ts), so this spec bridges the page to
 * an empty backend of its own whose ARTICLES_FEED_URL points at a closed port.
 */
import { expectNoA11yViolations } from "./harness/a11y";
import { expect, newAccount, register, test } from "./harness/fixtures";
import { bridgeConvexSocket, startSecondBackend, type SecondBackend } from "./harness/second-backend";

let backend: SecondBackend;

test.beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens, so every fetch of the feed fails at once.
  backend = await startSecondBackend({ ARTICLES_FEED_URL: "http://127.0.0.1:9/articles" });
});

test.afterAll(async () => {
  await backend?.stop();
});

test("with no stored articles and a failing feed, /resources shows the red alert and no cards", async ({ page }) => {
  await bridgeConvexSocket(page, backend.url);
  // Registered through the form, whose calls go to the bridged backend (signInAs signs up on the shared one).
  await register(page, newAccount("student"));
  await page.goto("/resources");
  await expect(page.getByRole("heading", { name: "Latest Programming Articles", level: 1 })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Error fetching articles. Please try again later.");
  await expect(page.getByRole("list", { name: "Articles" })).toHaveCount(0);
  await expectNoA11yViolations(page, "resources: feed unavailable");
});
