/** Puts a prerendered page into the built index.html (ADR 0026). No title: the template's stays. */
import { THEME_STORAGE_KEY } from "../../convex/shared/theme.ts";
import { DEFAULT_LANGUAGE, directionOf, LANGUAGE_STORAGE_KEY, LANGUAGES } from "../../convex/shared/language.ts";
export type PageMarkup = { html: string; title?: string };

const ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The id of the empty element after #root that the first paint waits for (`PAINT_WHEN_PARSED`). */
export const PAGE_END_ID = "lyceum-page-end";

/**
 * Holds the first paint until the parser has reached the end of the page (`<link rel="expect">`
 * with `blocking="render"`, no script). A prerendered page otherwise paints whatever has arrived and
 * been parsed when the browser's first frame comes, which on a busy machine or a slow connection is
 * sometimes part of it: a box whose place depends on what follows (the top bar's right-aligned
 * actions, the hero's rotated and bottom-anchored cards, centred text) then moves when the rest
 * arrives, a layout shift (ADR 0026). Browsers without it paint progressively, as before.
 */
const PAINT_WHEN_PARSED = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

/**
 * The built index.html with `markup` inside #root, which names the page it was made for (the
 * browser hydrates only there), and the page's own <title>; its first paint waits for the whole
 * page (`PAINT_WHEN_PARSED`). No script is added: the CSP allows none inline.
 */
