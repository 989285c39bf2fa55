/**
 * Builds the module map convex-test needs outside vitest (path -> () => import(path)), the way Convex
 * deploys a convex/ folder: every .ts/.js file whose name has a single dot, plus `_generated/`
 * (convex-test finds the folder from that key). Also answers "is this a public function of that kind?",
 * which convex-test itself does not check.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type ModuleMap = Record<string, () => Promise<unknown>>;
export type FunctionKind = "query" | "mutation" | "action";

function isDeployable(fileName: string, inGenerated: boolean): boolean {
  if (!/\.(ts|js|mts|mjs|tsx|jsx)$/.test(fileName)) return false;
  if (inGenerated) return !fileName.endsWith(".d.ts");
  return fileName.split(".").length === 2;
}

/** `<dir>/<name>.ts` or `<dir>/<name>.js`, whichever exists (null if neither). */
export function moduleFile(dir: string, name: string): string | null {
  return (
    [".ts", ".js"].map((extension) => path.join(dir, `${name}${extension}`)).find((file) => existsSync(file)) ?? null
  );
}

/** A function path without the ".js" a module may be named with ("messages.js:list" -> "messages:list"). */
export function withoutJsExtension(udfPath: string): string {
  return udfPath.replace(/\.js(?=:|$)/, "");
}

export function buildModuleMap(modulesDir: string): ModuleMap {
  const root = path.resolve(modulesDir);
  const map: ModuleMap = {};
  const walk = (dir: string, inGenerated: boolean) => {
    for (const entry of readdirSync(dir)) {
      if (entry === "node_modules" || entry.startsWith(".")) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full, inGenerated || entry === "_generated");
      } else if (isDeployable(entry, inGenerated)) {
        // Keys use forward slashes; convex-test strips the extension and the folder prefix.
        const key = full.split(path.sep).join("/");
        const url = pathToFileURL(full).href;
        map[key] = () => import(url);
      }
    }
  };
  walk(root, false);
  if (!Object.keys(map).some((key) => key.includes("/_generated/"))) {
    throw new Error(`${root} has no _generated/ folder: run \`npx convex codegen\` for it first`);
  }
  return map;
}

type RegisteredFunction = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
};

export class FunctionDirectory {
  private readonly cache = new Map<string, Promise<Record<string, unknown> | null>>();
  private readonly byModule: Map<string, () => Promise<unknown>>;

  constructor(map: ModuleMap) {
    this.byModule = new Map();
    const generated = Object.keys(map).find((key) => key.includes("/_generated/")) ?? "";
    const prefix = generated.split("_generated")[0] ?? "";
    for (const [key, load] of Object.entries(map)) {
      this.byModule.set(key.slice(prefix.length).replace(/\.[^.]+$/, ""), load);
    }
  }

  private loadModule(modulePath: string): Promise<Record<string, unknown> | null> {
    let pending = this.cache.get(modulePath);
    if (!pending) {
      const load = this.byModule.get(modulePath);
      pending = load ? (load() as Promise<Record<string, unknown>>) : Promise.resolve(null);
      this.cache.set(modulePath, pending);
    }
    return pending;
  }

  /**
   * Null when `udfPath` ("module:export", or "module" for the default export; without ".js", see
   * withoutJsExtension) is public and of that kind.
   */
  async checkPublic(udfPath: string, kind: FunctionKind): Promise<string | null> {
    const [modulePath = "", exportName = "default"] = udfPath.split(":");
    const notFound = `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`;
    if (modulePath.startsWith("_") || modulePath.includes("..")) return notFound;
    const module = await this.loadModule(modulePath);
    const fn = module?.[exportName] as RegisteredFunction | undefined;
    if (!fn || !fn.isPublic) return notFound;
    const matches = kind === "query" ? fn.isQuery : kind === "mutation" ? fn.isMutation : fn.isAction;
    if (!matches)
      return `Trying to execute ${udfPath} as ${kind === "query" ? "Query" : kind === "mutation" ? "Mutation" : "Action"}, but it is defined as another kind of function.`;
    return null;
  }
}
