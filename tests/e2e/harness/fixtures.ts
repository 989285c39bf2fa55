import { randomUUID } from "node:crypto";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { ADMIN_EMAIL } from "./accounts";

export { expect };

/**
 * Collects the Content Security Policy violations of every page of `context`: the
 * `securitypolicyviolation` event (reported through the console by an init script) and the
 * browser's own "Refused to …" console messages. The app runs with its production headers
 * (vite preview, ADR 0020), so any violation is a bug.
 */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  const listen = (page: Page) =>
    page.on("console", (message) => {
      const text = message.text();
      if (text.startsWith("CSP violation:") || text.startsWith("Refused to")) violations.push(text);
    });
  context.pages().forEach(listen);
  context.on("page", listen);
  return violations;
}

function expectNoCspViolations(violations: string[]): void {
  expect(violations, "Content Security Policy violations").toEqual([]);
}

/**
 * Every test talks to the app and backend that global-setup started. `otherPage` is a second,
 * independent browser (its own storage and session): the pattern for "what one user does, the
 * other sees live". Any CSP violation in either fails the test.
 */
export const test = base.extend<{ otherPage: Page; cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      expectNoCspViolations(violations);
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from its first parameter: it must be a destructuring.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  otherPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const violations = await watchCsp(context);
    await use(await context.newPage());
    await context.close();
    expectNoCspViolations(violations);
  },
});

export type Role = "student" | "teacher";
export type Account = { displayName: string; email: string; password: string; role: Role };

let counter = 0;
/**
 * A fresh account: the backend is shared by all tests, so e-mails never repeat. The counter is
 * per worker process, so the worker's index is part of the id: two workers in the same
 * millisecond would otherwise make the same address.
 */
export function newAccount(role: Role, name?: string): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? "0"}n${counter}`;
  return {
    displayName: name ?? `${role === "teacher" ? "Teacher" : "Student"} ${id}`,
    email: `${role}.${id}@lyceum.test`,
    password: "a long enough password",
    role,
  };
}

export async function register(page: Page, account: Account): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Display name").fill(account.displayName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Role").selectOption(account.role);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Account creation successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/viewcourse$/);
}

export async function login(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function logout(page: Page, account: Pick<Account, "displayName">): Promise<void> {
  const item = page.getByRole("menuitem", { name: "Logout" });
  // A page still settling (a busy machine) can close the menu between opening it and the click;
  // it is opened again then, as a person would.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: account.displayName }).click();
    await item.click({ timeout: 2_000 });
  }).toPass();
  await expect(page).toHaveURL(/\/login/);
}

const signInAction = makeFunctionReference<
  "action",
  { provider: string; params: Record<string, string> },
  { tokens: { token: string; refreshToken: string } | null }
>("auth:signIn");

type Session = { token: string; refreshToken: string };

/** A signed-in person: the account, its session token and its user id (for backend calls as them). */
export type SignedIn = Account & { token: string; userId: string };

export function backendUrl(): string {
  const url = process.env.E2E_BACKEND_URL;
  if (!url) throw new Error("E2E_BACKEND_URL is not set: the backend runs from global-setup.");
  return url;
}

/** Where the app keeps its Convex Auth session: @convex-dev/auth's keys, namespaced by the backend URL. */
function sessionKeys(url: string): { jwt: string; refreshToken: string } {
  const namespace = url.replace(/[^a-zA-Z0-9]/g, "");
  return { jwt: `__convexAuthJWT_${namespace}`, refreshToken: `__convexAuthRefreshToken_${namespace}` };
}

/**
 * A session from the backend's own password sign-in (auth:signIn, as the Register and Login forms
 * call it): flow "signUp" makes the account, "signIn" signs an existing one in.
 */
export async function backendSession(account: Account, flow: "signUp" | "signIn"): Promise<Session> {
  const { tokens } = await new ConvexHttpClient(backendUrl(), { logger: false }).action(signInAction, {
    provider: "password",
    params: {
      flow,
      email: account.email,
      password: account.password,
      ...(flow === "signUp" ? { displayName: account.displayName, role: account.role } : {}),
      // A "browser" of its own, as a new browser context has: sign-ups are limited per browser.
      clientId: randomUUID(),
    },
  });
  if (!tokens) throw new Error(`${flow} of ${account.email} gave no session`);
  return tokens;
}

/** The user id in a Convex Auth token: its subject is "<userId>|<sessionId>". */
export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { sub: string };
  return payload.sub.split("|")[0] ?? "";
}

/**
 * Puts a session where the app keeps it, from a blank page of the app's origin before the app
 * loads, then opens the catalogue and waits for the top bar to name the person.
 */
async function openSession(page: Page, account: Account, session: Session): Promise<SignedIn> {
  const blank = "/e2e-blank";
  await page.route(blank, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>e2e</title>" }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  const keys = sessionKeys(backendUrl());
  await page.evaluate(
    ([{ jwt, refreshToken }, tokens]) => {
      localStorage.setItem(jwt, tokens.token);
      localStorage.setItem(refreshToken, tokens.refreshToken);
    },
    [keys, session] as const,
  );
  await page.goto("/dashboard/viewcourse");
  await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
  return { ...account, token: session.token, userId: userIdOf(session.token) };
}

/**
 * Registers a fresh student or teacher and leaves the page signed in, on the catalogue, as the
 * Register form does. The account is made by the backend's own sign-up (auth:signIn, as the form
 * calls it) and its session put where the app keeps it: a spec that needs a person but does not
 * test registering saves the form's page load and typing. The form itself is tested with
 * `register` (auth-and-roles, account-mail, google and daily-path specs).
 */
export async function signInAs(page: Page, role: Role): Promise<SignedIn> {
  const account = newAccount(role);
  return await openSession(page, account, await backendSession(account, "signUp"));
}

/** The one Admin of the test backend (ADMIN_EMAILS); global-setup registers and verifies it. */
export const ADMIN: Account = {
  displayName: "Ada Admin",
  email: ADMIN_EMAIL,
  password: "the admin password",
  role: "teacher",
};

/**
 * Signs in as the one Admin of the test backend, through the backend's own password sign-in (the
 * Login form is tested in auth-and-roles.spec). global-setup made the account before any worker
 * started (`registerAdmin`), so two workers never race to register it.
 */
export async function signInAsAdmin(page: Page): Promise<SignedIn> {
  return await openSession(page, ADMIN, await backendSession(ADMIN, "signIn"));
}
