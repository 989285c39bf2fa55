import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "../../convex/shared/theme.ts";
import {
  addModulePreloads,
  BOOT_DATA_ID,
  BOOT_SCRIPT,
  byRouteSpecificity,
  chunksLoadingStylesheets,
  deferScripts,
  injectPage,
  inlineStylesheets,
  PAGE_END_ID,
  routePattern,
} from "./html";

const TEMPLATE = '<html><head><title>Lyceum — learn together</title></head><body><div id="root"></div></body></html>';

describe("injectPage", () => {
  it("puts the markup in #root, names the page, sets its title and holds the first paint until the page's end", () => {
    const html = injectPage(
      TEMPLATE,
      { html: "<h1>Hi</h1>", title: "Login · Lyceum" },
      { attribute: "data-prerendered", path: "/login" },
    );
    expect(html).toBe(
      "<html><head><title>Login · Lyceum</title>" +
        `<link rel="expect" href="#${PAGE_END_ID}" blocking="render"></head>` +
        '<body><div id="root" data-prerendered="/login"><h1>Hi</h1></div>' +
        `<div id="${PAGE_END_ID}" hidden></div></body></html>`,
    );
  });

  it("escapes the title and keeps `$` patterns in the markup as they are", () => {
    const html = injectPage(
      TEMPLATE,
      { html: "<p>$& $1</p>", title: "<A & B>" },
      { attribute: "data-prerendered", path: "/" },
    );
    expect(html).toContain("<title>&lt;A &amp; B&gt;</title>");
    expect(html).toContain("<p>$& $1</p>");
  });

  it("refuses a template without #root", () => {
    expect(() => injectPage("<title>x</title>", { html: "", title: "" }, { attribute: "a", path: "/" })).toThrow(
      /#root|id="root"/,
    );
  });
});

describe("inlineStylesheets", () => {
  it("replaces each stylesheet link with its text, leaving scripts alone", async () => {
    const html =
      '<head><script type="module" src="/assets/a.js"></script><link rel="stylesheet" crossorigin href="/assets/a.css"></head>';
    const inlined = await inlineStylesheets(html, (href) => Promise.resolve(`/* ${href} */ body{color:red}`));
    expect(inlined).toBe(
      '<head><script type="module" src="/assets/a.js"></script><style>/* /assets/a.css */ body{color:red}</style></head>',
    );
  });

  it("refuses a stylesheet that would end the <style> element early", async () => {
    await expect(
      inlineStylesheets('<link rel="stylesheet" href="/x.css">', () => Promise.resolve("a{}</style><script>")),
    ).rejects.toThrow(/cannot be inlined/);
  });
});

