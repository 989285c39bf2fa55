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

/**
 * The signed-in app's shell: shell.html holds what a signed-in route renders while sign-in is
 * checked (the top bar and a spinner), rendered from this route, so a deep link paints at once
 * instead of waiting for the JavaScript. #root names it `SHELL_MARK`, which no path equals: the
 * browser renders afresh over it (React replaces it at its first commit), it never hydrates it.
 */
export const SHELL_ROUTE = "/dashboard";
export const SHELL_MARK = "shell";

/** The attribute of #root that names the page its markup was prerendered for. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/** The path the markup in `container` was prerendered for, `SHELL_MARK` for the shell, or null when empty. */
export function prerenderedPathOf(container: HTMLElement): string | null {
  return container.getAttribute(PRERENDERED_ATTRIBUTE);
}
