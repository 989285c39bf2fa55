/** Puts a prerendered page into the built index.html (ADR 0026). */
export type PageMarkup = { html: string; title: string };

const ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The built index.html with `markup` inside #root, which names the page it was made for (the
 * browser hydrates only there), and the page's own <title>. No script is added: the CSP allows none inline.
 */
export function injectPage(template: string, markup: PageMarkup, root: { attribute: string; path: string }): string {
  if (!template.includes(ROOT)) throw new Error(`The built index.html has no ${ROOT} to prerender into.`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error("The built index.html has no <title>.");
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(markup.title)}</title>`)
    .replace(ROOT, () => `<div id="root" ${root.attribute}="${escapeHtml(root.path)}">${markup.html}</div>`);
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