export function injectPage(template: string, markup: PageMarkup, root: { attribute: string; path: string }): string {
  if (!template.includes(ROOT)) throw new Error(`The built index.html has no ${ROOT} to prerender into.`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error("The built index.html has no <title>.");
  if (!template.includes("</head>")) throw new Error("The built index.html has no </head>.");
  return template
    .replace(/<title>[^<]*<\/title>/, (tag) =>
      markup.title === undefined ? tag : `<title>${escapeHtml(markup.title)}</title>`,
    )
    .replace("</head>", () => `${PAINT_WHEN_PARSED}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" ${root.attribute}="${escapeHtml(root.path)}">${markup.html}</div>` +
        // Outside #root: React hydrates #root and never sees it.
        `<div id="${PAGE_END_ID}" hidden></div>`,
    );
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The page with its stylesheets inlined (`style-src` allows inline styles; scripts stay external):
 * the first paint then waits for no other request. `read` gives a stylesheet's text by its URL path.
 */
export async function inlineStylesheets(html: string, read: (href: string) => Promise<string>): Promise<string> {
  const links = [...html.matchAll(STYLESHEET)];
  let result = html;
  for (const [tag, href] of links) {
    const css = await read(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined.`);
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}

/** Vite's list of the files a chunk's dynamic imports preload (`__vite__mapDeps`). */
const PRELOAD_LIST = /m\.f\|\|\(m\.f=\[([^\]]*)\]/;

/**
 * The chunks whose lazy imports would load a stylesheet, each with the stylesheets: none may. Every
 * page has the app's one stylesheet inlined (`inlineStylesheets`), and Vite's preload of a lazy
 * import adds a `<link rel="stylesheet">` for any stylesheet its chunks import, unless a link to
 * it is on the page: the same 100 KB again, parsed, and every element styled against both copies
 * from then on. `build.cssCodeSplit: false` (vite.config.ts, ADR 0094) keeps it out of the chunks.
 */
export function chunksLoadingStylesheets(chunks: readonly { fileName: string; code: string }[]): string[] {
  return chunks.flatMap(({ fileName, code }) => {
    const list = PRELOAD_LIST.exec(code)?.[1] ?? "";
    const sheets = [...list.matchAll(/"([^"]+\.css)"/g)].map(([, file]) => file);
    return sheets.length > 0 ? [`${fileName} (${sheets.join(", ")})`] : [];
  });
}

/**
 * The page with `<link rel="modulepreload">` for `hrefs` (its route's code-split chunks) before
 * `</head>`, except those the page already loads or preloads: the browser fetches them with the
 * entry instead of after it has run (a second round trip before hydration). No inline script.
 */
export function addModulePreloads(html: string, hrefs: readonly string[]): string {
  const missing = [...new Set(hrefs)].filter((href) => !html.includes(`"${href}"`));
  if (missing.length === 0) return html;
  if (!html.includes("</head>")) throw new Error("The built index.html has no </head>.");
  const links = missing.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join("");
  return html.replace("</head>", () => `${links}</head>`);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * On <html> while a prerendered English page waits for the app in another language: index.css
 * hides the English (the shell, which has no words, stays).
 */
const TRANSLATING_CLASS = "lyceum-translating";

/** The id of the data block that lists what the boot script loads. */
export const BOOT_DATA_ID = "lyceum-boot";

/**
 * The boot script of a prerendered page: at once, it marks the theme this browser last had and the
 * language it shows (src/lib/i18n/language.ts `storedLanguage`, ADR 0089: <html lang dir>, and an
 * English prerender hidden until the app replaces it in that language); after
 * the first paint (a frame, then a task), it adds the page's module preloads and module scripts
 * that `deferScripts` took out of the HTML. A classic, external script (the CSP allows no inline
 * one), tiny, and written for any browser.
 */
/** How long the boot script adds elements before it lets the browser do other work (ms). */
const BOOT_SLICE_MS = 3;

export const BOOT_SCRIPT = `(function () {
  // The theme this browser last had (ADR 0086), before the first paint; none: the device's.
  try {
    var theme = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
    if (theme === "dark" || theme === "light") document.documentElement.classList.add(theme);
  } catch (error) {}
  // The language: this browser's last choice, else its first preference Lyceum speaks (ADR 0089;
  // preferredLanguage and directionOf in convex/shared/language.ts, in a script for any browser).
  var languages = ${JSON.stringify(LANGUAGES)};
  var rightToLeft = ${JSON.stringify(LANGUAGES.filter((language) => directionOf(language) === "rtl"))};
  var language = null;
  try {
    language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch (error) {}
  if (languages.indexOf(language) < 0) {
    language = ${JSON.stringify(DEFAULT_LANGUAGE)};
    var preferred = navigator.languages || [];
    for (var i = 0; i < preferred.length; i++) {
      var base = String(preferred[i]).toLowerCase().split("-")[0];
      if (languages.indexOf(base) >= 0) {
        language = base;
        break;
      }
    }
  }
  if (language !== ${JSON.stringify(DEFAULT_LANGUAGE)}) {
    document.documentElement.lang = language;
    document.documentElement.dir = rightToLeft.indexOf(language) >= 0 ? "rtl" : "ltr";
    document.documentElement.classList.add("${TRANSLATING_CLASS}");
  }
  var done = false;
  function boot() {
    if (done) return;
    done = true;
    var data = JSON.parse(document.getElementById("${BOOT_DATA_ID}").textContent);
    // The app's module script first (the largest file), then the preloads of its chunks and of the
    // route at this address (first match). Each added element starts a request, which costs the main
    // thread about a millisecond on a fast machine: they are added a few milliseconds' worth at a
    // time, each batch its own task, so that no long task holds a phone's main thread (issue #32).
    var queue = data.modules.map(function (src) { return ["script", { type: "module", src: src }]; });
    function preload(href) { queue.push(["link", { rel: "modulepreload", href: href }]); }
    data.preloads.forEach(preload);
    (data.routes || []).some(function (route) {
      if (!new RegExp(route[0]).test(location.pathname)) return false;
      route[1].forEach(preload);
      return true;
    });
    (function add() {
      var until = Date.now() + ${BOOT_SLICE_MS};
      while (queue.length > 0 && Date.now() < until) {
        var next = queue.shift();
        var element = document.createElement(next[0]);
        element.crossOrigin = "";
        for (var name in next[1]) element[name] = next[1][name];
        document.head.appendChild(element);
      }
      if (queue.length > 0) setTimeout(add, 0);
    })();
  }
  // After the first contentful paint: the frame of the first animation callback may paint nothing
  // yet (the page was requested with its code then, and a phone's model counted that code before
  // the page's largest paint). Without paint timing, after the first frame; at the latest 250 ms.
  function afterPaint() { setTimeout(boot, 0); }
  try {
    var painted = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      painted.disconnect();
      afterPaint();
    });
    painted.observe({ type: "paint", buffered: true });
  } catch (error) {
    requestAnimationFrame(afterPaint);
  }
  setTimeout(boot, 250);
})();
`;

/** A route's address as a regular expression (source), and the chunks to preload when it matches. */
export type RoutePreload = readonly [pattern: string, hrefs: readonly string[]];

/**
 * The pattern of a route path as the router writes it (`/dashboard/$courseId/$courseName`): each
 * `$param` one segment, a trailing slash allowed.
 */
export function routePattern(routePath: string): string {
  const segments = routePath
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith("$") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return `^/${segments.join("/")}/?$`;
}

/**
 * Routes in the order the boot script tries them: fewer `$param` segments first (a named page wins
 * over a pattern that also matches it: /dashboard/viewcourse before /dashboard/$courseId), then more
 * segments first.
 */
export function byRouteSpecificity(a: string, b: string): number {
  const params = (route: string) => route.split("/").filter((segment) => segment.startsWith("$")).length;
  const length = (route: string) => route.split("/").filter(Boolean).length;
  return params(a) - params(b) || length(b) - length(a) || a.localeCompare(b);
}

/**
 * The page with its module scripts and preloads replaced by a data block and the boot script at
 * `bootHref` (deferred): the HTML, with its inlined stylesheet, is all the first paint needs, and
 * on a slow connection the JavaScript no longer shares the bandwidth with it; the app's code is
 * requested right after the page is on screen (ADR 0026). `routes` (the signed-in shell's): the
 * boot script also preloads the code of the first route whose pattern matches the address.
 */
export function deferScripts(html: string, bootHref: string, routes: readonly RoutePreload[] = []): string {
  const modules = [...html.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  if (modules.length === 0) throw new Error("The page has no module script to defer.");
  if (!html.includes("</head>")) throw new Error("The page has no </head>.");
  // "<" escaped: the data block cannot end early whatever a file name holds.
  const data = JSON.stringify(routes.length > 0 ? { modules, preloads, routes } : { modules, preloads }).replace(
    /</g,
    "\\u003c",
  );
  return html
    .replace(MODULE_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(
      "</head>",
      () =>
        `<script type="application/json" id="${BOOT_DATA_ID}">${data}</script>` +
        `<script defer src="${escapeHtml(bootHref)}"></script></head>`,
    );
}
