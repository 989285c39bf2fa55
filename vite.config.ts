import path from "node:path";
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { optionsFromEnv, securityHeaders } from "./scripts/lib/security-headers.ts";
import { bundleComposition } from "./scripts/lib/bundle-composition.ts";
import { prerenderPublicPages, previewShellFallback } from "./scripts/prerender/plugin.ts";

export default defineConfig(({ mode }) => ({
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
  build: { manifest: true },
  server: { port: 5173, strictPort: true },
  // The built app is served with its production headers (ADR 0020); the dev server is not (Vite's
  // dev client needs inline scripts). The Convex URL comes from .env files or the environment.
  preview: {
    port: 5173,
    strictPort: true,
    headers: securityHeaders(optionsFromEnv({ ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env })),
  },
}));
