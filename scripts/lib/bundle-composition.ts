/**
 * What each built JavaScript file is made of, for scripts/bench-landing-js.ts (ADR 0026): a Vite
 * plugin writes, per chunk, the rendered size of the code of each package (and of the app's own
 * code) into `.vite/bundle-composition.json` of the build. Sizes are of the minified code before
 * compression; the bench shares each file's gzip size out in the same proportions.
 */
import type { Plugin } from "vite";

export const COMPOSITION_FILE = ".vite/bundle-composition.json";

/** chunk file name (e.g. "assets/index-abc.js") → part → rendered bytes. */
export type BundleComposition = Record<string, Record<string, number>>;

/** The parts the bench reports, in this order; everything else is counted under "other packages". */
export const PARTS = [
  "React",
  "Router",
  "Convex client",
  "Icons",
  "UI libraries",
  "Other packages",
  "App code",
] as const;
export type Part = (typeof PARTS)[number];

const PACKAGE_PARTS: [RegExp, Part][] = [
  [/^(react|react-dom|scheduler)$/, "React"],
  [/^@tanstack\//, "Router"],
  [/^(convex|@convex-dev\/.*|convex-helpers|jwt-decode)$/, "Convex client"],
  [/^lucide-react$/, "Icons"],
  [/^(radix-ui|@radix-ui\/.*|sonner|class-variance-authority|clsx|tailwind-merge)$/, "UI libraries"],
];

/** The package a module id belongs to, or null for the app's own code (src/, convex/). */
export function packageOf(moduleId: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId.replace(/\\/g, "/"));
  return match ? match[1] : null;
}

export function partOf(moduleId: string): Part {
  const pkg = packageOf(moduleId);
  if (pkg === null) return moduleId.startsWith("\0") ? "Other packages" : "App code";
  return PACKAGE_PARTS.find(([pattern]) => pattern.test(pkg))?.[1] ?? "Other packages";
}

export function bundleComposition(): Plugin {
  return {
    name: "lyceum:bundle-composition",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const composition: BundleComposition = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const parts: Record<string, number> = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          const part = partOf(id);
          parts[part] = (parts[part] ?? 0) + info.renderedLength;
        }
        composition[chunk.fileName] = parts;
      }
      this.emitFile({ type: "asset", fileName: COMPOSITION_FILE, source: `${JSON.stringify(composition, null, 1)}\n` });
    },
  };
}
