import { expect, logout, signInAs, test } from "./harness/fixtures";

/** Convex Auth keeps the access and refresh tokens in localStorage under these prefixes. */
const TOKEN_PREFIXES = ["__convexAuthJWT", "__convexAuthRefreshToken"];

test("after signing out, the old tokens put back in the browser sign nobody in", async ({ page }) => {
  const student = await signInAs(page, "student");
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: student.displayName })).toBeVisible();

  const tokens = await page.evaluate((prefixes) => {
    const kept: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (prefixes.some((prefix) => key.startsWith(prefix))) kept[key] = localStorage.getItem(key)!;
    }
    return kept;
  }, TOKEN_PREFIXES);
  expect(Object.keys(tokens)).toHaveLength(2);

  await logout(page, student);

  // An attacker who copied the tokens (or a shared computer's history) puts them back.
  await page.evaluate((saved) => {
    for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
  }, tokens);
  await page.goto("/profile");

  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)profile/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: student.displayName })).toHaveCount(0);
  // The ended session's tokens were forgotten, not kept for later.
  const left = await page.evaluate(
    (prefixes) => Object.keys(localStorage).filter((key) => prefixes.some((prefix) => key.startsWith(prefix))),
    TOKEN_PREFIXES,
  );
  expect(left).toEqual([]);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)dashboard/);
});
