import path from "node:path";
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { optionsFromEnv, securityHeaders } from "./scripts/lib/security-headers.ts";
import { bundleComposition } from "./scripts/lib/bundle-composition.ts";
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

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    // `/`, `/login` and `/register` as HTML that paints before any JavaScript (ADR 0026).
    prerenderPublicPages(),
    previewShellFallback(),
    // What each chunk is made of, for the bundle check's split (scripts/bench-landing-js.ts).
    bundleComposition(),
  ],
  resolve: {
    alias: { "@": path.resolve(import.meta.dirname, "src"), "@convex": path.resolve(import.meta.dirname, "convex") },
  },
  // .vite/manifest.json: which chunks each route loads, for the per-route bundle budgets (ADR 0082).
  build: {
    manifest: true,
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
