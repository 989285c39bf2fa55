/**
 * The prerender of the public pages (ADR 0026): src/entry-server.tsx, loaded through Vite with the
 * project's own config (as the build's SSR bundle is), renders each page's content as HTML, with
 * sign-in still "loading", no inline script, and the forms disabled until React runs.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectPage, type PageMarkup } from "./html";
import { offlineWebSocket } from "./offline-websocket";

type ServerEntry = {
  PRERENDERED_PAGES: readonly { path: string; file: string }[];
  PRERENDERED_ATTRIBUTE: string;
  renderPage(path: string): Promise<PageMarkup>;
  stop(): void;
};

// jsdom ships no types (the web tests get it through vitest's environment): required, and typed here.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const ROOT = path.resolve(import.meta.dirname, "../..");
let vite: ViteDevServer;
let entry: ServerEntry;
let restoreWebSocket: () => void;
const pages = new Map<string, Document>();

beforeAll(async () => {
  vite = await createServer({
    root: ROOT,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  restoreWebSocket = offlineWebSocket();
  entry = (await vite.ssrLoadModule("/src/entry-server.tsx")) as ServerEntry;
  const template = readFileSync(path.join(ROOT, "index.html"), "utf8");
  for (const page of entry.PRERENDERED_PAGES) {
    const html = injectPage(template, await entry.renderPage(page.path), {
      attribute: entry.PRERENDERED_ATTRIBUTE,
      path: page.path,
    });
    pages.set(page.path, new JSDOM(html).window.document);
  }
}, 120_000);

afterAll(async () => {
  entry?.stop();
  restoreWebSocket?.();
  await vite?.close();
});

function page(pathname: string): Document {
  const document = pages.get(pathname);
  if (!document) throw new Error(`${pathname} was not prerendered`);
  return document;
}

const labels = (document: Document) =>
  Array.from(document.querySelectorAll("label")).map((label) => label.textContent?.trim());

describe("prerendered public pages", () => {
  it("renders /, /login and /register, each marked with its path and titled", () => {
    expect(entry.PRERENDERED_PAGES.map((p) => p.file)).toEqual(["index.html", "login.html", "register.html"]);
    expect(page("/").querySelector("#root")?.getAttribute("data-prerendered")).toBe("/");
    expect(page("/").title).toBe("Learn from real teachers · Lyceum");
    expect(page("/login").title).toBe("Login · Lyceum");
    expect(page("/register").title).toBe("Register · Lyceum");
  });

  it("draws the landing page's hero and sections, with the instructors still loading", () => {
    const document = page("/");
    expect(document.querySelector("h1")?.textContent).toBe("Learn from real teachers, at your own pace.");
    expect(document.querySelector("#features-heading")?.textContent).toBe("Everything a course needs");
    expect(document.querySelector("#instructors-heading")?.textContent).toBe("Meet Our Instructors");
    expect(document.querySelector('[aria-label="Loading instructors"]')).not.toBeNull();
  });

  it("shows the visitor's top bar without Login/Register or account items while sign-in is unknown", () => {
    const header = page("/").querySelector("header");
    expect(header?.textContent).toContain("Lyceum");
    expect(header?.querySelector('nav[aria-label="Main"]')?.textContent).toBe("HomeCoursesInstructors");
    expect(header?.textContent).not.toMatch(/Dashboard/);
    expect(header?.querySelectorAll('a[href="/login"], a[href="/register"]')).toHaveLength(0);
    // Their space is kept (no layout shift when they appear): invisible, hidden from screen readers.
    const placeholder = Array.from(header?.querySelectorAll('[aria-hidden="true"]') ?? []).find((element) =>
      /Login/.test(element.textContent ?? ""),
    );
    expect(placeholder?.textContent).toBe("LoginRegister");
    expect(placeholder?.className).toMatch(/\binvisible\b/);
  });

  it("draws the login and register forms, disabled until React runs (no native submit)", () => {
    // The language picker above the form, then the form's fields.
    expect(labels(page("/login"))).toEqual(["Language", "Email", "Password"]);
    expect(labels(page("/register"))).toEqual(
      expect.arrayContaining(["Display name", "Email", "Role", "Password", "Confirm password"]),
    );
    for (const pathname of ["/login", "/register"]) {
      expect(page(pathname).querySelector("select")?.hasAttribute("disabled")).toBe(true);
      const form = page(pathname).querySelector("form");
      expect(form?.closest("fieldset")?.hasAttribute("disabled")).toBe(true);
    }
  });

  it("holds the first paint until the parser is past #root: nothing paints half a page", () => {
    for (const document of pages.values()) {
      const expectLink = document.head.querySelector('link[rel="expect"][blocking="render"]');
      const end = document.querySelector("#root")?.nextElementSibling;
      expect(end?.hasAttribute("hidden")).toBe(true);
      expect(expectLink?.getAttribute("href")).toBe(`#${end?.id}`);
    }
  });

  it("adds no inline script (the CSP allows none): only the app's module", () => {
    for (const document of pages.values()) {
      const scripts = Array.from(document.querySelectorAll("script"));
      expect(scripts).toHaveLength(1);
      expect(scripts[0].getAttribute("type")).toBe("module");
      expect(scripts[0].getAttribute("src")).toBeTruthy();
    }
  });
});
