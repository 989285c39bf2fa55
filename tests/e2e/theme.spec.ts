/**
 * The dark theme (ADR 0086): the page follows the device until the person chooses; the choice
 * paints before the app's code on the next load and follows the person to another device. Every
 * axe check of the suite also checks colour contrast in the dark theme (harness/a11y.ts).
 */
import { expectNoA11yViolations } from "./harness/a11y";
import { expect, login, signInAs, test } from "./harness/fixtures";
import type { Page } from "@playwright/test";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("a student follows the device, then chooses Dark: kept on reload and on another device", async ({
  page,
  otherPage,
}) => {
  const account = await signInAs(page, "student");
  const light = await background(page);
  // The device says dark: the page follows it, without a choice.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => background(page)).not.toBe(light);
  const dark = await background(page);
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => background(page)).toBe(light);

  // Dark, chosen in the profile menu, whatever the device says.
  await page.getByRole("button", { name: account.displayName }).click();
  const themes = page.getByRole("group", { name: "Theme" });
  await expect(themes.getByRole("menuitemradio", { name: "Same as this device" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await themes.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(themes.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  await expect.poll(() => background(page)).toBe(dark);
  await expectNoA11yViolations(page, "student: profile menu with the theme, dark");
  await page.keyboard.press("Escape");

  // A reload paints dark before the app's code runs: with that code held back, the boot script has
  // marked it already.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  expect(await isDark(page)).toBe(true);
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.reload();
  await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();

  // Another browser, signed in as the same student: dark, from the server.
  await otherPage.goto("/login");
  await login(otherPage, account);
  await expect(otherPage.getByRole("button", { name: account.displayName })).toBeVisible();
  await expect.poll(() => isDark(otherPage)).toBe(true);
  await otherPage.goto("/settings");
  await expect(otherPage.getByRole("radio", { name: "Dark" })).toBeChecked();
  // Back to the device's, from Settings: both follow.
  await otherPage.getByRole("radio", { name: "Same as this device" }).check();
  await expect.poll(() => isDark(otherPage)).toBe(false);
  await expect.poll(() => isDark(page)).toBe(false);
});
