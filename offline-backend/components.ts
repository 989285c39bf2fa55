/**
 * The Convex components an app installs (`convex/convex.config.ts`), found the way `convex deploy`
 * would mount them, for convex-test's `registerComponent` (ADR 0014). A definition file cannot be
 * evaluated outside Convex's bundler (`use` needs paths only the bundler adds), so it is read as
 * text: `import x from "<package>/convex.config(.js)"` plus `<app or component>.use(x)` or
 * `.use(x, { name: "..." })`; a child's default name is its `defineComponent("<name>")`. Each
 * package's compiled component folder (next to its convex.config.js: schema.js, _generated/,
 * the function modules) is loaded like a convex/ folder, and its own children are found the same
 * way, mounted at "<parent>/<child>" (convex-test's nested component paths).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { buildModuleMap, type ModuleMap } from "./modules.ts";

export type ComponentToLoad = {
  /** Mount path: "rateLimiter", "presence/batchWorker", ... */
  path: string;
  schema: SchemaDefinition<GenericSchema, boolean>;
  modules: ModuleMap;
};

type Child = { name: string; configFile: string };

/** The components a definition file installs, with the definition file of each. */
export function childComponents(configFile: string): Child[] {
  const text = readFileSync(configFile, "utf8");
  const require = createRequire(configFile);
  const imports = new Map<string, string>();
  for (const match of text.matchAll(/import\s+(\w+)\s+from\s+["']([^"']+\/convex\.config(?:\.js)?)["']/g)) {
    imports.set(match[1], match[2]);
  }
  const children: Child[] = [];
  for (const match of text.matchAll(/\b\w+\.use\(\s*(\w+)\s*(?:,\s*\{([^}]*)\})?\s*\)/g)) {
    const specifier = imports.get(match[1]);
    if (specifier === undefined) continue;
    const childConfig = require.resolve(specifier.endsWith(".js") ? specifier : `${specifier}.js`);
    const explicit = /name:\s*["']([^"']+)["']/.exec(match[2] ?? "")?.[1];
    children.push({ name: explicit ?? definedName(childConfig), configFile: childConfig });
  }
  return children;
}

function definedName(configFile: string): string {
  const name = /defineComponent\(\s*["']([^"']+)["']/.exec(readFileSync(configFile, "utf8"))?.[1];
  if (name === undefined) throw new Error(`${configFile}: no defineComponent("<name>")`);
  return name;
}

/** Every component of the app in `modulesDir` (none without a convex.config.ts), parents first. */
export async function loadComponents(modulesDir: string): Promise<ComponentToLoad[]> {
  const rootConfig = ["convex.config.ts", "convex.config.js"]
    .map((name) => path.join(modulesDir, name))
    .find((file) => existsSync(file));
  if (rootConfig === undefined) return [];
  const found: ComponentToLoad[] = [];
  const visit = async (configFile: string, prefix: string) => {
    for (const child of childComponents(configFile)) {
      const mountPath = prefix === "" ? child.name : `${prefix}/${child.name}`;
      const dir = path.dirname(child.configFile);
      const schemaFile = path.join(dir, "schema.js");
      const schema = (
        (await import(pathToFileURL(schemaFile).href)) as { default: SchemaDefinition<GenericSchema, boolean> }
      ).default;
      found.push({ path: mountPath, schema, modules: buildModuleMap(dir) });
      await visit(child.configFile, mountPath);
    }
  };
  await visit(rootConfig, "");
  return found;
}
