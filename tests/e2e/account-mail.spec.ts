import type { Locator } from "@playwright/test";
import { DESKTOP, expectNoA11yViolations, expectNoA11yViolationsAtBothSizes, PHONE } from "./harness/a11y";
import { expect, login, logout, newAccount, register, test } from "./harness/fixtures";
import { countMails, RESET_SUBJECT, VERIFICATION_SUBJECT, waitForCode } from "./harness/mail";

test("after registering, the code from the mail verifies the address and the banner goes", async ({ page }) => {
  const account = newAccount("student");
  await register(page, account);
  const banner = page.getByRole("region", { name: "Verify your e-mail address" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(account.email);
  // The first task stays in view: the registration's toast (SPEC §9, top-right) opens below the box.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Account creation successful" });
  await toast.hover(); // Sonner keeps a toast open while the pointer is on it.
  await expect.poll(async () => gapBelow(banner, toast)).toBeGreaterThanOrEqual(0);
  // On a phone the box wraps taller; the toasts' offset follows its height there too.
  await page.setViewportSize(PHONE);
  await expect
    .poll(async () => {
      const height = (await banner.boundingBox())?.height ?? 0;
      const offset = await page.evaluate(() => document.documentElement.style.getPropertyValue("--toasts-below"));
      return Math.abs(parseFloat(offset) - height);
    })
    .toBeLessThan(1);
  await page.setViewportSize(DESKTOP);
  await expectNoA11yViolationsAtBothSizes(page, "student: catalogue with the verification banner");

  const code = await waitForCode(account.email, { subject: VERIFICATION_SUBJECT });
  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await banner.getByLabel("Verification code").fill(wrong);
  await banner.getByRole("button", { name: "Verify" }).click();
  await expect(banner.getByText("That code is not right. Check the e-mail and try again.")).toBeVisible();
  await expect(banner.getByLabel("Verification code")).toBeFocused();

  await banner.getByLabel("Verification code").fill(code);
  await banner.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your e-mail address is verified")).toBeVisible();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
  await expect(banner).toBeHidden();
});

test("forgot password: the code by mail sets a new password, and the new password signs in", async ({ page }) => {
  const account = newAccount("teacher");
  await register(page, account);
  await logout(page, account);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoA11yViolations(page, "visitor: forgot password");
  // An address without an account gets the very same answer.
  await page.getByLabel("Email").fill("nobody.here@lyceum.test");
  await page.getByRole("button", { name: "Send code" }).click();
  const answer = "If an account exists for that address, we sent a code to it.";
  await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();
  await page.getByRole("button", { name: "Use another e-mail address or send a new code" }).click();

  const seen = await countMails(account.email, RESET_SUBJECT);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();
  const code = await waitForCode(account.email, { subject: RESET_SUBJECT, seen });

  const newPassword = "a fresh reset passphrase";
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("something else entirely");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(newPassword);
  await expectNoA11yViolations(page, "visitor: forgot password, code and new password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password was changed")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await login(page, { email: account.email, password: account.password });
  await expect(page.getByText("Error occurred. Please try again!")).toBeVisible();
  await page.reload();
  await login(page, { email: account.email, password: newPassword });
  await expect(page.getByText("Login Successful!")).toBeVisible();
  // The reset code proved the address: no verification banner.
  await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verify your e-mail address" })).toBeHidden();
});

test("change password in Settings: the current one is needed, and another browser's session ends", async ({
  page,
  otherPage,
}) => {
  test.setTimeout(120_000);
  const account = newAccount("student");
  await register(page, account);
  await otherPage.goto("/login");
  await login(otherPage, account);
  await expect(otherPage.getByText("Login Successful!")).toBeVisible();

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Change password" });
  const newPassword = "my changed passphrase";
  await card.getByLabel("Current password").fill("not my password at all");
  await card.getByLabel("New password", { exact: true }).fill(newPassword);
  await card.getByLabel("Confirm new password").fill(newPassword);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not right.")).toBeVisible();
  await expectNoA11yViolations(page, "student: settings with change password");

  await card.getByLabel("Current password").fill(account.password);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your other devices were signed out.")).toBeVisible();
  await expect(card.getByLabel("Current password")).toHaveValue("");

  // The other browser's session is gone: reloaded, it is nobody (its tokens are refused).
  await otherPage.reload();
  await expect(otherPage.getByRole("button", { name: account.displayName })).toHaveCount(0);
  // This browser stays signed in; the new password is the one that works.
  await page.reload();
  await expect(page.getByRole("region", { name: "Change password" })).toBeVisible();
  await logout(page, account);
  await login(page, { email: account.email, password: newPassword });
  await expect(page.getByText("Login Successful!")).toBeVisible();
});

/** How far `below` starts under the bottom of `above` (negative when it overlaps; -Infinity when either is gone). */
async function gapBelow(above: Locator, below: Locator): Promise<number> {
  const [a, b] = await Promise.all([above.boundingBox(), below.boundingBox()]);
  return a && b ? b.y - (a.y + a.height) : -Infinity;
}
