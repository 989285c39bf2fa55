// The codegen post-step: adds the `components` export to convex/_generated/api.{js,d.ts}.
//
// `npx convex codegen --system-udfs` (the offline path, no deployment) writes api.js/api.d.ts
// without `components`; `npx convex dev` would add it, in the shape of the CLI's own templates
// (node_modules/convex/src/cli/codegen_templates/component_api.ts: componentApiJs and
// componentApiDTS with component API imports). This script writes that same shape for every
// `app.use(...)` of convex/convex.config.ts. `npm run codegen` and scripts/check-codegen.mjs run
// it after convex codegen and before the typecheck. Idempotent.
//
//   node scripts/codegen-components.mjs
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const CONFIG = "convex/convex.config.ts";
const GENERATED = "convex/_generated";

/**
 * The installed components, in `app.use` order: the name they are mounted under and the package
 * they come from. Reads convex.config.ts as text: `import x from "<pkg>/convex.config(.js)"` and
 * `app.use(x)` or `app.use(x, { name: "..." })`.
 */
export function installedComponents(configText) {
  const packages = new Map();
  for (const match of configText.matchAll(/import\s+(\w+)\s+from\s+["']([^"']+)\/convex\.config(?:\.js)?["']/g)) {
    packages.set(match[1], match[2]);
  }
  const components = [];
  for (const match of configText.matchAll(/app\.use\(\s*(\w+)\s*(?:,\s*\{([^}]*)\})?\s*\)/g)) {
    const pkg = packages.get(match[1]);
    if (pkg === undefined)
      throw new Error(`${CONFIG}: app.use(${match[1]}) does not use an imported component's convex.config`);
    const explicit = /name:\s*["']([^"']+)["']/.exec(match[2] ?? "")?.[1];
    components.push({ name: explicit ?? defaultName(pkg), pkg });
  }
  return components;
}

/** The name a component package defines itself with: defineComponent("<name>") in its convex.config. */
function defaultName(pkg) {
  const require = createRequire(join(process.cwd(), "package.json"));
  const packageJson = require.resolve(`${pkg}/package.json`);
  const exportsField = JSON.parse(readFileSync(packageJson, "utf8")).exports ?? {};
  const entry = exportsField["./convex.config.js"] ?? exportsField["./convex.config"];
  const file = typeof entry === "string" ? entry : entry?.default;
  if (typeof file !== "string") throw new Error(`${pkg} has no ./convex.config.js export`);
  const text = readFileSync(join(dirname(packageJson), file), "utf8");
  const name = /defineComponent\(\s*["']([^"']+)["']/.exec(text)?.[1];
  if (name === undefined) throw new Error(`${pkg}: no defineComponent("<name>") in ${file}`);
  return name;
}

const JS_IMPORT = 'import { anyApi } from "convex/server";';
const JS_IMPORT_WITH_COMPONENTS = 'import { anyApi, componentsGeneric } from "convex/server";';
const JS_EXPORT = "export const components = componentsGeneric();";

export function withComponentsJs(text, components) {
  if (components.length === 0 || text.includes(JS_EXPORT)) return text;
  if (!text.includes(JS_IMPORT)) throw new Error(`${GENERATED}/api.js: expected \`${JS_IMPORT}\``);
  return `${text.replace(JS_IMPORT, JS_IMPORT_WITH_COMPONENTS).trimEnd()}\n${JS_EXPORT}\n`;
}

export function withComponentsDts(text, components) {
  if (components.length === 0 || text.includes("export declare const components")) return text;
  const lines = components.map(
    ({ name, pkg }) => `  ${name}: import("${pkg}/_generated/component.js").ComponentApi<"${name}">;`,
  );
  return `${text.trimEnd()}\n\nexport declare const components: {\n${lines.join("\n")}\n};\n`;
}

export function injectComponents() {
  if (!existsSync(CONFIG)) return [];
  const components = installedComponents(readFileSync(CONFIG, "utf8"));
  const js = join(GENERATED, "api.js");
  const dts = join(GENERATED, "api.d.ts");
  writeFileSync(js, withComponentsJs(readFileSync(js, "utf8"), components));
  writeFileSync(dts, withComponentsDts(readFileSync(dts, "utf8"), components));
  return components;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const components = injectComponents();
  console.log(`convex/_generated/api: components ${components.map((c) => c.name).join(", ") || "(none)"}`);
}
