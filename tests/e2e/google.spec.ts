/**
 * 'Continue with Google' with the built-in auth, the whole redirect flow offline: the browser goes
 * to the backend's /api/auth/signin/google, to a local OpenID Connect server standing in for
 * Google (oauth2-mock-server, on the port global-setup gave the backend as AUTH_GOOGLE_ISSUER),
 * back to the backend's callback and to the app's welcome screen.
 */
import { OAuth2Server } from "oauth2-mock-server";
import { expectNoA11yViolations } from "./harness/a11y";
import { expect, login, logout, newAccount, register, test } from "./harness/fixtures";
import type { Page } from "@playwright/test";

type GoogleAccount = { sub: string; email: string; email_verified: boolean; name: string };

let google: OAuth2Server;
/** The Google account the next sign-in comes back as: the ID token's claims. */
let signingInAs: GoogleAccount | null = null;

test.beforeAll(async () => {
  const port = Number(process.env.E2E_GOOGLE_ISSUER_PORT);
  google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  // The backend was told this exact issuer (the mock would otherwise call itself localhost).
  google.issuer.url = `http://127.0.0.1:${port}`;
  google.service.on("beforeTokenSigning", (token) => {
    if (signingInAs) Object.assign(token.payload, signingInAs);
  });
  await google.start(port, "127.0.0.1");
});

test.afterAll(async () => {
  if (google.listening) await google.stop();
});

let counter = 0;
function googleAccount(name: string, email?: string): GoogleAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { sub: `google-${id}`, email: email ?? `g.${id}@school.test`, email_verified: true, name };
}

async function continueWithGoogle(page: Page, as: GoogleAccount): Promise<void> {
  signingInAs = as;
  await page.getByRole("button", { name: "Continue with Google" }).click();
}

test("a first Google sign-in asks student or teacher, lands on the catalogue, and next time goes straight to the page asked for", async ({
  page,
}) => {
  // Three trips through the redirect flow and three axe runs: more than the default minute on a busy machine.
  test.slow();
  const grace = googleAccount("Grace Hopper");
  await page.goto("/register");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectNoA11yViolations(page, "visitor: register with Google");

  await page.goto("/login");
  await continueWithGoogle(page, grace);
  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.getByRole("heading", { name: "Welcome to Lyceum" })).toBeVisible();
  // The one-time code was traded for tokens and taken out of the address.
  expect(new URL(page.url()).searchParams.has("code")).toBe(false);
  await expect(page.getByLabel("Display name")).toHaveValue("Grace Hopper");

  // No role chosen yet: refused with the field's message, nothing created.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Choose teacher or student.")).toBeVisible();
  await expect(page.getByLabel("I am a")).toBeFocused();
  await expectNoA11yViolations(page, "Google: welcome, role missing");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, "Google: welcome, phone");
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel("I am a").selectOption("teacher");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Account creation successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/viewcourse$/);

  await page.goto("/profile");
  await expect(page.getByRole("main").getByText("Grace Hopper")).toBeVisible();
  await expect(page.getByRole("main").getByText(grace.email)).toBeVisible();
  await expect(page.getByRole("main").getByText("teacher", { exact: true })).toBeVisible();

  await logout(page, { displayName: "Grace Hopper" });
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await continueWithGoogle(page, grace);
  await expect(page.getByText("Login Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("main").getByText("teacher", { exact: true })).toBeVisible();
});

test("Google cannot take over a password account whose e-mail is not verified: refused with the reason, the account untouched", async ({
  page,
}) => {
  const owner = newAccount("student");
  await register(page, owner);
  await logout(page, owner);

  // Someone else's Google account with the same (Google-verified) address.
  await page.goto("/login");
  await continueWithGoogle(page, googleAccount("Mallory", owner.email));
  await expect(page).toHaveURL(/\/welcome/);
  const refusal = page.getByRole("alert").filter({ hasText: "Google sign-in did not finish" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("verify your e-mail first");
  await expectNoA11yViolations(page, "Google: sign-in refused");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await login(page, owner);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("main").getByText(owner.displayName)).toBeVisible();
  await expect(page.getByRole("main").getByText("student", { exact: true })).toBeVisible();
});

test("a Google account whose address Google has not verified is not signed in", async ({ page }) => {
  await page.goto("/login");
  await continueWithGoogle(page, { ...googleAccount("Unverified"), email_verified: false });
  await expect(page.getByRole("alert").filter({ hasText: "Google sign-in did not finish" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
