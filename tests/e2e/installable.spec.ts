/**
 * Installable (ADR 0087): the web app manifest and an active service worker, and a reload without
 * a network that opens Lyceum's own shell, not the browser's error page.
 */
import { expect, signInAs, test } from "./harness/fixtures";

test.use({ serviceWorkers: "allow" });

test("Lyceum installs, and opens offline to its shell with a clear word that the server is out of reach", async ({
  page,
  context,
}) => {
  const account = await signInAs(page, "student");

  // The manifest: name, icons, where it opens.
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Lyceum", start_url: "/dashboard", display: "standalone" });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);

  // The service worker is active and controls the page after a reload.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe("activated");
  await page.reload();
  await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline: a reload of this page, and a page never opened, show the shell and say why.
  await context.setOffline(true);
  for (const path of ["/dashboard/viewcourse", "/calendar"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Lyceum" }).first()).toBeVisible();
    await expect(page.getByText("Cannot reach the server.")).toBeVisible({ timeout: 15_000 });
  }
  await context.setOffline(false);

  // What the worker keeps is the app's code and pages, no one's data: nothing from the backend.
  // Read from a tab of its own (the caches are the origin's), while the page above reconnects.
  const probe = await context.newPage();
  await probe.goto("/favicon.svg");
  const kept = await probe.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  const origin = new URL(probe.url()).origin;
  expect(kept.length).toBeGreaterThan(0);
  for (const url of kept) expect(url.startsWith(`${origin}/`), url).toBe(true);
  expect(kept.filter((url) => url.includes("/api/"))).toEqual([]);
});
