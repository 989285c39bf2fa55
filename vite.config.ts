import path from "node:path";
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA, type ManifestOptions } from "vite-plugin-pwa";
import { optionsFromEnv, securityHeaders } from "./scripts/lib/security-headers.ts";
import { bundleComposition } from "./scripts/lib/bundle-composition.ts";
import { compiledCatalogs } from "./scripts/lib/catalogs.ts";
import { prerenderPublicPages, previewShellFallback } from "./scripts/prerender/plugin.ts";

/**
 * How the browser's code is cut into files (ADR 0084). Everything the entry imports statically is
 * one file ("app"), not twenty-odd little ones, and the icons the lazy screens share are one file
 * rather than one each. On a phone's connection every file costs a round trip: the catalogue
 * loaded 56 files, now 22.
 */
const CLIENT_CHUNKS = {
  output: {
    codeSplitting: {
      groups: [
        { name: "app", tags: ["$initial"] },
        { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
      ],
    },
  },
} as const;

/** What a phone shows when Lyceum is installed: name, icons, colours, and where it opens. */
const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  name: "Lyceum",
  short_name: "Lyceum",
  description: "Courses, lessons, assignments, quizzes and discussion for your school.",
  start_url: "/dashboard",
  scope: "/",
  display: "standalone",
  background_color: "#fbfbfe",
  theme_color: "#1e2a5a",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    // The interface's words, compiled (ADR 0089).
    compiledCatalogs(),
    react(),
    tailwindcss(),
    // `/`, `/login` and `/register` as HTML that paints before any JavaScript (ADR 0026).
    prerenderPublicPages(),
    previewShellFallback(),
    // What each chunk is made of, for the bundle check's split (scripts/bench-landing-js.ts).
    bundleComposition(),
    // Installable (ADR 0087): the web app manifest, and sw/sw.ts built into /sw.js (src/lib/pwa.ts
    // registers it). Nothing is precached: pages are network first, code is cached once fetched.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      injectManifest: { injectionPoint: undefined },
      manifest: WEB_APP_MANIFEST,
    }),
  ],
  resolve: {
    alias: { "@": path.resolve(import.meta.dirname, "src"), "@convex": path.resolve(import.meta.dirname, "convex") },
  },
  // .vite/manifest.json: which chunks each route loads, for the per-route bundle budgets (ADR 0082).
  build: {
    manifest: true,
    // One stylesheet, inlined into every page by the prerender (ADR 0094). Split
    // per chunk, every lazy chunk listed it among its preloads, and the first lazy import on a page
    // linked it again: 100 KB parsed twice, and each later style recalculation matched both copies.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild ? {} : CLIENT_CHUNKS,
  },
  server: { port: 5173, strictPort: true },
  // The built app is served with its production headers (ADR 0020); the dev server is not (Vite's
  // dev client needs inline scripts). The Convex URL comes from .env files or the environment.
  preview: {
    port: 5173,
    strictPort: true,
    headers: securityHeaders(optionsFromEnv({ ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env })),
  },
}));
