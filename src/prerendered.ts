/**
 * The public pages the build renders to HTML (ADR 0026), each with its file in the build: `/` is
 * index.html, `/login` is login.html (what `vite preview`, Netlify and Cloudflare Pages serve for
 * `/login`). The SPA's empty shell, for every other path, is shell.html.
 */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html" },
  { path: "/login", file: "login.html" },
  { path: "/register", file: "register.html" },
] as const;

export const SHELL_FILE = "shell.html";

/** The attribute of #root that names the page its markup was prerendered for. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/** The path the markup in `container` was prerendered for, or null for the empty shell. */
export function prerenderedPathOf(container: HTMLElement): string | null {
  return container.getAttribute(PRERENDERED_ATTRIBUTE);
}