describe("chunksLoadingStylesheets", () => {
  const mapDeps = (files: string[]) =>
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${files.map((f) => `"${f}"`).join(",")}])))=>i.map(i=>d[i]);`;

  it("names a chunk whose lazy imports would add a stylesheet link", () => {
    const chunks = [
      { fileName: "assets/toast-1.js", code: mapDeps(["assets/dist-2.js", "assets/index-3.js", "assets/index-4.css"]) },
      { fileName: "assets/app-5.js", code: "export const a = 1;" },
    ];
    expect(chunksLoadingStylesheets(chunks)).toEqual(["assets/toast-1.js (assets/index-4.css)"]);
  });

  it("passes chunks that preload only code, or nothing", () => {
    const chunks = [
      { fileName: "assets/toast-1.js", code: mapDeps(["assets/dist-2.js", "assets/index-3.js"]) },
      { fileName: "assets/app-5.js", code: 'const s = "a.css"; export { s };' },
    ];
    expect(chunksLoadingStylesheets(chunks)).toEqual([]);
  });
});

describe("addModulePreloads", () => {
  const page =
    '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js"></head><body></body></html>';

  it("preloads the route's chunks once each, skipping those the page already loads", () => {
    const html = addModulePreloads(page, [
      "/assets/login-C.js",
      "/assets/index-A.js",
      "/assets/react-B.js",
      "/assets/login-C.js",
      "/assets/form-D.js",
    ]);
    expect(html).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-B.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-C.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/form-D.js"></head><body></body></html>',
    );
  });

  it("leaves a page with nothing to add as it is", () => {
    expect(addModulePreloads(page, ["/assets/react-B.js"])).toBe(page);
  });
});

describe("deferScripts", () => {
  const page =
    '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js"><style>a{}</style></head>' +
    '<body><div id="root"><h1>Hi</h1></div></body></html>';

  it("takes the module script and preloads out of the HTML and lists them for the boot script", () => {
    const html = deferScripts(page, "/assets/boot-X.js");
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      `<script type="application/json" id="${BOOT_DATA_ID}">` +
        '{"modules":["/assets/index-A.js"],"preloads":["/assets/react-B.js"]}</script>' +
        '<script defer src="/assets/boot-X.js"></script></head>',
    );
    expect(html).toContain('<body><div id="root"><h1>Hi</h1></div></body>');
  });

  it("refuses a page without a module script (nothing would start the app)", () => {
    expect(() => deferScripts("<html><head></head></html>", "/assets/boot-X.js")).toThrow(/no module script/);
  });

  it("boot script adds the preloads and the module script once, after the first frame", async () => {
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
      JSDOM: new (
        html: string,
        options: { runScripts: "outside-only"; pretendToBeVisual: boolean },
      ) => { window: Window & { eval: (code: string) => void } };
    };
    const dom = new JSDOM(deferScripts(page, "/assets/boot-X.js"), {
      runScripts: "outside-only",
      pretendToBeVisual: true,
    });
    dom.window.eval(BOOT_SCRIPT);
    const head = dom.window.document.head;
    expect(head.querySelector('script[type="module"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Array.from(head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute("href"))).toEqual(
      ["/assets/react-B.js"],
    );
    const modules = head.querySelectorAll('script[type="module"]');
    expect(modules).toHaveLength(1);
    expect(modules[0].getAttribute("src")).toBe("/assets/index-A.js");
    expect(modules[0].getAttribute("crossorigin")).toBe("");
  });
});

describe("the boot script's theme", () => {
  const page =
    '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script></head>' +
    '<body><div id="root"></div></body></html>';

  function bootWith(stored: string | null): string[] {
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
      JSDOM: new (
        html: string,
        options: { runScripts: "outside-only"; pretendToBeVisual: boolean; url: string },
      ) => { window: Window & { eval: (code: string) => void } };
    };
    const dom = new JSDOM(deferScripts(page, "/assets/boot-X.js"), {
      runScripts: "outside-only",
      pretendToBeVisual: true,
      url: "http://lyceum.test/",
    });
    if (stored !== null) dom.window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    dom.window.eval(BOOT_SCRIPT);
    return Array.from(dom.window.document.documentElement.classList);
  }

  it("marks the theme this browser last chose at once, and nothing for the device's or an unknown one", () => {
    expect(bootWith("dark")).toEqual(["dark"]);
    expect(bootWith("light")).toEqual(["light"]);
    expect(bootWith(null)).toEqual([]);
    expect(bootWith("sepia")).toEqual([]);
  });
});

describe("the shell's route preloads", () => {
  const page =
    '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script></head>' +
    '<body><div id="root"></div></body></html>';
  const routes = ["/dashboard/$courseId/$courseName", "/dashboard", "/dashboard/viewcourse", "/join/$code", "/join"]
    .sort(byRouteSpecificity)
    .map((route) => [routePattern(route), [`/assets/${route.replace(/\W+/g, "_")}.js`]] as const);

  it("turns a route path into a pattern of its segments, a named page before a pattern that also matches", () => {
    expect(routePattern("/dashboard/$courseId/$courseName")).toBe("^/dashboard/[^/]+/[^/]+/?$");
    expect(new RegExp(routePattern("/join/$code")).test("/join/ABC123")).toBe(true);
    expect(new RegExp(routePattern("/join/$code")).test("/join")).toBe(false);
    expect(new RegExp(routePattern("/a.b")).test("/aXb")).toBe(false);
    expect(routes.map(([pattern]) => pattern).indexOf("^/dashboard/viewcourse/?$")).toBeLessThan(
      routes.map(([pattern]) => pattern).indexOf("^/dashboard/[^/]+/[^/]+/?$"),
    );
  });

  async function preloadsAt(pathname: string): Promise<string[]> {
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
      JSDOM: new (
        html: string,
        options: { runScripts: "outside-only"; pretendToBeVisual: boolean; url: string },
      ) => { window: Window & { eval: (code: string) => void } };
    };
    const dom = new JSDOM(deferScripts(page, "/assets/boot-X.js", routes), {
      runScripts: "outside-only",
      pretendToBeVisual: true,
      url: `http://lyceum.test${pathname}`,
    });
    dom.window.eval(BOOT_SCRIPT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return Array.from(dom.window.document.head.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      String(link.getAttribute("href")),
    );
  }

  it("boot script preloads the code of the one route at the address", async () => {
    expect(await preloadsAt("/dashboard/viewcourse")).toEqual(["/assets/_dashboard_viewcourse.js"]);
    expect(await preloadsAt("/dashboard/k17/Field%20Ecology")).toEqual(["/assets/_dashboard_courseId_courseName.js"]);
    expect(await preloadsAt("/join/")).toEqual(["/assets/_join.js"]);
    expect(await preloadsAt("/nowhere")).toEqual([]);
  });
});
